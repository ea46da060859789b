// Which pages ship React (docs/decisions/024-html-first.md). Every page is complete as prerendered HTML
// and gets the site script (site-script/main.ts) for the layout's behaviours; React and React Router's
// runtime come only where a route asks for them, because its form needs them.
import { routeHandles } from './route-handle.ts';

/**
 * Whether the root renders React Router's `<Scripts />` (and so hydrates the page): on a route whose
 * `handle` asks (`hydrate: true`, the form pages), on every route of the owner's preview build
 * (`VITE_PREVIEW_BUILD=true`, replaced at build time so the public bundle holds no preview code), and
 * under the dev server, whose hot module replacement runs through them. (React Router's SPA shell, which
 * shows nothing until it hydrates, gets them from the root's `HydrateFallback`.)
 */
export function pageHydrates(matches: readonly { handle?: unknown }[]): boolean {
  return (
    routeHandles(matches).hydrate === true ||
    import.meta.env.VITE_PREVIEW_BUILD === 'true' ||
    import.meta.env.DEV
  );
}

/**
 * The site script as the root layout names it: the source module, which the dev server serves as it is;
 * the build bundles it and puts the bundle's address in its place (hosting/site-script-link.ts).
 */
export const siteScriptSource = '/app/site-script/main.ts';

/**
 * Speculation Rules: a link the visitor hovers or presses is prerendered, so following it, an ordinary
 * page load, shows the next page at once in browsers that support them (others just load it).
 */
export const speculationRules = JSON.stringify({
  prerender: [{ where: { href_matches: '/*' }, eagerness: 'moderate' }],
});
