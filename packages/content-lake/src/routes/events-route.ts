// `GET /v{v}/data/history/:dataset/events/documents/:id?limit=&nextCursor=`: the lifecycle events of a
// document (created, published, unpublished, draft discarded, deleted), newest first, as the Studio's
// history panel reads them: `{ events: { [id]: [...] }, nextCursor }` ('' when there are no more).
import type { Hono } from 'hono';
import type { ContentLake } from '../store/content-lake.ts';
import { type DocumentEvent, documentEvents } from '../store/document-events.ts';
import { draftIdOf, isValidDocumentId, publishedIdOf } from '../store/documents.ts';
import { transactionsTouching } from '../store/history.ts';
import { limitParam } from './history-route.ts';
import { BadRequest, dataHandler } from './http.ts';

const defaultLimit = 100;

/** The cursor is the store order of the last transaction handed out; later pages are older. */
function cursorParam(search: URLSearchParams): number | undefined {
  const raw = search.get('nextCursor');
  if (raw === null || raw === '') return undefined;
  if (!/^\d{1,15}$/.test(raw)) throw new BadRequest(`Malformed nextCursor "${raw}"`);
  return Number(raw);
}

export function addEventsRoute(app: Hono, lake: ContentLake): void {
  app.get(
    '/:apiVersion/data/history/:dataset/events/documents/:id',
    dataHandler(
      lake,
      (c) => {
        const id = c.req.param('id') ?? '';
        if (!isValidDocumentId(id)) throw new BadRequest(`Malformed document ID: "${id}"`);
        const search = new URL(c.req.url).searchParams;
        const limit = limitParam(search) ?? defaultLimit;
        const before = cursorParam(search);
        const group = [publishedIdOf(id), draftIdOf(id)];
        const all = documentEvents(id, transactionsTouching(lake.database, group)).filter(
          ({ seq }) => before === undefined || seq < before,
        );
        // A page ends on a transaction's last event, so the cursor never splits one.
        const page: DocumentEvent[] = [];
        let index = 0;
        while (index < all.length && (page.length < limit || all[index]?.seq === all[index - 1]?.seq)) {
          page.push((all[index] as { event: DocumentEvent }).event);
          index++;
        }
        const nextCursor = index < all.length ? String(all[index - 1]?.seq) : '';
        return c.json({ events: { [id]: page }, nextCursor });
      },
      { editorOnly: true },
    ),
  );
}
