// The Actions API (`POST /data/actions/:ds`), as Sanity Studio 6.16 and @sanity/client 8.15 send it,
// turned into the mutations of one transaction.
import { draftIdOf, isValidDocumentId, type SanityDocument } from './documents.ts';
import { checkRevision, failure } from './errors.ts';
import type { SanityMutation } from './mutations.ts';

export type SanityAction = { actionType: string; [field: string]: unknown };

type Read = (id: string) => SanityDocument | undefined;

const prefix = 'sanity.action.document.';

function stringField(action: SanityAction, name: string, index: number): string {
  const value = action[name];
  if (!isValidDocumentId(value)) {
    throw failure(
      400,
      index,
      'invalidActionError',
      `${action.actionType} needs a valid "${name}", got ${JSON.stringify(value)}`,
    );
  }
  return value;
}

function attributes(action: SanityAction, index: number, name = 'attributes'): SanityDocument {
  const value = action[name] as SanityDocument | undefined;
  if (value === null || typeof value !== 'object' || !isValidDocumentId(value._id)) {
    throw failure(400, index, 'invalidActionError', `${action.actionType} needs "${name}" with a valid _id`);
  }
  // The server stamps revisions and times; the Studio sends its own guesses.
  const { _rev: _r, _createdAt: _c, _updatedAt: _u, ...rest } = value;
  return rest as SanityDocument;
}

/** The document without the stamps Sanity sets on write, renamed to `id`. */
function copyAs(document: SanityDocument, id: string): SanityDocument {
  const { _rev: _r, _updatedAt: _u, ...rest } = document;
  return { ...rest, _id: id };
}

function notFound(index: number, id: string, what: string) {
  return failure(409, index, 'documentNotFoundError', `${what}: document "${id}" does not exist`, id);
}

/**
 * The mutations one action stands for, read against the documents as the transaction's earlier actions
 * left them. Release versions (`version.unpublish`, `variant.*`) are not supported: releases are off in
 * the local Studio.
 */
export function mutationsOfAction(action: SanityAction, index: number, read: Read): SanityMutation[] {
  const type = typeof action?.actionType === 'string' ? action.actionType : '';
  switch (type.startsWith(prefix) ? type.slice(prefix.length) : type) {
    case 'create': {
      const document = attributes(action, index);
      if (action.ifExists === 'ignore') return [{ createIfNotExists: document }];
      return [{ create: document }];
    }
    case 'replaceDraft': {
      const document = attributes(action, index);
      return [{ createOrReplace: { ...document, _id: draftIdOf(document._id) } }];
    }
    case 'version.replace':
      return [{ createOrReplace: attributes(action, index, 'document') }];
    case 'version.create': {
      const document = attributes(action, index, 'document');
      return [{ create: document }];
    }
    case 'edit': {
      const draftId = stringField(action, 'draftId', index);
      const publishedId = stringField(action, 'publishedId', index);
      const patch = action.patch as Record<string, unknown> | undefined;
      if (patch === null || typeof patch !== 'object') {
        throw failure(400, index, 'invalidActionError', `${type} needs a "patch"`);
      }
      const mutations: SanityMutation[] = [];
      // Editing a published document starts its draft from the published version.
      if (!read(draftId)) {
        const published = read(publishedId);
        if (!published) throw notFound(index, publishedId, 'Cannot edit');
        mutations.push({ create: copyAs(published, draftId) });
      }
      mutations.push({ patch: { ...patch, id: draftId } });
      return mutations;
    }
    case 'publish': {
      const draftId = stringField(action, 'draftId', index);
      const publishedId = stringField(action, 'publishedId', index);
      const draft = read(draftId);
      const published = read(publishedId);
      if (!draft) throw notFound(index, draftId, 'Cannot publish');
      checkRevision(index, draftId, draft, action.ifDraftRevisionId);
      checkRevision(index, publishedId, published, action.ifPublishedRevisionId);
      const document = copyAs(draft, publishedId);
      if (published?._createdAt) document._createdAt = published._createdAt;
      return [{ createOrReplace: document }, { delete: { id: draftId } }];
    }
    case 'unpublish': {
      const draftId = stringField(action, 'draftId', index);
      const publishedId = stringField(action, 'publishedId', index);
      const published = read(publishedId);
      if (!published) throw notFound(index, publishedId, 'Cannot unpublish');
      // The content stays as a draft, unless one is there already.
      return [{ createIfNotExists: copyAs(published, draftId) }, { delete: { id: publishedId } }];
    }
    case 'delete': {
      const publishedId = stringField(action, 'publishedId', index);
      const drafts = Array.isArray(action.includeDrafts) ? action.includeDrafts : [];
      const ids = [publishedId, draftIdOf(publishedId), ...drafts.filter(isValidDocumentId)];
      return [...new Set(ids)].map((id) => ({ delete: { id } }));
    }
    case 'discard':
      return [{ delete: { id: stringField(action, 'draftId', index) } }];
    case 'version.discard':
      return [{ delete: { id: stringField(action, 'versionId', index) } }];
    default:
      throw failure(400, index, 'invalidActionError', `Unsupported action type "${type}"`);
  }
}
