// `GET /v{v}/data/doc/:dataset/:ids`: documents by id (comma separated), `{ documents, omitted }`.
import type { Hono } from 'hono';
import type { ContentLake } from '../store/content-lake.ts';
import { dataHandler, idsParam } from './http.ts';

export function addDocRoute(app: Hono, lake: ContentLake): void {
  app.get(
    '/:apiVersion/data/doc/:dataset/:ids',
    dataHandler(lake, (c) => {
      const ids = idsParam(c);
      const documents = ids.flatMap((id) => {
        const document = lake.get(id);
        return document ? [document] : [];
      });
      const omitted = ids.filter((id) => !lake.get(id)).map((id) => ({ id, reason: 'existence' as const }));
      return c.json({ documents, omitted });
    }),
  );
}
