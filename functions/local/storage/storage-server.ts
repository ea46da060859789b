import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ensureSecret } from '@nordkyst/local-process';
import { Hono } from 'hono';
import type { Clock } from '../../_shared/clock.ts';
import { type BucketDefinition, QUOTE_FILES_BUCKET } from '../../_shared/quote-files-bucket.ts';
import { createBuckets } from './buckets.ts';
import { jsonFailure, StorageFailure } from './errors.ts';
import { addObjectRoutes } from './object-routes.ts';
import { createObjectStore } from './object-store.ts';
import { createTokens } from './tokens.ts';
import { createTusHandler } from './tus-server.ts';

/** Where Supabase serves Storage, under the project's URL (`supabase start` too). */
export const STORAGE_PATH = '/storage/v1';

export type LocalStorageOptions = {
  /** Objects, incomplete uploads and the secret (`<repo>/.data/storage` for the stack). */
  dir: string;
  clock: Clock;
  /** The site's origins, which may upload from a browser (ALLOWED_ORIGINS). */
  allowedOrigins: readonly string[];
  buckets?: readonly BucketDefinition[];
};

export type LocalStorage = {
  /** Answers a request whose path starts with STORAGE_PATH. */
  fetch(request: Request): Promise<Response>;
  /** The service role's key for this data folder (SUPABASE_SERVICE_ROLE_KEY of the functions). */
  serviceKey: string;
};

/**
 * Supabase Storage's API as storage-js and tus-js-client use it, on disk under `dir`: the JWT secret
 * the tokens and the service key are signed with is made once per folder (`jwt-secret`, 0600), so a
 * restart keeps the key, the signed URLs and the incomplete uploads valid.
 */
export async function createLocalStorage(options: LocalStorageOptions): Promise<LocalStorage> {
  await mkdir(options.dir, { recursive: true, mode: 0o700 });
  const secret = await ensureSecret(join(options.dir, 'jwt-secret'), () =>
    randomBytes(32).toString('base64url'),
  );
  const tokens = createTokens(secret, options.clock);
  const buckets = createBuckets(options.buckets ?? [QUOTE_FILES_BUCKET]);
  const objects = createObjectStore(options.dir, options.clock);
  const tus = await createTusHandler({
    dir: join(options.dir, 'uploads'),
    path: `${STORAGE_PATH}/upload/resumable`,
    buckets,
    objects,
    tokens,
    allowedOrigins: options.allowedOrigins,
  });

  const app = new Hono().basePath(STORAGE_PATH);
  app.all('/upload/resumable', (c) => tus(c.req.raw));
  app.all('/upload/resumable/*', (c) => tus(c.req.raw));
  addObjectRoutes(app, { buckets, objects, tokens });
  // Supabase's not-found handler (src/http/not-found-handler.ts), a true 404.
  app.notFound((c) => {
    const { pathname, search } = new URL(c.req.url);
    const message = `Route ${c.req.method}:${pathname.slice(STORAGE_PATH.length)}${search} not found`;
    return jsonFailure(new StorageFailure(404, 'InvalidRequest', message, 'Not Found', 404));
  });
  app.onError((error) => {
    if (error instanceof StorageFailure) return jsonFailure(error);
    console.error('storage:', error);
    return jsonFailure(new StorageFailure(500, 'InternalError', 'Internal Server Error', 'Internal'));
  });
  return { fetch: async (request) => app.fetch(request), serviceKey: await tokens.serviceKey() };
}
