// The Content-Security-Policy of every page, written at build time (docs/decisions/005-content-security-policy.md).
// Each prerendered page carries its own policy in a <meta> element at the top of its <head>: it allows
// exactly its own inline scripts and styles (by hash), the image origin, the functions origin (and the
// storage host the quote's photos go to, when it is another) and, on the page that shows one, the
// third-party frame its consent embed loads. The page's policy travels with the page wherever it is
// served (the 404 page at any unknown path), so no response needs a site-wide union, and the
// stylesheet, scripts and icons are sent without one. What a <meta> policy cannot carry,
// `frame-ancestors`, is the one policy `_headers` sends on every path.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type ContentConfig, sanityCdnHost } from '@nordkyst/content';
import { DomUtils } from 'htmlparser2';
import { deferredModuleType } from '../lib/hydration-signal.ts';
import { readPublicConfig, readStorageUploadUrl } from '../lib/public-config.ts';
import { paths } from '../site-routes.ts';
import { applyEdits, elementsByTag, escapeAttribute, parseHtml, rawText, sourceOf } from './html-edits.ts';

export interface CspOrigins {
  /** Sanity's image CDN, or the embedded content server that stands in for it. */
  images: string;
  /** The Supabase project (or the local functions runner) the forms call. */
  functions: string;
  /**
   * The storage host send-email sends the quote's photos to (its STORAGE_UPLOAD_URL), when it is not
   * the functions origin: Supabase's direct storage host, `https://<ref>.storage.supabase.co`.
   */
  uploads?: string;
  /** The preview build only: the Studio's origin, the one page allowed to frame it (Presentation). */
  studio?: string;
}

/**
 * The origins of the build's configuration: where its image URLs point (the content source it was
 * built from), the functions URL Vite built into the bundle (`VITE_SUPABASE_URL` of `env`, Vite's
 * resolved env) and where the photos are uploaded (`VITE_STORAGE_UPLOAD_URL`).
 */
export function cspOrigins(
  content: ContentConfig,
  env: Readonly<Record<string, unknown>>,
  studioUrl?: string,
): CspOrigins {
  const functions = new URL(readPublicConfig(env).supabaseUrl).origin;
  const uploadUrl = readStorageUploadUrl(env);
  const uploads = uploadUrl === undefined ? functions : new URL(uploadUrl).origin;
  return {
    images: new URL(content.source === 'local' ? content.apiHost : sanityCdnHost).origin,
    functions,
    ...(uploads !== functions ? { uploads } : {}),
    // A local preview build names the local Studio's host on any port (`https://nordkyst.localhost:*`).
    ...(studioUrl ? { studio: studioUrl.endsWith(':*') ? studioUrl : new URL(studioUrl).origin } : {}),
  };
}

/**
 * Frames a page may load once the visitor allows it (components/consent-embed.tsx). The map's
 * maps.google.com address answers with a redirect to www.google.com, which the frame must follow.
 */
export const consentFrames: Readonly<Record<string, readonly string[]>> = {
  [paths.home]: ['https://www.facebook.com'],
  [paths.contact]: ['https://maps.google.com', 'https://www.google.com'],
};

/**
 * `'sha256-…'` sources for each inline script the browser executes or acts on (not JSON-LD or other data
 * blocks): the deferred boot module included, as its loader runs the same text as a module script, and
 * the Speculation Rules, which the policy governs like a script.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const script of elementsByTag(parseHtml(html), 'script')) {
    if ('src' in script.attribs) continue;
    const type = script.attribs.type?.trim().toLowerCase();
    if (type && !['module', 'text/javascript', 'speculationrules', deferredModuleType].includes(type))
      continue;
    hashes.add(sha256(rawText(script)));
  }
  return [...hashes];
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * `'sha256-…'` sources for the page's inline styles: each `<style>` element and each `style` attribute as
 * the browser reads it (entities decoded), such as an image's blurred placeholder. Attributes match a
 * hash only with `'unsafe-hashes'`, which the policy adds; nothing else inline is allowed.
 */
