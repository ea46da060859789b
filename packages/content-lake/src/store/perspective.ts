// The documents a query sees under a perspective. groq-js has none, so the overlay is built here.
import { isDraftId, isPublicId, isPublishedId, publishedIdOf, type SanityDocument } from './documents.ts';

export const perspectives = ['raw', 'published', 'drafts', 'previewDrafts'] as const;
/**
 * The perspectives a caller may ask for, and `public`: what every caller without a token sees, the
 * published documents at the root path (docs/decisions/026), which no one can ask for by name.
 */
export type Perspective = (typeof perspectives)[number] | 'public';

export type DocumentView = { documents: SanityDocument[]; byId: Map<string, SanityDocument> };

/** Parses `perspective=`; Sanity's default for API versions since 2025-02-19 is `published`. */
export function parsePerspective(raw: string | null | undefined): Perspective | undefined {
  if (raw === null || raw === undefined || raw === '') return 'published';
  return (perspectives as readonly string[]).includes(raw) ? (raw as Perspective) : undefined;
}

function viewOf(documents: SanityDocument[]): DocumentView {
  return { documents, byId: new Map(documents.map((document) => [document._id, document])) };
}

export function buildView(all: Iterable<SanityDocument>, perspective: Perspective): DocumentView {
  const documents = [...all];
  if (perspective === 'raw') return viewOf(documents);
  if (perspective === 'public') return viewOf(documents.filter((document) => isPublicId(document._id)));
  if (perspective === 'published') return viewOf(documents.filter((document) => isPublishedId(document._id)));
  // drafts: each draft stands in for its published document, under the published id, with `_originalId`.
  const overlay = new Map<string, SanityDocument>();
  for (const document of documents) {
    if (!isPublishedId(document._id)) continue;
    overlay.set(document._id, { ...document, _originalId: document._id });
  }
  for (const document of documents) {
    if (!isDraftId(document._id)) continue;
    const id = publishedIdOf(document._id);
    overlay.set(id, { ...document, _id: id, _originalId: document._id });
  }
  return viewOf([...overlay.values()]);
}
