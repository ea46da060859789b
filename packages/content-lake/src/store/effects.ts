// Mendoza effects for a document change. mendoza-js has no differ, so each effect is one whole-value
// patch (opcode 0, "Value"): the Studio applies it like any other (studio-offline.md).
import type { RawPatch } from 'mendoza';
import type { SanityDocument } from './documents.ts';

export type Effects = { apply: RawPatch; revert: RawPatch };

const valueOp = 0;

/** The document as effects carry it: without `_rev`, which the client sets from the event. */
function withoutRev(document: SanityDocument | null): Omit<SanityDocument, '_rev'> | null {
  if (!document) return null;
  const { _rev: _, ...rest } = document;
  return rest;
}

export function effectsOf(before: SanityDocument | null, after: SanityDocument | null): Effects {
  return { apply: [valueOp, withoutRev(after)], revert: [valueOp, withoutRev(before)] };
}
