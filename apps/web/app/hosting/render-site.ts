// Renders the site's pages from bundles already built, without building them again: the server bundle
// renders every page and its data file, then the build's own post-processing writes the hosting files
// (docs/decisions/050-publish-renders-pages.md). Run with the environment of a build (buildEnv):
//   node apps/web/app/hosting/render-site.ts <build folder> [<output folder> [<previous site folder>]]
// The build folder holds `client`, `server`, `site-build.json` and `code-fingerprint`; the output gets a
// new `client`. A previous site (a `client` folder) published from the same bundles lends the pages
// whose data did not change.
// Without an output folder it loads everything first, then reads the folder from its input: the local
// build hook keeps one such process ready, so a publish does not wait for the imports. One render per
// process: the content modules read each document once per process.
import { once } from 'node:events';
import { copyFile, cp, link, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { registerHooks } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { PageGone } from './prerender-pages.ts';

const webDir = resolve(import.meta.dirname, '../..');

// The web app's modules import each other without extensions, as Vite resolves them; Node needs `.ts`.
registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      if (!/^\.\.?\//.test(specifier) || /\.[cm]?[jt]sx?$/.test(specifier)) throw error;
      return nextResolve(`${specifier}.ts`, context);
    }
  },
});

/** What the build's post-processing writes: never taken from the build. */
const writtenByFinish = new Set(['_redirects', '_headers', 'sitemap.xml', 'robots.txt', 'llms.txt']);

/** The fingerprint of the code a site folder's bundles were built from, beside its `client`. */
const fingerprintOf = (dir: string) => readFile(join(dir, 'code-fingerprint'), 'utf8').catch(() => undefined);

/**
 * A new name for the same file, no copy: safe because nothing writes to a file of a site after it was
 * published (a render writes new files or new names only). A copy across file systems (a site folder
 * in a temporary folder on another disk), where a link cannot go.
 */
async function linkFile(from: string, to: string): Promise<void> {
  await link(from, to).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EXDEV') throw error;
    return copyFile(from, to);
  });
}

/** Links the files of `from` that `take` names into `to`, in the same folders. */
async function linkTree(from: string, to: string, take: (name: string) => boolean): Promise<void> {
  for (const entry of await readdir(from, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !take(entry.name)) continue;
    const target = join(to, relative(from, join(entry.parentPath, entry.name)));
    await mkdir(dirname(target), { recursive: true });
    await linkFile(join(entry.parentPath, entry.name), target);
  }
}

export type Rendered = { pages: number; rendered: number };

/** The exit code that says the content changed under the render (scripts/rebuild/render-process.ts). */
const contentChangedCode = 3;

/**
 * Loads the build's bundles and the post-processing; the returned function renders into `outDir`.
 * With `previous`, a site folder published from the same bundles, a page whose data did not change is
 * taken from it as it is, and only the others are rendered.
 */
export async function loadRenderer(
  buildDir: string,
): Promise<(outDir: string, previous?: string) => Promise<Rendered>> {
  const [{ finishSite, isPageNow, prerenderPaths, builtSiteFile }, { dataPath, prerenderPages }, build] =
    await Promise.all([
      import('./finish-site.ts'),
      import('./prerender-pages.ts'),
      import(pathToFileURL(join(buildDir, 'server', 'index.js')).href) as Promise<ServerBuild>,
    ]);
  const { publishedFile } = await import('./write-hosting-files.ts');
  const built = JSON.parse(await readFile(join(buildDir, builtSiteFile), 'utf8'));
  const code = await fingerprintOf(buildDir);
  return async (outDir, previous) => {
    const clientDir = join(outDir, 'client');
    // The preview build's shell for draft-only pages comes from the SPA fallback: it renders everything.
    const reuse =
      previous !== undefined &&
      code !== undefined &&
      built.env.VITE_PREVIEW_BUILD !== 'true' &&
      (await fingerprintOf(dirname(previous))) === code;
    // The bundles and public files as built; the pages and hosting files are written anew.
    const linked = linkTree(
      join(buildDir, 'client'),
      clientDir,
      (name) => !name.endsWith('.html') && !name.endsWith('.data') && !writtenByFinish.has(name),
    ).then(() => cp(join(webDir, 'public', '_headers'), join(clientDir, '_headers')));
    const [paths] = await Promise.all([prerenderPaths(), linked]);
    const kept = async (path: string, data: string) => {
      if (!reuse) return false;
      const before = await readFile(join(previous, dataPath(path)), 'utf8').catch(() => undefined);
      if (before !== data) return false;
      const file = publishedFile(path);
      await mkdir(dirname(join(clientDir, file)), { recursive: true });
      return linkFile(join(previous, file), join(clientDir, file)).then(
        () => true,
        () => false,
      );
    };
    const rendered = await prerenderPages(build, paths, clientDir, {
      kept,
      listed: isPageNow,
      spaFallback: !reuse,
    });
    if (reuse) await linkFile(join(dirname(previous), 'spa-shell.html'), join(outDir, 'spa-shell.html'));
    await finishSite(clientDir, built, reuse ? rendered : undefined);
    if (code !== undefined) await writeFile(join(outDir, 'code-fingerprint'), code);
    return { pages: paths.length, rendered: rendered.size };
  };
}

async function main(buildDir: string, outDir?: string, previous?: string): Promise<void> {
  const render = await loadRenderer(resolve(buildDir));
  let target = outDir;
  let before = previous;
  if (target === undefined) {
    // `<output folder>\t<previous site folder>` on one line.
    const lines = createInterface({ input: process.stdin });
    const [line] = (await once(lines, 'line')) as [string];
    lines.close();
    [target, before] = line.split('\t');
  }
  // An empty line (or the hook closing) ends a ready process that is no longer needed.
  if (!target) return;
  const started = performance.now();
  const { pages, rendered } = await render(resolve(target), before ? resolve(before) : undefined).catch(
    (error: unknown) => {
      if (!(error instanceof PageGone)) throw error;
      // Not a failure: the change that moved the page starts a render of its own (the build hook).
      console.log(error.message);
      process.exit(contentChangedCode);
    },
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  console.log(`rendered ${rendered} of ${pages} pages in ${seconds} s`);
}

if (import.meta.main) {
  const [buildDir, outDir, previous] = process.argv.slice(2);
  if (!buildDir) {
    console.error(
      'usage: node apps/web/app/hosting/render-site.ts <build folder> [<output folder> [<previous site folder>]]',
    );
    process.exit(2);
  }
  await main(buildDir, outDir, previous);
}
