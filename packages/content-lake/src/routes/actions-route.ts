// `POST /v{v}/data/actions/:dataset`: `{ actions, transactionId? }` committed as one transaction.
import type { Hono } from 'hono';
import type { SanityAction } from '../store/actions.ts';
import type { ContentLake } from '../store/content-lake.ts';
import { dataHandler, jsonBody } from './http.ts';
import { transactionOptions } from './transaction-options.ts';

export function addActionsRoute(app: Hono, lake: ContentLake): void {
  app.post(
    '/:apiVersion/data/actions/:dataset',
    dataHandler(
      lake,
      async (c) => {
        const body = await jsonBody(c);
        const actions = Array.isArray(body.actions) ? body.actions : body.actions ? [body.actions] : [];
        const transaction = await lake.act(actions as SanityAction[], transactionOptions(c, body));
        return c.json({ transactionId: transaction.id });
      },
      { editorOnly: true },
    ),
  );
}
