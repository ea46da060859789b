// `GET /v{v}/data/doc/:dataset/:ids`: documents by id (comma separated), `{ documents, omitted }`.
// Without a token only published documents are readable; the others are omitted for `permission`.
import type { Hono } from 'hono';
import { isEditor } from '../access/access.ts';
import type { ContentLake } from '../store/content-lake.ts';
import { isPublishedId } from '../store/documents.ts';
import { dataHandler, idsParam } from './http.ts';

export function addDocRoute(app: Hono, lake: ContentLake): void {
  app.get(
    '/:apiVersion/data/doc/:dataset/:ids',
    dataHandler(lake, (c) => {
      const ids = idsParam(c);
      const readable = isEditor(c) ? ids : ids.filter(isPublishedId);
      const documents = readable.flatMap((id) => {
        const document = lake.get(id);
        return document ? [document] : [];
      });
      const omitted = ids
        .filter((id) => !readable.includes(id) || !lake.get(id))
        .map((id) => ({
          id,
          reason: readable.includes(id) ? ('existence' as const) : ('permission' as const),
        }));
      return c.json({ documents, omitted });
    }),
  );
}
