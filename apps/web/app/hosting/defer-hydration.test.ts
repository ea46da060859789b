import { describe, expect, it } from 'vitest';
import { hydratedEvent } from '../lib/hydration.ts';
import { inlineScriptHashes } from './content-security-policy.ts';
import { deferHydration, deferredModuleType } from './defer-hydration.ts';

// The shape React Router 8 prerenders: modulepreload links in the head, the boot module in the body.
const boot =
  'import "/assets/manifest-1.js"; import * as route0 from "/assets/root-2.js"; ' +
  'window.__reactRouterRouteModules = {"root":route0}; import("/assets/entry.client-3.js");';
const page =
  '<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-3.js"/><link rel="stylesheet" href="/assets/root.css"/>' +
  `</head><body><h1>Hej</h1><script>window.__reactRouterContext = {};</script><script type="module" async="">${boot}</script></body></html>`;

describe('deferHydration', () => {
  const html = deferHydration(page);

  it('drops the modulepreload links, so no script is fetched before the page has loaded', () => {
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
  });

  it('keeps the boot module, inert, with the loader right after it and the module list in it', () => {
    expect(html).not.toContain('<script type="module"');
    const loader = new RegExp(
      `<script type="${deferredModuleType}">(.*?)</script><script>(.*?)</script>`,
    ).exec(html);
    expect(loader?.[1]).toBe(boot);
    expect(loader?.[2]).toContain('["/assets/manifest-1.js","/assets/entry.client-3.js"]');
    expect(loader?.[2]).toContain('addEventListener("load",afterPaint');
    // Clicks on buttons are held until the app announces its hydration.
    expect(loader?.[2]).toContain(`addEventListener(${JSON.stringify(hydratedEvent)},`);
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

  it('fails the build on a page without a boot module rather than publish a page that never hydrates', () => {
    expect(() => deferHydration('<html><body><h1>Hej</h1></body></html>')).toThrow(/boot module/);
  });
});
