// Renders pages from a server bundle already built, as React Router's own prerender does (its Vite
// plugin, @react-router/dev `prerender`): each page's data file first, then its HTML with that data,
// and the SPA fallback. A publish that changed only content renders its pages this way instead of
// building the bundles again (docs/decisions/050-publish-renders-pages.md).
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createRequestHandler, type ServerBuild } from 'react-router';

/** React Router's file name for a path's data (`/` → `/_.data`, `/om-os/` → `/om-os/_.data`). */
export const dataPath = (path: string) => (path.endsWith('/') ? `${path}_.data` : `${path}.data`);

/**
 * A page of the render's list that the content no longer has: it moved or left while the render ran (the
 * Studio saves a moved page's redirect, which starts a render, just before it publishes the move).
 */
export class PageGone extends Error {}

/**
 * Writes the data file of each of `paths` into `clientDir`, and its HTML unless `kept` says the page as
 * published before still holds (its data is the same); the SPA fallback when `spaFallback` is set.
 * Returns the paths whose HTML was rendered. Every path matches the root route, whose loader (the site
 * settings) every page needs, so each page is rendered from its data. Any answer but 200 fails the
 * render, as it fails React Router's; a 404 of a page `listed` no longer names throws PageGone.
 */
export async function prerenderPages(
  build: ServerBuild,
  paths: readonly string[],
  clientDir: string,
  {
    spaFallback = true,
    kept = async () => false,
    listed = async () => true,
    concurrency = 4,
  }: {
    spaFallback?: boolean;
    /** Puts the page of `path` as published before into `clientDir` when it holds for `data`. */
    kept?: (path: string, data: string) => Promise<boolean>;
    /** Whether the content, read again now, still has a page at `path`. */
    listed?: (path: string) => Promise<boolean>;
    concurrency?: number;
  } = {},
): Promise<Set<string>> {
  const root = Object.values(build.routes).find((route) => route?.parentId === undefined);
  if (!root?.module.loader) throw new Error('prerenderPages: the root route has no loader to render from');
  // `ssr: false` answers only the paths of the build's prerender list; a publish may add a service page.
  const handle = createRequestHandler({ ...build, prerender: [...paths] }, 'production');
  // React Router reads the prerender headers only in a build request.
  process.env.IS_RR_BUILD_REQUEST = 'yes';
  const write = async (file: string, contents: string) => {
    const target = join(clientDir, ...file.split('/').filter(Boolean));
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, contents);
  };
  const answer = async (request: Request, what: string, path?: string) => {
    const response = await handle(request);
    const text = await response.text();
    if (response.status === 404 && path !== undefined && !(await listed(path)))
      throw new PageGone(`${path} is no longer a page`);
    if (response.status !== 200)
      throw new Error(`Rendering ${what} answered ${response.status}:\n${text.slice(0, 2000)}`);
    return text;
  };
  const rendered = new Set<string>();
  const render = async (path: string) => {
    const data = await answer(new Request(`http://localhost${dataPath(path)}`), `${path} (data)`, path);
    await write(dataPath(path), data);
    if (await kept(path, data)) return;
    // The page renders from this data, not from its loaders again. React Router's own prerender sends
    // it only below 8 KB, a limit of the HTTP headers it goes through; this request never leaves Node.
    const headers = new Headers({ 'X-React-Router-Prerender-Data': encodeURI(data) });
    const url = `http://localhost${`${path}/`.replace(/\/\/+/g, '/')}`;
    await write(`${path}/index.html`, await answer(new Request(url, { headers }), path, path));
    rendered.add(path);
  };
  const queue = [...paths];
  await Promise.all(
    Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) await render(path);
    }),
  );
  if (spaFallback) {
    const spaRequest = new Request('http://localhost/', { headers: { 'X-React-Router-SPA-Mode': 'yes' } });
    await write('__spa-fallback.html', await answer(spaRequest, 'the SPA fallback'));
  }
  return rendered;
}
