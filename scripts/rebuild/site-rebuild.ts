// The local stand-in for the host's build hook: the lake calls it when a publish changes published
// documents (as a Sanity GROQ-powered webhook calls the host in production). It renders the pages again
// from the bundles already built, or builds the whole site when the code changed, into a new folder,
// and swaps the served folder atomically; a failed render or build keeps the previous site.
import { readdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { foreignHostMessage, ownHostHeader } from '@nordkyst/local-origin';
import { decodeSignatureHeader, isValidSignature } from '@sanity/webhook';
import { coalesce } from './coalesce.ts';
import { builtFingerprint, codeFingerprint, fingerprintFile } from './code-fingerprint.ts';
import { activate, activeFolder, newRelease, pruneReleases } from './releases.ts';
import { fullBuild, type Outcome, type ReadyRenderer, readyRenderer } from './render-process.ts';

export const buildHookPath = '/build_hooks/local';

/** The header Sanity's webhooks sign with, which the local Studio signs its publish calls with too. */
const signatureHeader = 'sanity-webhook-signature';
/** The Studio's call lists document ids; anything much larger is not its call. */
const maxBodyChars = 100_000;
/** A signature older than this is a replay, not the Studio's call. */
const signatureMaxAgeMs = 5 * 60_000;

async function signedByStudio(
  body: string,
  header: string | string[] | undefined,
  secret: string,
): Promise<boolean> {
  if (typeof header !== 'string') return false;
  try {
    const { timestamp } = decodeSignatureHeader(header);
    return (
      Math.abs(Date.now() - timestamp) <= signatureMaxAgeMs && (await isValidSignature(body, header, secret))
    );
  } catch {
    return false;
  }
}

export type SiteRebuildOptions = {
  port: number;
  /** Holds `current` (the served folder) and `releases/`. */
  siteDir: string;
  /** The web app's folder. */
  webDir: string;
  /**
   * The build a publish renders from while the code is what it was built from (its `client`, `server`,
   * `site-build.json` and `code-fingerprint`); after a full build, that build's folder.
   */
  bundlesDir: string;
  /** What the build needs to reach the content and functions (see buildEnv in stack.ts). */
  env: NodeJS.ProcessEnv;
  /** Publishes arriving within this time are built together. */
  quietMs?: number;
  /** The secret the Studio signs its calls with (`sanity-webhook-signature`, as Sanity's webhooks). */
  secret: string;
};

export type SiteRebuild = {
  url: string;
  /** Resolves when no rebuild is waiting or running. */
  idle(): Promise<void>;
  close(): Promise<void>;
};

async function countPages(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true }).catch(() => []);
  return entries.filter((name) => String(name).endsWith('.html')).length;
}

