// Serves the production build the way the CDN will, with the embedded content server and functions.

import {
  startContent,
  startFunctions,
  startHost,
  stopAll,
  stopOnSignals,
  studioApiHost,
  studioEnv,
  urls,
  usesCloudContent,
} from './stack.ts';
import { ensureLocalStudio } from './studio-local.ts';

export async function serveStack(): Promise<void> {
  stopOnSignals();
  const studio = !usesCloudContent && studioApiHost !== undefined && urls.studio !== undefined;
  try {
    if (studio) await ensureLocalStudio(studioApiHost, String(studioEnv().STUDIO_DIST_DIR));
    await Promise.all([usesCloudContent ? Promise.resolve() : startContent(), startFunctions(), startHost()]);
  } catch (error) {
    stopAll();
    throw error;
  }
  console.log(`
  Website            ${urls.site}/
  Job application    ${urls.site}/moldova-ansogning
  E-mail outbox      ${urls.functions}/outbox
  Functions          ${urls.functions}/functions/v1/send-email, /keep-alive
  Content API        ${usesCloudContent ? `Sanity project ${process.env.SANITY_PROJECT_ID}` : `${urls.content}/v2025-02-19/data/query/production`}
${studio ? `  Studio             ${urls.studio}  (log in as the owner; first time: see "Studio certificate" in the README)\n` : ''}
  Press Ctrl+C to stop.
`);
}

if (import.meta.main) await serveStack();
