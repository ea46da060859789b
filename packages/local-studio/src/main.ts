// `node packages/local-studio/src/main.ts`: the local Content Lake (CONTENT_* variables, see
// @nordkyst/content-lake) and, in the same process, the Studio's HTTPS API host at STUDIO_PORT
// (default 3333; `off` for none), keeping sessions and its certificate in STUDIO_DATA_DIR and serving the Studio
// built into STUDIO_DIST_DIR and, on its own origin, the `leads` of the functions runner at
// STUDIO_FUNCTIONS_URL. Commits that change published documents are posted to PUBLISH_WEBHOOK_URL.
import { resolve } from 'node:path';
import {
  ConfigError,
  configuredCorsOrigins,
  readAccessConfig,
  startContentServer,
} from '@nordkyst/content-lake';
import { closeOnSignals, fail, portFromEnv, startOrFail } from '@nordkyst/local-process';
import { startStudioServer } from './index.ts';
import { createPublishWebhook } from './publish-webhook.ts';

function folder(name: string): string {
  const value = process.env[name]?.trim();
  if (!value) fail('studio', `${name} must be set (a folder path)`);
  return resolve(value);
}

const contentPort = portFromEnv('content', 'CONTENT_PORT', 3400);
const studioPort = process.env.STUDIO_PORT === 'off' ? undefined : portFromEnv('studio', 'STUDIO_PORT', 3333);
const seedDir = folder('CONTENT_SEED_DIR');
const cacheDir = process.env.CONTENT_CACHE_DIR?.trim()
  ? resolve(process.env.CONTENT_CACHE_DIR)
  : resolve(folder('CONTENT_DATA_DIR'), 'image-cache');

const dataDir = folder('CONTENT_DATA_DIR');
let access: ReturnType<typeof readAccessConfig>;
let studioCorsOrigins: string[];
try {
  access = readAccessConfig();
  studioCorsOrigins = configuredCorsOrigins();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  fail('content', error.message);
}
// The plain port takes the lake's own token and, once the Studio runs, its logins' tokens.
let studio: Awaited<ReturnType<typeof startStudioServer>> | undefined;
const lake = await startOrFail(
  'content',
  () =>
    startContentServer({
      port: contentPort,
      seedDir,
      dataDir,
      cacheDir,
      ...access,
      authorize: (token) => studio?.authorOf(token),
    }),
  { variable: 'CONTENT_PORT', value: contentPort },
);
console.log(`content: Sanity query and image API at ${lake.url}`);
if (lake.tokenFile) console.log(`content: the API token for drafts and writes is in ${lake.tokenFile}`);

const webhookUrl = process.env.PUBLISH_WEBHOOK_URL?.trim();
if (webhookUrl) {
  const secret = process.env.PUBLISH_WEBHOOK_SECRET;
  if (!secret)
    fail('content', 'set PUBLISH_WEBHOOK_SECRET, the secret the build hook checks, with PUBLISH_WEBHOOK_URL');
  const publish = createPublishWebhook(webhookUrl, secret);
  lake.lake.onCommit((transaction) => {
    void publish({ transactionId: transaction.id, documentIds: transaction.changes.map((c) => c.id) });
  });
}

/** Image requests go to the lake's image route (its transform cache lives behind that listener). */
function imageFetch(request: Request): Promise<Response> {
  const url = new URL(request.url);
  return fetch(`${lake.url}${url.pathname}${url.search}`, {
    method: request.method,
    headers: { accept: request.headers.get('accept') ?? '*/*' },
    signal: request.signal,
  });
}

studio =
  studioPort === undefined
    ? undefined
    : await startOrFail(
        'studio',
        () =>
          startStudioServer({
            port: studioPort,
            dataDir: folder('STUDIO_DATA_DIR'),
            studioDir: folder('STUDIO_DIST_DIR'),
            lake: lake.lake,
            images: imageFetch,
            corsOrigins: studioCorsOrigins,
            functionsUrl: process.env.STUDIO_FUNCTIONS_URL?.trim() || undefined,
          }),
        { variable: 'STUDIO_PORT', value: studioPort },
      );
if (studio) {
  console.log(`studio: API host ${studio.apiHost}, Studio at ${studio.studioUrl}`);
  // Only the local user sees this terminal and can read the file: the code is what logs the owner in.
  console.log(`studio: log in with the code ${studio.loginCode.code} (kept in ${studio.loginCode.file})`);
}

closeOnSignals(studio, lake);
