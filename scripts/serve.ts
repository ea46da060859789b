// Serves the production build the way the CDN will, with the embedded content server and functions.
// With the local Content Lake, also the Studio, and publishing in it rebuilds the served site.
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { buildSite } from './build.ts';
import { activate, activeFolder } from './rebuild/releases.ts';
import { startSiteRebuild } from './rebuild/site-rebuild.ts';
import {
  buildEnv,
  exitOnStartFailure,
  ports,
  previewBuildDir,
  publishWebhookSecret,
  repoRoot,
  siteDir,
  startContent,
  startFunctions,
  startHost,
  startPreviewHost,
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
  await prepareStudio(studioApiHost);
  const served = await activeFolder(siteDir);
  if (siteBuilt || !served || !existsSync(served)) await activate(siteDir, webBuildDir);
  await startSiteRebuild({
    port: ports.buildHook,
    secret: publishWebhookSecret,
    siteDir,
    webDir: resolve(repoRoot, 'apps/web'),
    bundlesDir: dirname(webBuildDir),
    env: buildEnv(),
  });
  return resolve(siteDir, 'current');
}

/**
 * The local Studio and the preview site its Presentation tool frames. The preview reads its content live,
 * so any earlier preview build serves (`pnpm start` makes a new one).
 */
export async function prepareStudio(apiHost: string): Promise<void> {
  await ensureLocalStudio(
    apiHost,
    String(studioEnv().STUDIO_DIST_DIR),
    urls.preview,
    // Through the Studio's own HTTPS origin, which passes it to the runner (packages/local-studio).
    new URL('functions/v1/leads', urls.studio).href,
  );
  if (!existsSync(previewBuildDir) && (await buildSite({ preview: true })) !== 0)
    throw new Error('the preview build failed; see the output above');
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
      studio ? startPreviewHost() : Promise.resolve(),
    ]);
  } catch (error) {
    await stopAll();
    throw error;
  }
  if (studio) printStack(urls.site, 'publishing renders the website again', urls.preview);
  else printStack(urls.site);
}

/**
 * What runs where, once everything answers; `studioNote` says what publishing does (no Studio: none),
 * `preview` is the preview site the Studio frames, where one runs.
 */
export function printStack(site: string, studioNote?: string, preview?: string): void {
  console.log(`
  Website            ${site}/
  Job application    ${site}/moldova-ansogning
  E-mail outbox      ${urls.functions}/outbox  (log in with the Studio's login code)
  Functions          ${urls.functions}/functions/v1/send-email, /keep-alive
  Content API        ${usesCloudContent ? `Sanity project ${process.env.SANITY_PROJECT_ID}` : `${urls.content}/v2025-02-19/data/query/production`}
${studioNote ? `  Studio             ${urls.studio}  (first visit: README, "Studio certificate"; ${studioNote})\n` : ''}${preview ? `  Preview (drafts)   ${preview}/  (opened by the Studio's Forhåndsvisning tool; pnpm build:preview)\n` : ''}
  Press Ctrl+C to stop.
`);
}

if (import.meta.main) await serveStack().catch(exitOnStartFailure);
