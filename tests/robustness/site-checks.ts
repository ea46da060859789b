// What a built site must hold whatever the owner published: every route written, every internal link
// pointing at a file that exists.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { everyPath } from '../e2e/support/pages.ts';
import type { Doc } from './variants.ts';

/** The fixed routes the e2e suite visits; service pages come from the dataset, and 404 is no route. */
const staticRoutes = everyPath
  .filter((path) => !path.startsWith('/services/') || path === '/services/')
  .filter((path) => path !== '/findes-ikke/');

export function expectedRoutes(documents: Doc[]): string[] {
  const servicePages = documents
    .filter((doc) => doc._type === 'service' && doc.hasPage === true && !doc._id.startsWith('drafts.'))
    .map((doc) => `/services/${(doc.slug as { current: string }).current}/`);
  return [...staticRoutes, ...servicePages];
}

/** The file a route is written to: `/a/` as `a/index.html`, `/a` (no trailing slash) as `a.html`. */
export function fileOf(clientDir: string, route: string): string {
  return route.endsWith('/') ? join(clientDir, route, 'index.html') : join(clientDir, `${route}.html`);
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
}

const entities: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'" };

/** Internal links (href="/…") in every page that point at no file of the build, as "page -> href". */
export async function brokenLinks(clientDir: string): Promise<string[]> {
  const broken: string[] = [];
  for (const file of await htmlFiles(clientDir)) {
    const html = await readFile(file, 'utf8');
    for (const [, raw = ''] of html.matchAll(/\shref="(\/(?!\/)[^"]*)"/g)) {
      const href = raw.replace(/&[#\w]+;/g, (e) => entities[e] ?? e);
      const path = decodeURIComponent(href.split(/[?#]/)[0] ?? '/');
      // `/a` also resolves when only `/a/` exists: the host redirects it there (spec section 2).
      const ok =
        existsSync(fileOf(clientDir, path)) ||
        existsSync(join(clientDir, path, 'index.html')) ||
        existsSync(join(clientDir, path));
      if (!ok) broken.push(`${relative(clientDir, file)} -> ${href}`);
    }
  }
  return broken;
}

/** Pages whose HTML contains any of the texts, as "page: text". */
export async function pagesContaining(clientDir: string, texts: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const file of await htmlFiles(clientDir)) {
    const html = await readFile(file, 'utf8');
    for (const text of texts) if (html.includes(text)) found.push(`${relative(clientDir, file)}: ${text}`);
  }
  return found;
}