export async function startSiteRebuild(options: SiteRebuildOptions): Promise<SiteRebuild> {
  const { siteDir, webDir, env, quietMs = 50 } = options;
  let changed = new Set<string>();

  const repoRoot = resolve(webDir, '../..');
  let bundlesDir = options.bundlesDir;
  // Started ahead of the next publish, so it has loaded the bundles by then.
  let ready: ReadyRenderer | undefined =
    (await builtFingerprint(bundlesDir)) === undefined ? undefined : readyRenderer(bundlesDir, env);

  /**
   * Renders from the bundles when the code is unchanged, else builds everything (the new bundles). The
   * render starts at once, beside the check of the code: a render of changed code is thrown away.
   */
  async function make(release: string): Promise<Outcome & { rendered: boolean }> {
    const checked = codeFingerprint(repoRoot, { ...process.env, ...env }).catch(() => undefined);
    const bundled = await builtFingerprint(bundlesDir);
    if (bundled !== undefined) {
      const renderer = ready?.bundlesDir === bundlesDir ? ready : readyRenderer(bundlesDir, env);
      ready = undefined;
      const [code, rendered] = await Promise.all([
        checked,
        activeFolder(siteDir).then((served) => renderer.render(release, served)),
      ]);
      if (code === bundled) return { ...rendered, rendered: true };
      await rm(join(release, 'client'), { recursive: true, force: true });
    }
    const code = await checked;
    const built = await fullBuild(webDir, release, env);
    if (built.ok && code !== undefined) {
      await writeFile(join(release, fingerprintFile), code);
      bundlesDir = release;
    }
    return { ...built, rendered: false };
  }

  async function rebuild(): Promise<void> {
    const documents = [...changed];
    changed = new Set();
    const started = Date.now();
    const release = await newRelease(siteDir);
    const result = await make(release);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const what = result.rendered ? 'render' : 'rebuild';
    if (!result.ok) {
      await rm(release, { recursive: true, force: true });
      if (result.contentChanged) {
        console.log(
          `site: the content changed during the render (${result.output.trim().split('\n').at(-1)}); the previous site stays online until the change's own render`,
        );
        return;
      }
      console.error(
        `site: the ${what} failed after ${seconds} s; the previous site stays online. Output:\n${result.output.trim().split('\n').slice(-30).join('\n')}`,
      );
      return;
    }
    await activate(siteDir, join(release, 'client'));
    // The next publish's renderer loads now, not during this render (two cores).
    ready ??= readyRenderer(bundlesDir, env);
    // The build a publish renders from stays, with the release served and the one before it.
    await pruneReleases(siteDir, 2, bundlesDir);
    // The renderer's own count: the pages it rendered, of all (the others are unchanged).
    const made = result.rendered
      ? (/rendered (\d+ of \d+) pages/.exec(result.output)?.[1] ?? '?')
      : String(await countPages(join(release, 'client')));
    // The first few ids say which publish it was (the owner's log, and a failed test's report).
    const named = `${documents.slice(0, 3).join(', ')}${documents.length > 3 ? ', …' : ''}`;
    console.log(
      `site: ${result.rendered ? 'rendered' : 'rebuilt'} ${made} pages for ${documents.length} changed document(s) (${named}) in ${seconds} s${result.rendered ? ' (bundles kept)' : ''}, now live`,
    );
  }

  const rebuilds = coalesce(rebuild, quietMs);

  let listeningPort = options.port;
  const ownHost = ownHostHeader({ port: () => listeningPort });
  const answer = (
    response: ServerResponse,
    status: number,
    body: object,
    headers: Record<string, string> = {},
  ) =>
    response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));

  const server: Server = createServer((request, response) => {
    // Refused before any work: a page whose DNS name is rebound to 127.0.0.1, then anything but the hook.
    if (!ownHost(request.headers.host)) {
      answer(response, 403, { error: foreignHostMessage(request.headers.host ?? '') });
      return;
    }
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (path !== buildHookPath) {
      answer(response, 404, { error: 'Not found' });
      return;
    }
    if (request.method !== 'POST') {
      answer(response, 405, { error: 'Use POST' }, { allow: 'POST' });
      return;
    }
    let body = '';
    let tooLarge = false;
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      if (tooLarge) return;
      body += chunk;
      if (body.length > maxBodyChars) {
        tooLarge = true;
        answer(
          response,
          413,
          { error: `The body exceeds ${maxBodyChars} characters` },
          { connection: 'close' },
        );
      }
    });
    request.on('end', async () => {
      if (tooLarge) return;
      if (!(await signedByStudio(body, request.headers[signatureHeader], options.secret))) {
        answer(response, 401, { error: `Only the Studio's signed call (${signatureHeader}) starts a build` });
        return;
      }
      try {
        const ids = (JSON.parse(body) as { ids?: unknown }).ids;
        if (Array.isArray(ids)) for (const id of ids) if (typeof id === 'string') changed.add(id);
      } catch {
        // A signed call whose body is not the Studio's list still asks for a build.
      }
      rebuilds.trigger();
      answer(response, 202, { queued: true });
    });
  });

  await new Promise<void>((listening, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => {
      server.off('error', reject);
      listening();
    });
  });
  const { port } = server.address() as AddressInfo;
  listeningPort = port;
  return {
    url: `http://127.0.0.1:${port}${buildHookPath}`,
    idle: () => rebuilds.idle(),
    close: () => {
      ready?.stop();
      return new Promise<void>((done) => server.close(() => done()));
    },
  };
}
