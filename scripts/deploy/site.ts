// Reading the built site and the source tree from disk for the deploy check.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { PageLoads } from './check-csp.ts';
import type { BuiltPage } from './check-sitemap.ts';
import { routeOf } from './check-sitemap.ts';
import { assetReferences, htmlReferences } from './references.ts';

const skippedFolders = new Set([
  'node_modules',
  'build',
  'build-preview',
  'dist',
  '.react-router',
  '.sanity',
  '.data',
  '.git',
  'test-results',
  'playwright-report',
]);

/** Files under `dir` (relative paths with `/`), skipping dependency and output folders when `source`. */
export function listFiles(dir: string, options: { source?: boolean } = {}): string[] {
  if (!existsSync(dir)) return [];
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/');
    if (options.source && path.split('/').some((part) => skippedFolders.has(part))) continue;
    files.push(path);
  }
  return files.sort();
}

export function readOptional(path: string): string | undefined {
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
}

/** Source files (TypeScript/JavaScript) under the given folders of the repository, keyed by repo path. */
export function readSources(repoRoot: string, folders: readonly string[]): Map<string, string> {
  const sources = new Map<string, string>();
  for (const folder of folders) {
    for (const file of listFiles(join(repoRoot, folder), { source: true })) {
      if (/\.(?:[cm]?[jt]sx?)$/.test(file) && !file.endsWith('.d.ts')) {
        sources.set(`${folder}/${file}`, readFileSync(join(repoRoot, folder, file), 'utf8'));
      }
    }
  }
  return sources;
}

/**
 * Every prerendered page of the build: `index.html` files (served at their folder with a slash),
 * other `.html` files (served at their name without the extension, as Netlify's pretty URLs do) and
 * the 404 page (`404.html`, or `404/index.html` before the build moves it).
 */
export function readPages(buildDir: string): BuiltPage[] {
  return listFiles(buildDir)
    .filter((file) => file.endsWith('.html') && !/(^|\/)__spa-fallback\.html$/.test(file))
    .map((file) => {
      const html = readFileSync(join(buildDir, file), 'utf8');
      const notFound = file === '404.html' || file === '404/index.html';
      return { route: notFound ? `/${file}` : routeOf(file, html), html, notFound };
    });
}

/**
 * Origins that appear in the built code without being loaded, each for a known reason:
 * - XML namespaces React DOM sets on SVG and MathML elements;
 * - documentation links in library error messages (React, React Router, zod's JSON Schema ids,
 *   a date library's GitHub issues);
 * - placeholder bases for parsing relative URLs (React Router: `new URL(path, "http://localhost")`)
 *   and supabase-js's default auth server (`http://localhost:9999`), replaced by the project URL;
 * - schema.org types in structured data;
 * - browser-image-compression's default worker script URL: the quote form passes the copy this site
 *   serves (apps/web/app/features/quote-form/scale-image.ts).
 * The site's own canonical origin (from sitemap.xml) is added by the caller: links, not loads.
 */
export const notLoaded = new Set([
  'http://www.w3.org',
  'https://www.w3.org',
  'https://react.dev',
  'https://reactjs.org',
  'https://reactrouter.com',
  'http://json-schema.org',
  'https://json-schema.org',
  'https://github.com',
  'http://localhost',
  'http://localhost:9999',
  'https://schema.org',
  'https://cdn.jsdelivr.net',
]);

/** What one page loads, following its scripts and stylesheets through the build folder. */
export function pageLoads(
  buildDir: string,
  page: BuiltPage,
  policies: readonly string[],
  ignored: ReadonlySet<string>,
): PageLoads {
  const html = htmlReferences(page.html);
  const required = new Set(html.origins);
  const queue = [...html.localAssets];
  const seen = new Set<string>();
  while (queue.length > 0) {
    const asset = queue.shift() ?? '';
    if (seen.has(asset)) continue;
    seen.add(asset);
    const text = readOptional(join(buildDir, asset));
    if (text === undefined) continue;
    const references = assetReferences(asset, text);
    for (const origin of references.origins) required.add(origin);
    queue.push(...references.localAssets);
  }
  for (const origin of ignored) required.delete(origin);
  const used = new Set([...required, ...html.mentioned]);
  for (const origin of ignored) used.delete(origin);
  return { label: page.route, required, used, policies };
}
