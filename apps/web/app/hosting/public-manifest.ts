// React Router's route manifest, which every page that hydrates loads, names every route: the unlisted
// job application too. The public pages get a copy without the routes they never link to, so no script
// they load names the hidden page; the hidden page keeps the whole manifest.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const PREFIX = 'window.__reactRouterManifest=';

interface Manifest {
  routes: Record<string, unknown>;
  url: string;
  [field: string]: unknown;
}

/** A manifest file's text as an object; throws when React Router changed how it writes one. */
export function parseManifest(text: string): Manifest {
  const json = text.trim();
  if (!json.startsWith(PREFIX) || !json.endsWith(';'))
    throw new Error('The route manifest is no longer `window.__reactRouterManifest={...};`');
  return JSON.parse(json.slice(PREFIX.length, -1)) as Manifest;
}

/** The manifest without the given routes, at its own (content-hashed) URL. */
export function manifestWithout(
  manifest: Manifest,
  routeIds: readonly string[],
): { file: string; text: string } {
  const routes = Object.fromEntries(Object.entries(manifest.routes).filter(([id]) => !routeIds.includes(id)));
  const hash = createHash('sha256').update(JSON.stringify(routes)).digest('hex').slice(0, 8);
  const file = `manifest-public-${hash}.js`;
  const url = manifest.url.replace(/[^/]+$/, file);
  return { file, text: `${PREFIX}${JSON.stringify({ ...manifest, routes, url })};` };
}

/**
 * Writes the public manifest beside the build's own and returns how a public page's HTML changes to load
 * it instead (undefined when the build has no manifest: no page hydrates).
 */
export async function writePublicManifest(
  assetsDir: string,
  hiddenRouteIds: readonly string[],
): Promise<((html: string) => string) | undefined> {
  const manifests = (await readdir(assetsDir)).filter((name) => /^manifest-[0-9a-f]+\.js$/.test(name));
  if (manifests.length > 1)
    throw new Error(`More than one route manifest in ${assetsDir}: ${manifests.join(', ')}`);
  const [own] = manifests;
  if (own === undefined) return undefined;
  const manifest = parseManifest(await readFile(join(assetsDir, own), 'utf8'));
  for (const id of hiddenRouteIds)
    if (!(id in manifest.routes)) throw new Error(`The route manifest has no route ${id} to leave out`);
  const { file, text } = manifestWithout(manifest, hiddenRouteIds);
  // Named by its content: one already there (a render reusing the bundles) is this one, and is left as
  // it is, since it may be the served site's own file.
  if (!existsSync(join(assetsDir, file))) await writeFile(join(assetsDir, file), text);
  return (html) => html.replaceAll(`/${own}`, `/${file}`);
}
