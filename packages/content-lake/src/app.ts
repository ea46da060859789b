import { Hono } from 'hono';
import type { ImageCache } from './images/image-cache.ts';
import { corsMiddleware } from './routes/cors.ts';
import { addImageRoute } from './routes/image-route.ts';
import { addQueryRoute } from './routes/query-route.ts';
import type { ContentStore } from './store/seed.ts';

export function createApp(store: ContentStore, cache: ImageCache): Hono {
  const app = new Hono();
  app.use('*', corsMiddleware);
  addQueryRoute(app, store);
  addImageRoute(app, store, cache);
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
