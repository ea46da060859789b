// Starts the embedded stand-ins (content server, functions runner, static host) as child processes,
// so one slow image transform never stalls the page server and each can be stopped on its own.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { localOrigins, type StackServer, stackChallenge, stackChallengeHeader } from '@nordkyst/local-origin';
import { ensureSecret } from '@nordkyst/local-process';
import { portHolder } from './port-holder.ts';
import { makePrivate } from './private-data.ts';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export const ports = {
  content: Number(process.env.CONTENT_PORT ?? 3400),
  functions: Number(process.env.FUNCTIONS_PORT ?? 54321),
  host: Number(process.env.HOST_PORT ?? 4173),
  database: Number(process.env.DB_PORT ?? 54322),
  /** The Studio's HTTPS API host, in the lake's process; `STUDIO_PORT=off` runs the lake without it. */
  studio: process.env.STUDIO_PORT === 'off' ? undefined : Number(process.env.STUDIO_PORT ?? 3333),
  /** Where the local stack takes the publish webhook that rebuilds the site. */
  buildHook: Number(process.env.BUILD_HOOK_PORT ?? 4174),
  /** `pnpm dev`'s website: the React Router (Vite) dev server, on Vite's usual port. */
  dev: Number(process.env.DEV_PORT ?? 5173),
  /** The preview build the Studio's Presentation tool frames (beside the public site). */
  preview: Number(process.env.PREVIEW_PORT ?? 4177),
};

/**
 * The secret the Studio signs its publish calls to the build hook with: new on every start, known only
 * to this process and the lake's (it passes in the environment, never through a file or a port).
 */
export const publishWebhookSecret =
  process.env.PUBLISH_WEBHOOK_SECRET || randomBytes(32).toString('base64url');

/** The Studio opens on the project's host name, which carries its data and its login too. */
export const studioApiHost = ports.studio === undefined ? undefined : `https://localhost:${ports.studio}`;

/** The folder of the embedded Postgres's socket (private, like all of `.data`). */
const databaseSocketDir = resolve(process.env.DB_SOCKET_DIR ?? resolve(repoRoot, '.data/postgres-socket'));

export const urls = {
  content: `http://127.0.0.1:${ports.content}`,
  functions: `http://127.0.0.1:${ports.functions}`,
  site: `http://127.0.0.1:${ports.host}`,
  /** A Unix socket only this user may open (PGlite takes any client without a password). */
  database: `postgres://postgres@localhost:${ports.database}/postgres?host=${encodeURIComponent(databaseSocketDir)}`,
  studio: ports.studio === undefined ? undefined : `https://nordkyst.localhost:${ports.studio}/`,
  buildHook: `http://127.0.0.1:${ports.buildHook}/build_hooks/local`,
  dev: `http://127.0.0.1:${ports.dev}`,
  preview: `http://127.0.0.1:${ports.preview}`,
};

/** Where a rebuild after publishing puts the site (`current` is what the host serves). */
export const siteDir = resolve(process.env.SITE_DIR ?? resolve(repoRoot, '.data/site'));
/** The build `pnpm build` makes. */
export const webBuildDir = resolve(repoRoot, 'apps/web/build/client');
/** The preview build (`pnpm build:preview`): every route hydrated, drafts through the Studio's session. */
export const previewBuildDir = resolve(repoRoot, 'apps/web/build-preview/client');

/** True when the site reads Sanity's Content Lake instead of the embedded server. */
export const usesCloudContent = Boolean(process.env.SANITY_PROJECT_ID);

const children = new Set<ChildProcess>();
const started = new Set<string>();
// A crash in the parent must not leave servers holding their ports.
process.on('exit', () => {
  for (const child of children) child.kill('SIGTERM');
});

/** pnpm as the caller ran it: `npx -y pnpm@12` leaves no `pnpm` on PATH, but sets npm_execpath. */
export function pnpm(args: string[]): [string, string[]] {
  const execPath = process.env.npm_execpath;
  if (!execPath?.includes('pnpm')) return ['pnpm', args];
  // pnpm 12 ships a native executable; older ones a JavaScript entry run by Node.
  return /\.[cm]?js$/.test(execPath) ? [process.execPath, [execPath, ...args]] : [execPath, args];
}

