// Sanity's document id rules: drafts live at `drafts.<id>`, release versions at `versions.<release>.<id>`.

export type SanityDocument = {
  _id: string;
  _type: string;
  _rev?: string;
  _createdAt?: string;
  _updatedAt?: string;
  [field: string]: unknown;
};

const draftPrefix = 'drafts.';
const versionPrefix = 'versions.';

export const isDraftId = (id: string) => id.startsWith(draftPrefix);
export const isVersionId = (id: string) => id.startsWith(versionPrefix);
export const isPublishedId = (id: string) => !isDraftId(id) && !isVersionId(id);
/**
 * An id at the root path (no `.`): what a public Sanity dataset shows a caller without a token. Drafts,
 * versions and other path documents (such as `sanity-preview-url-secret.*`) need a token.
 */
export const isPublicId = (id: string) => !id.includes('.');

export function publishedIdOf(id: string): string {
  if (isDraftId(id)) return id.slice(draftPrefix.length);
  if (isVersionId(id)) return id.split('.').slice(2).join('.');
  return id;
}

export const draftIdOf = (id: string) => `${draftPrefix}${publishedIdOf(id)}`;

/** Sanity accepts letters, digits and `._-`, up to 128 characters, not starting with `-`. */
export function isValidDocumentId(id: unknown): id is string {
  return typeof id === 'string' && /^[A-Za-z0-9_][A-Za-z0-9._-]{0,127}$/.test(id) && !id.endsWith('.');
}
