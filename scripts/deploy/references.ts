// What a built page loads: external origins in the attributes that make the browser fetch something,
// URLs in the JavaScript and CSS the page runs, and the local scripts/styles to follow from it. The HTML
// is read by a parser (htmlparser2), so comments, script text and entities are what a browser sees.
import { documentText, type Element, elementsOf, textOf } from './html.ts';

/** The HTML attributes that make the browser fetch: `tag.attribute`, `*` for any tag. */
const loadingAttributes = new Set([
  '*.src',
  '*.srcset',
  'video.poster',
  'object.data',
  'link.href', // only for the rel values below
  'image.href',
]);
const loadingLinkRels = new Set([
  'stylesheet',
  'preload',
  'modulepreload',
  'prefetch',
  'preconnect',
  'dns-prefetch',
  'icon',
  'apple-touch-icon',
  'manifest',
]);

/**
 * An absolute http(s) URL up to its origin. The host must look like one (a dotted name, localhost or
 * an IP address), so `https://x` placeholders in minified code are not mistaken for hosts.
 */
const absoluteUrl =
  /\bhttps?:\/\/(?:localhost|\[[0-9a-f:]+\]|(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9-]*[a-z0-9])(?::\d+)?(?=[/?#"'\s,)`\\;]|$)/gi;

/** Inline data (images, fonts as base64) can contain anything; it is never a reference. */
const dataUri = /data:[a-z]+\/[\w.+-]+;base64,[A-Za-z0-9+/=]+/g;

/** Origins (`https://host[:port]`) of every absolute URL in a piece of text. */
export function originsIn(text: string): Set<string> {
  const origins = new Set<string>();
  for (const match of text.replace(dataUri, '').matchAll(absoluteUrl)) {
    try {
      origins.add(new URL(match[0]).origin);
    } catch {
      // not a URL after all (e.g. a regex source in minified code)
    }
  }
  return origins;
}

function loads(tag: Element, attribute: string): boolean {
  if (tag.name === 'link' && attribute === 'href') {
    const rels = (tag.attribs.rel ?? '').toLowerCase().split(/\s+/);
    return rels.some((rel) => loadingLinkRels.has(rel));
  }
  return loadingAttributes.has(`*.${attribute}`) || loadingAttributes.has(`${tag.name}.${attribute}`);
}

export interface HtmlReferences {
  /** External origins the markup itself makes the browser load from. */
  origins: Set<string>;
  /** Every external origin mentioned anywhere in the page, data included. */
  mentioned: Set<string>;
  /** Same-origin scripts and stylesheets (URL paths) the page loads. */
  localAssets: Set<string>;
}

/** A page's own Content-Security-Policy: the hosts it lists are allowances to check, not uses. */
const isPolicy = (tag: Element) =>
  tag.name === 'meta' && tag.attribs['http-equiv']?.toLowerCase() === 'content-security-policy';

export function htmlReferences(html: string): HtmlReferences {
  const origins = new Set<string>();
  const localAssets = new Set<string>();
  const elements = elementsOf(html);
  for (const tag of elements) {
    for (const [attribute, value] of Object.entries(tag.attribs)) {
      if (attribute === 'style') {
        for (const origin of originsIn(cssUrls(value))) origins.add(origin);
        continue;
      }
      if (!loads(tag, attribute)) continue;
      for (const origin of originsIn(value)) origins.add(origin);
      if (/^\/(?!\/)[^?#]*\.(?:m?js|css)(?:[?#]|$)/.test(value))
        localAssets.add(value.replace(/[?#].*$/, ''));
    }
    const text = tag.name === 'script' || tag.name === 'style' ? textOf(tag) : '';
    // Inline module scripts import the entry chunks and route modules by absolute path (React Router's
    // bootstrap, also when its hydration is deferred): `import "…"`, `import("…")`, `import * as x from "…"`.
    if (tag.name === 'script') {
      for (const path of text.matchAll(/\b(?:import|from)\s*(?:\(\s*)?["'](\/[^"']+\.m?js)["']/g)) {
        if (path[1]) localAssets.add(path[1]);
      }
    }
    if (tag.name === 'style') for (const origin of originsIn(cssUrls(text))) origins.add(origin);
  }
  // Every text and attribute value, entities decoded, comments left out as the browser does.
  const mentioned = new Set<string>();
  const texts = [
    documentText(html),
    ...elements.filter((tag) => !isPolicy(tag)).flatMap((tag) => Object.values(tag.attribs)),
  ];
  for (const text of texts) for (const origin of originsIn(text)) mentioned.add(origin);
  return { origins, mentioned, localAssets };
}

/** The `url(...)` and `@import` targets of a stylesheet, one per line. */
function cssUrls(css: string): string {
  const urls: string[] = [];
  for (const match of css.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)|@import\s+["']([^"']+)["']/g)) {
    urls.push(match[1] ?? match[2] ?? '');
  }
  return urls.join('\n');
}

export interface AssetReferences {
  origins: Set<string>;
  /** Other local scripts/styles this one imports (URL paths, resolved against the asset's path). */
  localAssets: Set<string>;
}

/**
 * References of a built script or stylesheet. Scripts: every absolute URL in the code (the functions
 * URL, an SDK address, a fetch target) and the chunks it imports statically or dynamically. Route
 * chunks reached only through React Router's manifest are not followed: they belong to other pages.
 */
export function assetReferences(path: string, text: string): AssetReferences {
  const base = new URL(path, 'http://site.invalid');
  const localAssets = new Set<string>();
  if (path.endsWith('.css')) {
    const urls = cssUrls(text);
    return { origins: originsIn(urls), localAssets };
  }
  for (const match of text.matchAll(
    /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s*)["']([^"']+\.(?:m?js|css))["']/g,
  )) {
    const target = match[1];
    if (target && !/^[a-z]+:/i.test(target)) localAssets.add(new URL(target, base).pathname);
  }
  // Vite lists the CSS and chunks of a dynamic import in __vite__mapDeps as root-relative strings.
  for (const match of text.matchAll(/["'](assets\/[^"']+\.(?:m?js|css))["']/g)) {
    if (match[1]) localAssets.add(`/${match[1]}`);
  }
  return { origins: originsIn(text), localAssets };
}
