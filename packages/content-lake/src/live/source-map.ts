// Content source maps (`resultSourceMap`) for query answers. groq-js does not trace where a value came
// from, so the map is built from the answer: inside an object that carries a document's `_id`, a field
// whose value equals that document's field of the same name is mapped to it. Renamed or computed
// values are left unmapped (a partial map, which Sanity's tools accept); a value copied under its own
// name from another document that happens to be equal would be mis-mapped, which the site's queries
// never do. The Studio's Presentation tool needs a map to pass answers on to the preview at all.
import { isDeepStrictEqual } from 'node:util';
import type { ContentSourceMap, ContentSourceMapDocuments } from '@sanity/client';
import { jsonPath } from '@sanity/client/csm';
import type { SanityDocument } from '../store/documents.ts';
import type { DocumentView } from '../store/perspective.ts';

type Segment = string | number;

/** The store's own fields: no one edits them, so they are never mapped. */
const systemFields = new Set(['_id', '_type', '_rev', '_createdAt', '_updatedAt', '_originalId']);

export function sourceMapOf(result: unknown, view: DocumentView): ContentSourceMap {
  const documents: ContentSourceMapDocuments = [];
  const documentIndex = new Map<string, number>();
  const paths: string[] = [];
  const pathIndex = new Map<string, number>();
  const mappings: ContentSourceMap['mappings'] = {};

  const indexOf = <T>(list: T[], index: Map<string, number>, key: string, value: T) => {
    let found = index.get(key);
    if (found === undefined) {
      found = list.push(value) - 1;
      index.set(key, found);
    }
    return found;
  };

  function sourceOf(node: Record<string, unknown>): SanityDocument | undefined {
    if (typeof node._id !== 'string') return undefined;
    const document = view.byId.get(node._id);
    if (!document || (node._type !== undefined && node._type !== document._type)) return undefined;
    return document;
  }

  function walk(node: unknown, at: Segment[]): void {
    if (Array.isArray(node)) {
      for (const [index, item] of node.entries()) walk(item, [...at, index]);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    const document = sourceOf(record);
    for (const [key, value] of Object.entries(record)) {
      if (systemFields.has(key)) continue;
      if (document && key in document && isDeepStrictEqual(value, document[key])) {
        const source = (document._originalId as string | undefined) ?? document._id;
        const documentAt = indexOf(documents, documentIndex, source, { _id: source, _type: document._type });
        const path = jsonPath([key]);
        mappings[jsonPath([...at, key])] = {
          type: 'value',
          source: {
            type: 'documentValue',
            document: documentAt,
            path: indexOf(paths, pathIndex, path, path),
          },
        };
      } else {
        walk(value, [...at, key]);
      }
    }
  }

  walk(result, []);
  return { documents, paths, mappings };
}
