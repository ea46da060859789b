// One stack for the Studio specs (the owner's edits and the owner's leads): they change content and
// leads, so they get their own Content Lake (reset to the seed on every run), database, functions, ports
// and site folder, and the other specs keep seeing the seed. One Studio build serves both files: the
// stack is a worker fixture of the `studio` project, which runs on one worker.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test as base, type Page } from '@playwright/test';
import { type MailProvider, startMailProvider } from './mail-provider.ts';
import { startStackScript } from './stack-script.ts';

const repoRoot = resolve(import.meta.dirname, '../../..');
const dataRoot = resolve(repoRoot, '.data/e2e-studio');

const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
export const studioPorts = {
  content: port('E2E_STUDIO_CONTENT_PORT', 3402),
  studio: port('E2E_STUDIO_PORT', 3403),
  functions: port('E2E_STUDIO_FUNCTIONS_PORT', 3404),
  database: port('E2E_STUDIO_DB_PORT', 3405),
  host: port('E2E_STUDIO_HOST_PORT', 4175),
  buildHook: port('E2E_STUDIO_HOOK_PORT', 4176),
  preview: port('E2E_STUDIO_PREVIEW_PORT', 4178),
};

export const studioUrl = `https://nordkyst.localhost:${studioPorts.studio}/`;
export const siteUrl = `http://127.0.0.1:${studioPorts.host}`;
export const contentUrl = `http://127.0.0.1:${studioPorts.content}`;
/** The preview build (`pnpm build:preview`) the Studio's Presentation tool frames. */
export const previewUrl = `http://127.0.0.1:${studioPorts.preview}`;
const functionsUrl = `http://127.0.0.1:${studioPorts.functions}`;
/**
 * The functions the served bundles call: they were built for the main run's stack. Given to this stack's
 * builds too, so the code's fingerprint stays the bundles' and a publish renders from them; a spec that
 * sends a form routes its calls to this stack's functions.
 */
const bundledFunctionsUrl = `http://127.0.0.1:${process.env.FUNCTIONS_PORT ?? 54321}`;

/** The login code, which only the local user can read (the terminal shows it; a test reads its file). */
export async function loginCode(): Promise<string> {
  return (await readFile(resolve(dataRoot, 'studio', 'login-code'), 'utf8')).trim();
}

/**
 * Logs the page in as the owner does: the Studio's login button, then the code that only the local user
 * can read (the terminal shows it; the test reads its file).
 */
export async function logInAsOwner(page: Page): Promise<void> {
  await page.goto(studioUrl);
  await page.getByRole('link', { name: 'Log ind som ejer på denne computer' }).click();
  await page.getByLabel('Login-kode').fill(await loginCode());
  await page.getByRole('button', { name: 'Log ind' }).click();
}

/**
 * Opens the Studio at `path` and waits for its answer about the plan's features. Until it comes, Sanity's
 * comments layout draws the Studio unwrapped; then, comments not being in the plan, it wraps it in an
 * upsell provider, which draws the whole Studio anew and drops every tool's own state (an open pane's
 * scroll, a tab, a half-typed field). A test acts after that, as an owner does a moment after the load.
 */
export async function openStudioAt(page: Page, path = ''): Promise<void> {
  const features = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/features'));
  await page.goto(`${studioUrl}${path}`);
  await features;
}

/**
 * The lake's API token, which it keeps in its data folder (readable by the local user only): what a
 * script that writes through the plain port sends, as a Sanity robot token.
 */
export async function lakeToken(): Promise<string> {
  return (await readFile(resolve(dataRoot, 'content-lake', 'api-token'), 'utf8')).trim();
}

export type StudioStack = {
  /** Everything the stack printed, across restarts. */
  output(): string;
  /** The stand-in for Resend the functions send through; it can be made to fail. */
  mail: MailProvider;
  /** The functions runner, which takes the site's form submissions and the Studio's leads calls. */
  functionsUrl: string;
  /** Where the database's Unix socket is, for a spec that checks rows (`.s.PGSQL.<port>` in it). */
  databaseSocketDir: string;
  /** Stops it and starts it again on the same data, as when the owner's computer restarts. */
  restart(): Promise<void>;
  stop(): Promise<void>;
};

/** Forgets every change of the last run: content, sessions, leads, certificate and rebuilt sites. */
export async function resetStudioData(): Promise<void> {
  for (const name of ['content-lake', 'studio', 'site', 'postgres', 'storage', 'outbox'])
    await rm(resolve(dataRoot, name), { recursive: true, force: true });
}

/** Starts `scripts/serve.ts` with the Studio and its own functions, and waits for its ready line. */
export async function startStudioStack(timeoutMs = 240_000): Promise<StudioStack> {
  const mail = await startMailProvider();
  // A short folder: a Unix socket's path has a length limit.
  const databaseSocketDir = await mkdtemp(join(tmpdir(), 'studio-db-'));
  const challengeKey = `e2e-studio-${Math.random().toString(36).slice(2)}-0123456789abcdef`;
  const start = () =>
    startStackScript(
      'scripts/serve.ts',
      {
        CONTENT_PORT: String(studioPorts.content),
        STUDIO_PORT: String(studioPorts.studio),
        HOST_PORT: String(studioPorts.host),
        BUILD_HOOK_PORT: String(studioPorts.buildHook),
        PREVIEW_PORT: String(studioPorts.preview),
        FUNCTIONS_PORT: String(studioPorts.functions),
        VITE_SUPABASE_URL: bundledFunctionsUrl,
        DB_PORT: String(studioPorts.database),
        DB_SOCKET_DIR: databaseSocketDir,
        DB_DATA_DIR: resolve(dataRoot, 'postgres'),
        CONTENT_DATA_DIR: resolve(dataRoot, 'content-lake'),
        STUDIO_DATA_DIR: resolve(dataRoot, 'studio'),
        STUDIO_DIST_DIR: resolve(dataRoot, 'studio-build'),
        SITE_DIR: resolve(dataRoot, 'site'),
        OUTBOX_DIR: resolve(dataRoot, 'outbox'),
        // The functions send through their real Resend transport, to a stand-in a spec can take down.
        EMAIL_TRANSPORT: 'resend',
        RESEND_API_KEY: 're_e2e_studio',
        RESEND_API_URL: mail.url,
        EMAIL_FROM: 'Nordkyst Byg ApS <kontakt@nordkystbyg.dk>',
        ALTCHA_HMAC_KEY: challengeKey,
        RATE_LIMIT_MAX: '0',
        RATE_LIMIT_DAILY_MAX: '0',
        EMAIL_DAILY_BUDGET: '0',
      },
      [`${contentUrl}/v1/data/ping/production`, siteUrl, previewUrl, `${functionsUrl}/outbox`],
      timeoutMs,
    );
  let earlier = '';
  let current = await start();
  return {
    output: () => earlier + current.output(),
    mail,
    functionsUrl,
    databaseSocketDir,
    async restart() {
      await current.stop();
      earlier += current.output();
      current = await start();
    },
    async stop() {
      await current.stop();
      await mail.close();
      await rm(databaseSocketDir, { recursive: true, force: true });
    },
  };
}

/**
 * The Studio specs' test: the stack starts, from the seed, once for the worker that runs them (the
 * `studio` project has one), so the Studio is built and the servers started once for both files.
 */
export const test = base.extend<object, { studioStack: StudioStack }>({
  studioStack: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern
    async ({}, use) => {
      await resetStudioData();
      const stack = await startStudioStack();
      await use(stack);
      await stack.stop();
    },
    { scope: 'worker', timeout: 420_000 },
  ],
});
