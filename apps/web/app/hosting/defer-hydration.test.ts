import { describe, expect, it } from 'vitest';
import { deferredModuleType, hydrateAtOnceAttribute } from '../lib/hydration-signal.ts';
import { inlineScriptHashes } from './content-security-policy.ts';
import { deferHydration } from './defer-hydration.ts';

// The shape React Router 8 prerenders: modulepreload links in the head, the boot module in the body.
const boot =
  'import "/assets/manifest-1.js"; import * as route0 from "/assets/root-2.js"; ' +
  'window.__reactRouterRouteModules = {"root":route0}; import("/assets/entry.client-3.js");';
const page =
  '<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-3.js"/><link rel="stylesheet" href="/assets/root.css"/>' +
  `</head><body><h1>Hej</h1><script>window.__reactRouterContext = {};</script><script type="module" async="">${boot}</script></body></html>`;

const loader = 'startDeferredHydration()';

describe('deferHydration', () => {
  const html = deferHydration(page, loader);

  it('drops the modulepreload links, so no script is fetched before the page has loaded', () => {
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
  });

  it('keeps the boot module, inert, and puts the loader with the module list at the end of the head', () => {
    expect(html).not.toContain('<script type="module"');
    const modules = JSON.stringify(['/assets/manifest-1.js', '/assets/entry.client-3.js']).replace(
      /"/g,
      '&quot;',
    );
    // Before the body, so a click on the form's button is held however early it comes.
    expect(html).toContain(
      `<link rel="stylesheet" href="/assets/root.css"/><script data-modules="${modules}">${loader}</script></head>`,
    );
    expect(html).toContain(`<script type="${deferredModuleType}">${boot}</script></body>`);
  });

  it('marks the loader of a page that hydrates at once (the preview build)', () => {
    expect(deferHydration(page, loader, { atOnce: true })).toContain(
      `${hydrateAtOnceAttribute}>${loader}</script></head>`,
    );
    expect(html).not.toContain(hydrateAtOnceAttribute);
  });

  it('puts the loader in place of the last modulepreload link when that ends the head', () => {
    const preloadLast = page.replace('<link rel="stylesheet" href="/assets/root.css"/>', '');
    expect(deferHydration(preloadLast, loader)).toMatch(
      /<head><script data-modules="[^"]*">startDeferredHydration\(\)<\/script><\/head>/,
    );
  });

  it('reads the markup, not its look-alikes: a boot module in a comment or a string is not the boot module', () => {
    const tricky = page.replace(
      '<h1>Hej</h1>',
      '<!-- <script type="module" async="">fake()</script> --><h1>Hej</h1>' +
        '<script>const s = \'<link rel="modulepreload" href="/x.js"/>\';</script>',
    );
    const result = deferHydration(tricky, loader);
    expect(result).toContain('<!-- <script type="module" async="">fake()</script> -->');
    expect(result).toContain('<link rel="modulepreload" href="/x.js"/>');
    expect(result).toContain(`<script type="${deferredModuleType}">${boot}</script>`);
  });

  it('leaves the content and the other inline scripts untouched', () => {
    expect(html).toContain('<h1>Hej</h1><script>window.__reactRouterContext = {};</script>');
  });

  it('lets the Content-Security-Policy hash the boot module the loader runs', () => {
    const hashes = inlineScriptHashes(html);
    // The router context, the boot module and the loader.
    expect(hashes).toHaveLength(3);
    expect(hashes).toEqual(
      expect.arrayContaining(inlineScriptHashes(`<script type="module">${boot}</script>`)),
    );
  });

  it('leaves a page that does not hydrate (no React Router scripts) as it is', () => {
    const still =
      '<html><head></head><body><h1>Hej</h1><script type="module" src="/assets/site-script-1.js"></script>' +
      '<script type="speculationrules">{}</script></body></html>';
    expect(deferHydration(still, loader)).toBe(still);
  });

  it('fails the build on a hydrating page without a boot module rather than publish one that never hydrates', () => {
    const withoutBoot = page.replace(/<script type="module" async="">.*?<\/script>/, '');
    expect(withoutBoot).toContain('window.__reactRouterContext');
    expect(() => deferHydration(withoutBoot, loader)).toThrow(/boot module/);
  });
});
