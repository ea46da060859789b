import { Hono } from 'hono';
import type { ImageCache } from './images/image-cache.ts';
import { addActionsRoute } from './routes/actions-route.ts';
import { addAssetRoute } from './routes/asset-route.ts';
import { corsMiddleware } from './routes/cors.ts';
import { addDocRoute } from './routes/doc-route.ts';
import { addEventsRoute } from './routes/events-route.ts';
import { addHistoryRoute } from './routes/history-route.ts';
import { addImageRoute } from './routes/image-route.ts';
import { addListenRoute } from './routes/listen-route.ts';
import { addMutateRoute } from './routes/mutate-route.ts';
import { addQueryRoute } from './routes/query-route.ts';
import type { ContentLake } from './store/content-lake.ts';

/**
 * Sanity's data API (`/v{version}/data/...`, `/v{version}/assets/...`) over the store, with CORS: a
 * sub-app the Studio's HTTP/2 server mounts too.
 */
export function createDataApp(lake: ContentLake): Hono {
  const app = new Hono();
  app.use('*', corsMiddleware);
  addQueryRoute(app, lake);
  addDocRoute(app, lake);
  addMutateRoute(app, lake);
  addActionsRoute(app, lake);
  addAssetRoute(app, lake);
  addListenRoute(app, lake);
  addHistoryRoute(app, lake);
  addEventsRoute(app, lake);
  return app;
}

/** The whole HTTP listener: the data API and the image CDN. */
export function createApp(lake: ContentLake, cache: ImageCache): Hono {
  const app = new Hono();
  app.use('*', corsMiddleware);
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
