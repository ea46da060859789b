// `POST /v{v}/data/mutate/:dataset`: `{ mutations, transactionId? }` committed as one transaction.
import type { Hono } from 'hono';
import type { ContentLake } from '../store/content-lake.ts';
import type { SanityMutation } from '../store/mutations.ts';
import { dataHandler, jsonBody } from './http.ts';
import { transactionOptions } from './transaction-options.ts';

export function addMutateRoute(app: Hono, lake: ContentLake): void {
  app.post(
    '/:apiVersion/data/mutate/:dataset',
    dataHandler(
      lake,
      async (c) => {
        const body = await jsonBody(c);
        const transaction = await lake.mutate(
          body.mutations as SanityMutation[],
          transactionOptions(c, body),
        );
        const search = new URL(c.req.url).searchParams;
        const withDocuments = search.get('returnDocuments') === 'true';
        const results = transaction.changes.map(({ id, operation, after }) => ({
          id,
          operation,
          ...(withDocuments ? { document: after } : {}),
        }));
        return c.json({ transactionId: transaction.id, results });
      },
      { editorOnly: true },
    ),
  );
}
