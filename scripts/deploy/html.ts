// The deploy check reads built HTML and XML with a parser (htmlparser2), as a browser or a crawler would:
// comments and script text are not markup, and attribute values arrive with their entities decoded.
import { DomUtils, parseDocument } from 'htmlparser2';

export type Element = ReturnType<typeof DomUtils.getElementsByTagName>[number];

/** Every element of a document, in document order. */
export function elementsOf(markup: string, options: { xml?: boolean } = {}): Element[] {
  return DomUtils.findAll(() => true, parseDocument(markup, { xmlMode: options.xml ?? false }).children);
}

/** The text of an element: a script's or stylesheet's source, a sitemap entry's value. */
export function textOf(element: Element): string {
  return DomUtils.textContent(element);
}

/** All the text of a document (comments left out), entities decoded. */
export function documentText(markup: string): string {
  return DomUtils.textContent(parseDocument(markup));
}
