// `POST /v{v}/data/actions/:dataset`: `{ actions, transactionId? }` committed as one transaction.
import type { Hono } from 'hono';
import type { SanityAction } from '../store/actions.ts';
import type { ContentLake } from '../store/content-lake.ts';
import { answerFailure, checkScope, jsonBody } from './http.ts';
import { transactionOptions } from './transaction-options.ts';

export function addActionsRoute(app: Hono, lake: ContentLake): void {
  app.post('/:apiVersion/data/actions/:dataset', async (c) => {
    const scopeError = checkScope(c, lake);
    if (scopeError) return scopeError;
    try {
      const body = await jsonBody(c);
      const actions = Array.isArray(body.actions) ? body.actions : body.actions ? [body.actions] : [];
      const transaction = await lake.act(actions as SanityAction[], transactionOptions(c, body));
      return c.json({ transactionId: transaction.id });
    } catch (error) {
      return answerFailure(c, error);
    }
  });
}
