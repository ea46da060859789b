// Every page is prerendered and complete without JavaScript, so its hydration bundle need not compete
// with the stylesheet and the hero image for a phone's bandwidth. This build step makes each page load
// React Router's scripts once the page has loaded, or at the visitor's first interaction if that comes
// sooner (docs/decisions/009-hydrate-after-load.md). The loader itself is hydration-loader/loader.ts.
import { deferredModuleType, hydrateAtOnceAttribute } from '../lib/hydration-signal.ts';
import {
  applyEdits,
  elementsByTag,
  escapeAttribute,
  lastChildElement,
  parseHtml,
  rawText,
  sourceOf,
} from './html-edits.ts';

/** React Router's context script, which `<Scripts />` writes before its boot module. */
const routerContext = 'window.__reactRouterContext';

/**
 * Rewrites a prerendered page that hydrates (lib/page-scripts.ts) so hydration waits for the page: drops
 * the modulepreload links, makes the boot module inert and puts the loader (the bundled script,
 * `bundleHydrationLoader`) at the end of the head, with the dropped modules in its `data-modules`: it must
 * hold a click on the form's button from the moment the button can be seen, which may be before the body
 * has been parsed (a click that came before it would send the form natively). A page without
 * React Router's scripts (one that does not hydrate) is returned as it is. Throws when a page has React
 * Router's context but no boot module, so a React Router upgrade that changes its markup fails the
 * build instead of shipping form pages that never hydrate. With `atOnce` (the owner's preview build,
 * whose page in the Studio's frame must connect before anyone touches it) the loader starts hydrating
 * as it runs, and only holds the clicks that come first.
 */
export function deferHydration(html: string, loader: string, { atOnce = false } = {}): string {
  const document = parseHtml(html);
  const scripts = elementsByTag(document, 'script');
  const preloads = elementsByTag(document, 'link').filter((link) => link.attribs.rel === 'modulepreload');
  const boot = scripts.find(
    (script) => script.attribs.type === 'module' && 'async' in script.attribs && !('src' in script.attribs),
  );
  const hydrates = scripts.some((script) => rawText(script).includes(routerContext));
  if (!hydrates && !boot && preloads.length === 0) return html;
  if (!boot)
    throw new Error('deferHydration: no React Router boot module (<script type="module" async>) found');
  const last = lastChildElement(elementsByTag(document, 'head')[0]);
  if (!last) throw new Error('deferHydration: the page has no element in its head for the loader to follow');
  const modules = escapeAttribute(JSON.stringify(preloads.map((link) => link.attribs.href ?? '')));
  const start = atOnce ? ` ${hydrateAtOnceAttribute}` : '';
  const loaderScript = `<script data-modules="${modules}"${start}>${loader}</script>`;
  return applyEdits(html, [
    ...preloads.map((element) => ({ element, with: element === last ? loaderScript : '' })),
    ...(preloads.includes(last) ? [] : [{ element: last, with: sourceOf(html, last) + loaderScript }]),
    { element: boot, with: `<script type="${deferredModuleType}">${rawText(boot)}</script>` },
  ]);
}
