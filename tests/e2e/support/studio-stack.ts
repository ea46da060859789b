// A stack of its own for the Studio specs: they change content, so they get their own Content Lake
// (reset to the seed on every run), ports and site folder, and the other specs keep seeing the seed.
import { readFile, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { type StackScript, startStackScript } from './stack-script.ts';

const repoRoot = resolve(import.meta.dirname, '../../..');
const dataRoot = resolve(repoRoot, '.data/e2e-studio');

const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
export const studioPorts = {
  content: port('E2E_STUDIO_CONTENT_PORT', 3402),
  studio: port('E2E_STUDIO_PORT', 3403),
  host: port('E2E_STUDIO_HOST_PORT', 4175),
  buildHook: port('E2E_STUDIO_HOOK_PORT', 4176),
  preview: port('E2E_STUDIO_PREVIEW_PORT', 4178),
};

export const studioUrl = `https://nordkyst.localhost:${studioPorts.studio}/`;
export const siteUrl = `http://127.0.0.1:${studioPorts.host}`;
export const contentUrl = `http://127.0.0.1:${studioPorts.content}`;
/** The preview build (`pnpm build:preview`) the Studio's Presentation tool frames. */
export const previewUrl = `http://127.0.0.1:${studioPorts.preview}`;

/**
 * Logs the page in as the owner does: the Studio's login button, then the code that only the local user
 * can read (the terminal shows it; the test reads its file).
 */
export async function logInAsOwner(page: Page): Promise<void> {
  await page.goto(studioUrl);
  await page.getByRole('link', { name: 'Log ind som ejer på denne computer' }).click();
  const code = (await readFile(resolve(dataRoot, 'studio', 'login-code'), 'utf8')).trim();
  await page.getByLabel('Login-kode').fill(code);
  await page.getByRole('button', { name: 'Log ind' }).click();
}

/**
 * The lake's API token, which it keeps in its data folder (readable by the local user only): what a
 * script that writes through the plain port sends, as a Sanity robot token.
 */
export async function lakeToken(): Promise<string> {
  return (await readFile(resolve(dataRoot, 'content-lake', 'api-token'), 'utf8')).trim();
}

export type StudioStack = StackScript;

/** Forgets every change of the last run: content, sessions, certificate and rebuilt sites. */
export async function resetStudioData(): Promise<void> {
  for (const name of ['content-lake', 'studio', 'site'])
    await rm(resolve(dataRoot, name), { recursive: true, force: true });
}

/** Starts `scripts/serve.ts` with the Studio and waits for its ready line. */
export function startStudioStack(timeoutMs = 240_000): Promise<StudioStack> {
  return startStackScript(
    'scripts/serve.ts',
    {
      CONTENT_PORT: String(studioPorts.content),
      STUDIO_PORT: String(studioPorts.studio),
      HOST_PORT: String(studioPorts.host),
      BUILD_HOOK_PORT: String(studioPorts.buildHook),
      PREVIEW_PORT: String(studioPorts.preview),
      CONTENT_DATA_DIR: resolve(dataRoot, 'content-lake'),
      STUDIO_DATA_DIR: resolve(dataRoot, 'studio'),
      STUDIO_DIST_DIR: resolve(dataRoot, 'studio-build'),
      SITE_DIR: resolve(dataRoot, 'site'),
    },
    [`${contentUrl}/v1/data/ping/production`, siteUrl, previewUrl],
    timeoutMs,
  );
}
