// The local stand-in for the host's build hook: the lake calls it when a publish changes published
// documents (as a Sanity GROQ-powered webhook calls the host in production). It rebuilds the site into
// a new folder and swaps the served folder atomically; a failed build keeps the previous site.
import { spawn } from 'node:child_process';
import { readdir, rm } from 'node:fs/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { foreignHostMessage, ownHostHeader } from '@nordkyst/local-origin';
import { decodeSignatureHeader, isValidSignature } from '@sanity/webhook';
import { coalesce } from './coalesce.ts';
import { activate, newRelease, pruneReleases } from './releases.ts';

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

/** Runs the web build into `outDir`, keeping its output to show only when it fails. */
function build(
  webDir: string,
  outDir: string,
  env: NodeJS.ProcessEnv,
): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(webDir, 'node_modules/@react-router/dev/bin.cjs'), 'build'], {
      cwd: webDir,
      env: { ...process.env, ...env, WEB_BUILD_DIR: outDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

export async function startSiteRebuild(options: SiteRebuildOptions): Promise<SiteRebuild> {
  const { siteDir, webDir, env, quietMs = 300 } = options;
  let changed = new Set<string>();

  async function rebuild(): Promise<void> {
    const documents = [...changed];
    changed = new Set();
    const started = Date.now();
    const release = await newRelease(siteDir);
    console.log(`site: rebuilding after publishing ${documents.join(', ') || 'content'} …`);
    const result = await build(webDir, release, env);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (!result.ok) {
      await rm(release, { recursive: true, force: true });
      console.error(
        `site: the rebuild failed after ${seconds} s; the previous site stays online. Build output:\n${result.output.trim().split('\n').slice(-30).join('\n')}`,
      );
      return;
    }
    // The server half only prerenders; the host serves the client half.
    await rm(join(release, 'server'), { recursive: true, force: true });
    await activate(siteDir, join(release, 'client'));
    await pruneReleases(siteDir);
    console.log(
      `site: rebuilt ${await countPages(join(release, 'client'))} pages for ${documents.length} changed document(s) in ${seconds} s, now live`,
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

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  listeningPort = port;
  return {
    url: `http://127.0.0.1:${port}${buildHookPath}`,
    idle: () => rebuilds.idle(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
