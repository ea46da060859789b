// Applies a list of Sanity mutations to the documents they name, with @sanity/mutator doing the patch
// work (set, unset, inc, insert, diffMatchPatch...). Nothing is written here: the caller commits the
// resulting changes as one transaction.
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { Mutation } from '@sanity/mutator';
import { isValidDocumentId, type SanityDocument } from './documents.ts';
import { checkRevision, failure } from './errors.ts';

type DocumentStub = { _id?: string; _type?: string; [field: string]: unknown };
type Selection = { id?: string; query?: string; params?: Record<string, unknown> };
type PatchBody = Selection & { ifRevisionID?: string; [operation: string]: unknown };

export type SanityMutation =
  | { create: DocumentStub }
  | { createOrReplace: DocumentStub }
  | { createIfNotExists: DocumentStub }
  | { delete: Selection }
  | { patch: PatchBody };

/** One document's change in a transaction, with the mutations (by id) that made it. */
export type DocumentChange = {
  id: string;
  before: SanityDocument | null;
  after: SanityDocument | null;
  mutations: SanityMutation[];
  /** What the first mutation was, as the mutate endpoint reports it. */
  operation: 'create' | 'update' | 'delete';
};

export type MutationContext = {
  transactionId: string;
  timestamp: string;
  read(id: string): SanityDocument | undefined;
  /** The ids a `query` selection matches (a GROQ filter over the current documents). */
  select(query: string, params: Record<string, unknown>): Promise<string[]>;
};

type MutatorMutation = ConstructorParameters<typeof Mutation>[0]['mutations'][number];

const createKinds = ['create', 'createOrReplace', 'createIfNotExists'] as const;

function kindOf(mutation: SanityMutation): keyof SanityMutation | undefined {
  if (mutation === null || typeof mutation !== 'object') return undefined;
  const keys = Object.keys(mutation);
  return keys.length === 1 ? (keys[0] as keyof SanityMutation) : undefined;
}

async function targetIds(
  selection: Selection,
  index: number,
  context: MutationContext,
): Promise<{ ids: string[]; byQuery: boolean }> {
  if (typeof selection?.id === 'string') {
    if (!isValidDocumentId(selection.id)) {
      throw failure(400, index, 'invalidDocumentIdError', `Malformed document ID: "${selection.id}"`);
    }
    return { ids: [selection.id], byQuery: false };
  }
  if (typeof selection?.query === 'string') {
    return { ids: await context.select(selection.query, selection.params ?? {}), byQuery: true };
  }
  throw failure(400, index, 'invalidMutationError', 'A delete or patch needs an "id" or a "query"');
}

function patchOperations(body: PatchBody): Record<string, unknown> {
  const { id: _id, query: _query, params: _params, ifRevisionID: _if, ...operations } = body;
  return operations;
}

/** Applies the mutations in order; throws a MutationError (nothing changed) when one fails. */
export async function applyMutations(
  mutations: SanityMutation[],
  context: MutationContext,
): Promise<DocumentChange[]> {
  if (!Array.isArray(mutations) || mutations.length === 0) {
    throw failure(400, 0, 'invalidMutationError', 'The request needs a non-empty "mutations" array');
  }
  const changes = new Map<string, DocumentChange>();
  const current = (id: string) => {
    const change = changes.get(id);
    return change ? change.after : (context.read(id) ?? null);
  };
  const record = (id: string, after: SanityDocument | null, mutation: SanityMutation) => {
    let change = changes.get(id);
    if (!change) {
      const before = context.read(id) ?? null;
      const operation = after === null ? 'delete' : before === null ? 'create' : 'update';
      change = { id, before, after, mutations: [], operation };
      changes.set(id, change);
    }
    change.after = after;
    change.mutations.push(mutation);
  };
  const run = (document: SanityDocument | null, body: SanityMutation) =>
    new Mutation({
      mutations: [structuredClone(body) as MutatorMutation],
      timestamp: context.timestamp,
      resultRev: context.transactionId,
    }).apply(document ? structuredClone(document) : null) as SanityDocument | null;

  for (const [index, mutation] of mutations.entries()) {
    const kind = kindOf(mutation);
    if (kind === undefined) {
      throw failure(
        400,
        index,
        'invalidMutationError',
        `Mutation ${index} is not one of ${[...createKinds, 'delete', 'patch'].join(', ')}`,
      );
    }
    if ((createKinds as readonly string[]).includes(kind)) {
      const stub = (mutation as Record<string, DocumentStub>)[kind];
      if (stub === null || typeof stub !== 'object' || Array.isArray(stub)) {
        throw failure(400, index, 'invalidMutationError', `${kind} needs a document`);
      }
      const id = stub._id ?? randomUUID();
      if (!isValidDocumentId(id)) {
        throw failure(400, index, 'invalidDocumentIdError', `Malformed document ID: "${String(id)}"`);
      }
      if (typeof stub._type !== 'string' || stub._type === '') {
        throw failure(400, index, 'invalidMutationError', `Document "${id}" needs a string _type`, id);
      }
      const existing = current(id);
      if (kind === 'create' && existing) {
        throw failure(409, index, 'documentAlreadyExistsError', `Document by ID "${id}" already exists`, id);
      }
      if (kind === 'createIfNotExists' && existing) continue;
      const body = { [kind]: { ...stub, _id: id } } as SanityMutation;
      // A replacement keeps the document's creation time, as Sanity does.
      const created = run(null, body);
      if (created && existing?._createdAt) created._createdAt = existing._createdAt;
      record(id, created, body);
      continue;
    }
    if (kind === 'delete') {
      const { ids } = await targetIds((mutation as { delete: Selection }).delete, index, context);
      for (const id of ids) if (current(id)) record(id, null, { delete: { id } });
      continue;
    }
    const patch = (mutation as { patch: PatchBody }).patch;
    const { ids, byQuery } = await targetIds(patch, index, context);
    for (const id of ids) {
      const document = current(id);
      if (!document) {
        if (byQuery) continue;
        throw failure(409, index, 'documentNotFoundError', `Document by ID "${id}" not found`, id);
      }
      checkRevision(index, id, document, patch.ifRevisionID);
      const body: SanityMutation = { patch: { id, ...patchOperations(patch) } };
      let patched: SanityDocument | null;
      try {
        patched = run(document, body);
      } catch (error) {
        throw failure(
          400,
          index,
          'invalidPatchError',
          `Patch on "${id}" failed: ${(error as Error).message}`,
          id,
        );
      }
      if (patched && (patched._id !== id || typeof patched._type !== 'string')) {
        throw failure(
          400,
          index,
          'cannotModifyImmutableAttributeError',
          `Cannot modify immutable attribute of "${id}"`,
          id,
        );
      }
      record(id, patched, body);
    }
  }
  return [...changes.values()].filter((change) => !unchanged(change));
}

/** A change that leaves the document as it was (apart from its revision stamps) is no change. */
function unchanged({ before, after }: DocumentChange): boolean {
  if (before === null || after === null) return before === after;
  const { _rev: _a, _updatedAt: _b, ...restBefore } = before;
  const { _rev: _c, _updatedAt: _d, ...restAfter } = after;
  return isDeepStrictEqual(restBefore, restAfter);
}
