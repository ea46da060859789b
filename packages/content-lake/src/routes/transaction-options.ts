// Who commits and under which transaction id: the client may choose the id (the Studio does, to know its
// own commits again); the author is the signed-in user the Studio's server puts in the context.
import type { Context } from 'hono';
import type { CommitOptions } from '../store/content-lake.ts';

/** The context key under which an authenticating server (the Studio's) leaves the user id. */
export const authorKey = 'contentLakeAuthor';

export function transactionOptions(c: Context, body: Record<string, unknown>): CommitOptions {
  const author = (c.get as (key: string) => unknown)(authorKey);
  return {
    ...(body.transactionId !== undefined ? { transactionId: body.transactionId as string } : {}),
    ...(typeof author === 'string' ? { author } : {}),
  };
}
