import { answerStackChallenge } from '@nordkyst/local-origin';
import { type Context, Hono } from 'hono';
import { type AccessOptions, corsFor, foreignPageCheck, hostCheck, tokenCheck } from './access/access.ts';
import type { ImageCache } from './images/image-cache.ts';
import { addActionsRoute } from './routes/actions-route.ts';
import { addAssetRoute } from './routes/asset-route.ts';
import { addDocRoute } from './routes/doc-route.ts';
import { addEventsRoute } from './routes/events-route.ts';
import { addHistoryRoute } from './routes/history-route.ts';
import { jsonBodyLimit } from './routes/http.ts';
import { addImageRoute } from './routes/image-route.ts';
import { addListenRoute } from './routes/listen-route.ts';
import { addLiveRoute } from './routes/live-route.ts';
import { addMutateRoute } from './routes/mutate-route.ts';
import { addQueryRoute } from './routes/query-route.ts';
import type { ContentLake } from './store/content-lake.ts';

/**
 * Sanity's data API (`/v{version}/data/...`, `/v{version}/assets/...`) over the store: a sub-app the
 * Studio's HTTP/2 server mounts too. The server in front decides who is an editor (access/access.ts)
 * and which origins may call it.
 */
export function createDataApp(lake: ContentLake): Hono {
  const app = new Hono();
  app.use('/:apiVersion/data/*', jsonBodyLimit());
  addQueryRoute(app, lake);
  addDocRoute(app, lake);
  addMutateRoute(app, lake);
  addActionsRoute(app, lake);
  addAssetRoute(app, lake);
  addListenRoute(app, lake);
  addLiveRoute(app, lake);
  addHistoryRoute(app, lake);
  addEventsRoute(app, lake);
  return app;
}

/**
 * `GET /v{v}/check/cors`: whether the calling page's origin may use the API, which @sanity/client asks
 * when an event stream fails (browsers hide why).
 */
export function checkCorsHandler(allowed: (origin: string) => boolean, withCredentials: boolean) {
  return (c: Context) => {
    const origin = c.req.header('origin');
    return c.json({
      result: { allowed: origin === undefined || allowed(origin), withCredentials },
    });
  };
}

/** The plain HTTP listener: the data API and the image CDN, behind the lake's access rules. */
export function createApp(lake: ContentLake, cache: ImageCache, access: AccessOptions): Hono {
  const app = new Hono();
  // First, so the stack knows its own lake whatever the request meets after (decision 049).
  app.use('*', answerStackChallenge());
  app.use('*', hostCheck(access));
  app.use('*', corsFor(access.corsOrigins));
  app.use('/:apiVersion{v[^/]+}/*', foreignPageCheck(access.corsOrigins));
  app.use('*', tokenCheck(access.authorize));
  const origins = new Set(access.corsOrigins);
  app.get(
    '/:apiVersion/check/cors',
    checkCorsHandler((origin) => origins.has(origin), false),
  );
  app.route('/', createDataApp(lake));
  addImageRoute(app, lake, cache);
  app.notFound((c) =>
    c.json({ statusCode: 404, error: 'Not Found', message: `No route for ${c.req.path}` }, 404),
  );
  // One failing request answers 500; the server keeps serving the others.
  app.onError((error, c) => {
    console.error(`content: ${c.req.method} ${c.req.url} failed:`, error);
    return c.json({ statusCode: 500, error: 'Internal Server Error', message: 'Internal server error' }, 500);
  });
  return app;
}
