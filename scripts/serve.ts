// Serves the production build the way the CDN will, with the embedded content server and functions.
// With the local Content Lake, also the Studio, and publishing in it rebuilds the served site.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { activate, activeFolder } from './rebuild/releases.ts';
import { startSiteRebuild } from './rebuild/site-rebuild.ts';
import {
  buildEnv,
  ports,
  repoRoot,
  siteDir,
  startContent,
  startFunctions,
  startHost,
  stopAll,
  stopOnSignals,
  studioApiHost,
  studioEnv,
  urls,
  usesCloudContent,
  webBuildDir,
} from './stack.ts';
import { ensureLocalStudio } from './studio-local.ts';

/**
 * The Studio and the rebuild on publish: only with the local lake (Sanity's cloud has its own).
 * `siteBuilt`: the web build was just made from the current content, so it becomes the served site;
 * otherwise the last site a publish built stays served (a restart does not roll back what is live).
 */
async function startStudioLoop(siteBuilt: boolean): Promise<string> {
  if (studioApiHost === undefined) throw new Error('no Studio port');
  await ensureLocalStudio(studioApiHost, String(studioEnv().STUDIO_DIST_DIR));
  const served = await activeFolder(siteDir);
  if (siteBuilt || !served || !existsSync(served)) await activate(siteDir, webBuildDir);
  await startSiteRebuild({
    port: ports.buildHook,
    siteDir,
    webDir: resolve(repoRoot, 'apps/web'),
    env: buildEnv(),
  });
  return resolve(siteDir, 'current');
}

export async function serveStack({ siteBuilt = false } = {}): Promise<void> {
  stopOnSignals();
  const studio = !usesCloudContent && studioApiHost !== undefined;
  try {
    const root = studio ? await startStudioLoop(siteBuilt) : undefined;
    await Promise.all([
      usesCloudContent ? Promise.resolve() : startContent(),
      startFunctions(),
      startHost(root),
    ]);
  } catch (error) {
    await stopAll();
    throw error;
  }
  printStack(urls.site, studio ? 'publishing rebuilds the website' : undefined);
}

/** What runs where, once everything answers; `studioNote` says what publishing does (no Studio: none). */
export function printStack(site: string, studioNote?: string): void {
  console.log(`
  Website            ${site}/
  Job application    ${site}/moldova-ansogning
  E-mail outbox      ${urls.functions}/outbox
  Functions          ${urls.functions}/functions/v1/send-email, /keep-alive
  Content API        ${usesCloudContent ? `Sanity project ${process.env.SANITY_PROJECT_ID}` : `${urls.content}/v2025-02-19/data/query/production`}
${studioNote ? `  Studio             ${urls.studio}  (first visit: README, "Studio certificate"; ${studioNote})\n` : ''}
  Press Ctrl+C to stop.
`);
}

if (import.meta.main) await serveStack();