export function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
  });
}

/**
 * This checkout's secret: the servers the stack starts get it (STACK_SECRET) and prove they hold it, so a
 * server found on a port is reused only when it is this checkout's own (decision 049). Kept in `.data`
 * (private), so a stack left running is recognised by the next command.
 */
let stackSecret: Promise<string> | undefined;
const ownStackSecret = () =>
  (stackSecret ??= ensureSecret(resolve(repoRoot, '.data/stack-secret'), () =>
    randomBytes(32).toString('base64url'),
  ));

/**
 * What answers at a URL: the server asked for, another server of this checkout (which one it proved to
 * be), a server that is not this checkout's, or nothing.
 */
type Found = 'ours' | 'foreign' | 'none' | StackServer;

async function whoAnswers(url: string, expected: StackServer): Promise<Found> {
  const { challenge, whose } = stackChallenge(await ownStackSecret(), expected);
  try {
    const response = await fetch(url, {
      headers: { [stackChallengeHeader]: challenge },
      signal: AbortSignal.timeout(2000),
    });
    await response.body?.cancel();
    return whose(response.headers);
  } catch {
    return 'none';
  }
}

/**
 * Whether something accepts connections at the Unix socket (a server that does not speak HTTP). The
 * socket is in this checkout's private `.data`, so whatever listens there is this checkout's.
 */
function listens(path: string): Promise<Found> {
  return new Promise((resolvePromise) => {
    const socket = connect(path);
    const settle = (open: boolean) => {
      socket.destroy();
      resolvePromise(open ? 'ours' : 'none');
    };
    socket.setTimeout(2000, () => settle(false));
    socket.once('connect', () => settle(true));
    socket.once('error', () => settle(false));
  });
}

/** Polls until the probe succeeds, the process dies, or the deadline passes. */
async function waitUntilUp(
  name: string,
  url: string,
  child: ChildProcess,
  probe: () => Promise<Found>,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${name} exited with code ${child.exitCode} before answering`);
    if ((await probe()) === 'ours') return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${name} did not answer at ${url} within ${timeoutMs / 1000} s`);
}

/** Made private once per run, before the first service writes to it. */
let dataPrivate: Promise<void> | undefined;

