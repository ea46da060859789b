// The root layout names the site script by its source module (lib/page-scripts.ts), which the dev server
// serves as it is; a built page must load the bundle instead.
import { siteScriptSource } from '../lib/page-scripts.ts';
import { applyEdits, elementsByTag, escapeAttribute, parseHtml } from './html-edits.ts';

/**
 * Points a prerendered page's site script at the bundle `href`. Throws when the page has none, so a page
 * that would lose the layout's behaviours fails the build.
 */
export function linkSiteScript(html: string, href: string): string {
  const script = elementsByTag(parseHtml(html), 'script').find(
    (element) => element.attribs.src === siteScriptSource,
  );
  if (!script) throw new Error(`linkSiteScript: the page has no <script src="${siteScriptSource}">`);
  return applyEdits(html, [
    { element: script, with: `<script type="module" src="${escapeAttribute(href)}"></script>` },
  ]);
}
