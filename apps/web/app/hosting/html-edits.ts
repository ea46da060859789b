// Reads prerendered HTML with a real parser (htmlparser2) and edits it in place: each edit replaces the
// exact source range of an element, so everything else in the page stays byte for byte as React wrote it.
import { DomUtils, parseDocument } from 'htmlparser2';

export type HtmlDocument = ReturnType<typeof parseDocument>;
export type HtmlElement = ReturnType<typeof DomUtils.getElementsByTagName>[number];

export function parseHtml(html: string): HtmlDocument {
  return parseDocument(html, { withStartIndices: true, withEndIndices: true });
}

export function elementsByTag(document: HtmlDocument, tag: string): HtmlElement[] {
  return DomUtils.getElementsByTagName(tag, document);
}

/** The raw text of an element: a script's source exactly as written in the page. */
export function rawText(element: HtmlElement): string {
  return DomUtils.textContent(element);
}

/** The last element inside `parent` (text and comments skipped). */
export function lastChildElement(parent: HtmlElement | undefined): HtmlElement | undefined {
  return parent?.children.filter((child): child is HtmlElement => 'attribs' in child).at(-1);
}

export interface HtmlEdit {
  element: HtmlElement;
  /** What replaces the element's markup. */
  with: string;
}

function rangeOf({ startIndex, endIndex }: HtmlElement): [start: number, end: number] {
  if (startIndex === null || endIndex === null)
    throw new Error('applyEdits: the element was parsed without its source range');
  return [startIndex, endIndex + 1];
}

/** An element's markup exactly as written in the page. */
export function sourceOf(html: string, element: HtmlElement): string {
  return html.slice(...rangeOf(element));
}

export function applyEdits(html: string, edits: readonly HtmlEdit[]): string {
  const ranged = edits.map((edit) => ({ text: edit.with, range: rangeOf(edit.element) }));
  let result = html;
  // From the end backwards, so each edit's source indices still hold.
  for (const { text, range } of ranged.sort((a, b) => b.range[0] - a.range[0])) {
    result = result.slice(0, range[0]) + text + result.slice(range[1]);
  }
  return result;
}

/** An attribute value safe inside double quotes. */
export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}