export function inlineStyleHashes(html: string): string[] {
  const document = parseHtml(html);
  const hashes = new Set(elementsByTag(document, 'style').map((style) => sha256(rawText(style))));
  for (const element of DomUtils.findAll((node) => node.attribs.style !== undefined, document.children))
    hashes.add(sha256(element.attribs.style ?? ''));
  return [...hashes];
}

/**
 * The stylesheet the toast library (sonner) adds to the page as a `<style>` element when its module
 * loads: the same text in every build of a given version, read from the module the bundle includes. It
 * adds the element empty and then its text, and the browser checks both. A version that no longer
 * injects it this way stops the build here rather than ship a policy that blocks the toasts' layout.
 */
let toastHashes: string[] | undefined;

export function toastStyleHashes(): string[] {
  // Read once per build: every page's policy names them.
  toastHashes ??= readToastStyleHashes();
  return toastHashes;
}

function readToastStyleHashes(): string[] {
  const module = readFileSync(fileURLToPath(import.meta.resolve('sonner')), 'utf8');
  const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(module)?.[1];
  if (literal === undefined)
    throw new Error('sonner no longer injects its styles with __insertCSS: update toastStyleHash');
  return [sha256(''), sha256(JSON.parse(literal) as string)];
}

function policy(directives: Record<string, readonly string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

interface InlineCode {
  scripts: readonly string[];
  styles: readonly string[];
}

function directives(origins: CspOrigins, { scripts, styles }: InlineCode, frames: readonly string[]) {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scripts],
    // The prerendered style attributes and the toast library's <style> element, by hash. React sets
    // styles after load through the CSSOM, which the policy does not govern.
    'style-src': ["'self'", "'unsafe-hashes'", ...toastStyleHashes(), ...styles],
    // data: for the low-quality placeholders inlined in the HTML, blob: for previews of chosen files.
    'img-src': ["'self'", 'data:', 'blob:', origins.images],
    // The forms' functions, and the photos' uploads (tus-js-client) where the grant sends them.
    'connect-src': ["'self'", origins.functions, ...(origins.uploads ? [origins.uploads] : [])],
    // The quote form scales photos in a worker that browser-image-compression starts from a blob: URL.
    'worker-src': ["'self'", 'blob:'],
    'frame-src': frames.length > 0 ? frames : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

/** The policy of one prerendered page, from its HTML (all of it but `frame-ancestors`). */
export function pagePolicy(route: string, html: string, origins: CspOrigins): string {
  const inline = { scripts: inlineScriptHashes(html), styles: inlineStyleHashes(html) };
  return policy(directives(origins, inline, consentFrames[route] ?? []));
}

/**
 * Puts `policy` into the page as `<meta http-equiv="Content-Security-Policy">`, right after its
 * `<meta charset>`: a <meta> policy governs only what comes after it, and the charset must stay within
 * the page's first 1024 bytes. Throws when the head does not start with the charset, which would leave
 * something before the policy.
 */
export function withPolicy(html: string, policy: string): string {
  const [head] = elementsByTag(parseHtml(html), 'head');
  const first = head?.children.find((child) => 'attribs' in child);
  if (!first || !('attribs' in first) || first.name !== 'meta' || !('charset' in first.attribs))
    throw new Error('withPolicy: the page’s <head> does not start with <meta charset>');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`;
  return applyEdits(html, [{ element: first, with: `${sourceOf(html, first)}${meta}` }]);
}

/**
 * The `_headers` rule for every path: who may frame the site (a <meta> policy cannot say). Nobody frames
 * the public site; the preview build lets the Studio's Presentation tool frame it.
 */
export function framingHeaderRule(origins: CspOrigins): string {
  const ancestors = origins.studio ?? "'none'";
  return [
    '# Content-Security-Policy, generated at build (apps/web/app/hosting/content-security-policy.ts):',
    '# who may frame the site. Each page carries the rest of its policy in a <meta> element.',
    '/*',
    `  Content-Security-Policy: frame-ancestors ${ancestors}`,
    '',
  ].join('\n');
}
