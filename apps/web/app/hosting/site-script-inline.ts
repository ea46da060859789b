// The root layout names the site script by its source module (lib/page-scripts.ts), which the dev server
// serves as it is; a built page carries the bundle's code inline instead (site-script/bundle.ts).
import { siteScriptSource } from '../lib/page-scripts.ts';
import { applyEdits, elementsByTag, parseHtml } from './html-edits.ts';

/**
 * Replaces a prerendered page's site script with an inline module of the bundle's `code`. Throws when
 * the page has none, so a page that would lose the layout's behaviours fails the build.
 */
export function inlineSiteScript(html: string, code: string): string {
  const script = elementsByTag(parseHtml(html), 'script').find(
    (element) => element.attribs.src === siteScriptSource,
  );
  if (!script) throw new Error(`inlineSiteScript: the page has no <script src="${siteScriptSource}">`);
  return applyEdits(html, [{ element: script, with: `<script type="module">${code}</script>` }]);
}