/** Ends a start that cannot go on (a port taken by another server) with its reason in one line. */
export async function exitOnStartFailure(error: unknown): Promise<never> {
  await stopAll();
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

/** A service's port and the variable that moves it. */
type PortOf = { value: number; variable: string };

/** What holds a port instead of the server asked for, as the start's refusal says it. */
function notTheServer(found: 'foreign' | StackServer, { service, port }: StackServer): string {
  return found === 'foreign'
    ? `which is not this checkout's ${service} server`
    : `which answers as this checkout's ${found.service} server on port ${found.port}, not its ${service} server on port ${port}`;
}

/**
 * Runs `node <args>` (in `cwd`) as the server `name` (STACK_SERVICE: what it proves to be) until it answers
 * at `url`, unless that server of this checkout answers there already on this port.
 */
async function startService(
  name: string,
  port: PortOf,
  args: string[],
  url: string,
  env: NodeJS.ProcessEnv,
  probe: (server: StackServer) => Promise<Found> = (server) => whoAnswers(url, server),
  cwd = repoRoot,
): Promise<void> {
  if (started.has(name)) return;
  started.add(name);
  dataPrivate ??= makePrivate(resolve(repoRoot, '.data'));
  await dataPrivate;
  const server = { service: name, port: port.value };
  const found = await probe(server);
  if (found === 'ours') {
    console.log(`${name}: already running at ${url}, reusing it`);
    return;
  }
  if (found !== 'none') {
    throw new Error(
      `${name}: port ${port.value} is taken by ${await portHolder(port.value)}, ${notTheServer(found, server)}; stop it, or set ${port.variable} to a free port`,
    );
  }
  const child = spawn(process.execPath, args, {
    cwd,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env, STACK_SECRET: await ownStackSecret(), STACK_SERVICE: name },
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  await waitUntilUp(name, url, child, () => probe(server));
}

/**
 * Where the local Content Lake finds its seed and keeps its data. A variant build passes its own
 * CONTENT_SEED_DIR with a fresh CONTENT_DATA_DIR.
 */
export function contentEnv(): NodeJS.ProcessEnv {
  return {
    CONTENT_PORT: String(ports.content),
    CONTENT_SEED_DIR: process.env.CONTENT_SEED_DIR ?? resolve(repoRoot, 'studio/seed'),
    CONTENT_DATA_DIR: process.env.CONTENT_DATA_DIR ?? resolve(repoRoot, '.data/content-lake'),
    CONTENT_CACHE_DIR: process.env.CONTENT_CACHE_DIR ?? resolve(repoRoot, '.data/image-cache'),
    // The site's origin is one the lake answers CORS for (with the Studio's, from STUDIO_PORT).
    HOST_PORT: String(ports.host),
  };
}

/** Where the Studio keeps its sessions and certificate, and the folder its local build is served from. */
export function studioEnv(): NodeJS.ProcessEnv {
  return {
    STUDIO_PORT: ports.studio === undefined ? 'off' : String(ports.studio),
    STUDIO_DATA_DIR: process.env.STUDIO_DATA_DIR ?? resolve(repoRoot, '.data/studio'),
    STUDIO_DIST_DIR: process.env.STUDIO_DIST_DIR ?? resolve(repoRoot, '.data/studio-build'),
    STUDIO_FUNCTIONS_URL: urls.functions,
    PUBLISH_WEBHOOK_URL: process.env.PUBLISH_WEBHOOK_URL ?? urls.buildHook,
    PUBLISH_WEBHOOK_SECRET: publishWebhookSecret,
  };
}

export function startContent(): Promise<void> {
  return startService(
    'content',
    { value: ports.content, variable: 'CONTENT_PORT' },
    ['packages/local-studio/src/main.ts'],
    `${urls.content}/v2025-02-19/data/query/production?query=count(*)`,
    { ...contentEnv(), ...studioEnv() },
  );
}

const databaseDataDir = process.env.DB_DATA_DIR ?? resolve(repoRoot, '.data/postgres');
/**
 * The quotes' photos belong with the database that holds their grants: beside its folder unless
 * STORAGE_DIR says otherwise. A second stack on its own database (a test's) so never shares the folder,
 * whose scheduled sweep would delete the other's photos as having no grant.
 */
const storageDir = process.env.STORAGE_DIR ?? resolve(dirname(databaseDataDir), 'storage');

/** The embedded Postgres (PGlite over the wire protocol) with the project's Supabase migrations. */
export function startDatabase(): Promise<void> {
  return startService(
    'database',
    { value: ports.database, variable: 'DB_PORT' },
    ['packages/local-database/src/main.ts'],
    urls.database,
    {
      DB_PORT: String(ports.database),
      DB_SOCKET_DIR: databaseSocketDir,
      DB_DATA_DIR: databaseDataDir,
      // Shared by every stack of the checkout (a test's too): a new database skips initdb.
      DB_TEMPLATE_DIR: process.env.DB_TEMPLATE_DIR ?? resolve(repoRoot, '.data/postgres-template'),
      MIGRATIONS_DIR: resolve(repoRoot, 'supabase/migrations'),
    },
    () => listens(resolve(databaseSocketDir, `.s.PGSQL.${ports.database}`)),
  );
}

export async function startFunctions(): Promise<void> {
  await startDatabase();
  const port = { value: ports.functions, variable: 'FUNCTIONS_PORT' };
  return startService('functions', port, ['functions/local/main.ts'], `${urls.functions}/outbox`, {
    FUNCTIONS_PORT: String(ports.functions),
    // The outbox opens with the owner's login code, the Studio's (STUDIO_DATA_DIR/login-code).
    STUDIO_DATA_DIR: studioEnv().STUDIO_DATA_DIR,
    // The pages that call the functions: the site, its preview build and the dev server (never `*`).
    ALLOWED_ORIGINS:
      process.env.ALLOWED_ORIGINS ?? localOrigins([ports.host, ports.preview, ports.dev]).join(','),
    // The e-mails' one-tap actions open the site's confirmation page (decision 062).
    SITE_URL: process.env.SITE_URL ?? urls.site,
    DATABASE_URL: process.env.DATABASE_URL ?? urls.database,
    STORAGE_DIR: storageDir,
    // PGlite runs one connection; statements of several would interleave in its multiplexer.
    DATABASE_POOL_SIZE: process.env.DATABASE_URL ? (process.env.DATABASE_POOL_SIZE ?? '4') : '1',
    // `leads` asks the local Studio's API who a token belongs to, trusting the Studio's own authority.
    ...(ports.studio === undefined
      ? {}
      : {
          STUDIO_PORT: String(ports.studio),
          SANITY_CA_FILE: resolve(String(studioEnv().STUDIO_DATA_DIR), 'tls/ca.crt'),
        }),
  });
}

/** The folder the local host serves: the web build, unless `HOST_ROOT` names another. */
export const hostRoot = process.env.HOST_ROOT ?? webBuildDir;

export function startHost(root = hostRoot): Promise<void> {
  const port = { value: ports.host, variable: 'HOST_PORT' };
  return startService('site', port, ['packages/local-host/src/main.ts'], `${urls.site}/`, {
    HOST_PORT: String(ports.host),
    HOST_ROOT: root,
  });
}

const webDir = resolve(repoRoot, 'apps/web');

/**
 * The website's React Router (Vite) dev server: pages render from the content on every request and an
 * edited component reaches the open page by hot module replacement. Its CLI is started by Node
 * directly, not through pnpm, so stopping it stops the server.
 */
export async function startWebDev(): Promise<void> {
  const require = createRequire(resolve(webDir, 'package.json'));
  const manifest = require.resolve('@react-router/dev/package.json');
  const { bin } = JSON.parse(await readFile(manifest, 'utf8')) as { bin: Record<string, string> };
  const cli = resolve(dirname(manifest), bin['react-router'] ?? 'bin.cjs');
  return startService(
    'website (dev)',
    { value: ports.dev, variable: 'DEV_PORT' },
    [cli, 'dev', '--host', '127.0.0.1', '--port', String(ports.dev), '--strictPort'],
    `${urls.dev}/`,
    buildEnv(),
    // Vite's own client answers at once; a page would wait for the first render's dependency scan.
    (server) => whoAnswers(`${urls.dev}/@vite/client`, server),
    webDir,
  );
}

/** The preview build, on a port of its own: a second static site, as in production (docs/DEPLOY.md). */
export function startPreviewHost(): Promise<void> {
  const port = { value: ports.preview, variable: 'PREVIEW_PORT' };
  return startService('preview', port, ['packages/local-host/src/main.ts'], `${urls.preview}/`, {
    HOST_PORT: String(ports.preview),
    HOST_ROOT: previewBuildDir,
  });
}

/**
 * Stops the servers this run started and waits until they have exited, so a later start in the same
 * run (the bench serves what it has just built) finds their ports free and starts them again.
 */
export async function stopAll(): Promise<void> {
  const exited = [...children].map((child) =>
    child.exitCode !== null || child.signalCode !== null ? undefined : once(child, 'exit'),
  );
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(exited);
  started.clear();
}

export function stopOnSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      // The SIGTERMs go out at once; the parent does not wait for a child that hangs.
      void stopAll();
      process.exit(0);
    });
  }
}

/** The environment a web build needs to reach the content source and functions it was configured for. */
export function buildEnv(): NodeJS.ProcessEnv {
  return {
    // Production builds were checked to set it (scripts/deploy/check-production.ts); only local ones default.
    VITE_SUPABASE_URL: process.env.VITE_SUPABASE_URL ?? urls.functions,
    ...(usesCloudContent ? {} : { SANITY_API_HOST: process.env.SANITY_API_HOST ?? urls.content }),
  };
}

/** What the preview build adds: the flag, its own output folder, and the Studio that may frame it. */
export function previewBuildEnv(): NodeJS.ProcessEnv {
  return {
    ...buildEnv(),
    VITE_PREVIEW_BUILD: 'true',
    WEB_BUILD_DIR: 'build-preview',
    // The local Studio frames it on whichever port a stack gives it (the Studio e2e stack has its own).
    PREVIEW_STUDIO_URL: process.env.PREVIEW_STUDIO_URL ?? 'https://nordkyst.localhost:*',
  };
}
