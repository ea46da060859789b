// Failures in the shapes Sanity's data API answers with, so @sanity/client and the Studio read them.
import type { SanityDocument } from './documents.ts';

export type ErrorItem = { error: { id?: string; description: string; type: string }; index: number };

/** A transaction that was refused as a whole: nothing of it was written. */
export class MutationError extends Error {
  readonly status: 400 | 404 | 409;
  readonly type: string;
  readonly items: ErrorItem[];

  constructor(status: 400 | 404 | 409, items: ErrorItem[], type = 'mutationError') {
    super(`Mutation(s) failed with ${items.length} error(s)`);
    this.status = status;
    this.type = type;
    this.items = items;
  }

  /** The response body: `{ error: { type, description, items } }`. */
  toJSON() {
    return { error: { type: this.type, description: this.message, items: this.items } };
  }
}

export function failure(
  status: 400 | 404 | 409,
  index: number,
  type: string,
  description: string,
  id?: string,
): MutationError {
  return new MutationError(status, [{ error: { ...(id ? { id } : {}), description, type }, index }]);
}

/** Refuses the transaction when the caller expected another revision of the document (`ifRevisionID`). */
export function checkRevision(
  index: number,
  id: string,
  document: SanityDocument | undefined,
  expected: unknown,
) {
  if (expected === undefined) return;
  if (document?._rev !== expected) {
    throw failure(
      409,
      index,
      'documentRevisionIDDoesNotMatchError',
      `Document "${id}" has unexpected revision ID ("${document?._rev ?? 'none'}"), expected "${String(expected)}"`,
      id,
    );
  }
}
