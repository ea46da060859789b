import { Readable } from 'node:stream';
import type { Context, Hono } from 'hono';
import type { Buckets } from './buckets.ts';
import { parseRange } from './byte-range.ts';
import { failures, StorageFailure } from './errors.ts';
import { mustBeValidKey, mustHaveNoDotSegment } from './keys.ts';
import { type ListOptions, listObjects } from './list-objects.ts';
import type { ObjectStore } from './object-store.ts';
import type { Tokens } from './tokens.ts';

export type ObjectRouteDeps = { buckets: Buckets; objects: ObjectStore; tokens: Tokens };

/** The object named after `/<route>/<bucket>/` in the request's path, checked as Supabase checks names. */
function objectName(c: Context, route: string): string {
  const path = new URL(c.req.url).pathname;
  const rest = path
    .slice(path.indexOf(route) + route.length)
    .split('/')
    .slice(1)
    .join('/');
  let name: string;
  try {
    name = decodeURIComponent(rest);
  } catch {
    throw failures.invalidKey(rest);
  }
  mustBeValidKey(name);
  mustHaveNoDotSegment(name);
  return name;
}

async function jsonBody<T>(c: Context): Promise<T> {
  try {
    return (await c.req.json()) as T;
  } catch {
    throw failures.invalidParameter('body');
  }
}

/**
 * The object API that storage-js's StorageFileApi calls (supabase/storage src/http/routes/object/):
 * sign an upload URL, sign and serve a download URL, list, info, remove. All but a signed download
 * need the service role's key; a private bucket answers "Bucket not found" to info without it.
 */
export function addObjectRoutes(app: Hono, { buckets, objects, tokens }: ObjectRouteDeps): void {
  const serviceRole = (c: Context) => tokens.requireServiceRole(c.req.header('authorization'));

  app.post('/object/upload/sign/:bucket/*', async (c) => {
    await serviceRole(c);
    const bucket = buckets.get(c.req.param('bucket')).id;
    const name = objectName(c, '/object/upload/sign/');
    const upsert = c.req.header('x-upsert') === 'true';
    // Supabase checks at signing that the object could be created (a unique row: no overwrite).
    if (!upsert && (await objects.find(bucket, name))) throw failures.keyAlreadyExists();
    const token = await tokens.signUpload(`${bucket}/${name}`, upsert);
    return c.json({ url: `/object/upload/sign/${bucket}/${name}?token=${token}`, token });
  });

  app.post('/object/sign/:bucket/*', async (c) => {
    await serviceRole(c);
    const bucket = buckets.get(c.req.param('bucket')).id;
    const name = objectName(c, '/object/sign/');
    const { expiresIn } = await jsonBody<{ expiresIn?: unknown }>(c);
    if (typeof expiresIn !== 'number' || !Number.isInteger(expiresIn) || expiresIn < 1)
      throw failures.invalidParameter('expiresIn');
    if (!(await objects.find(bucket, name))) throw failures.noSuchKey();
    const token = await tokens.signDownload(`${bucket}/${name}`, expiresIn);
    return c.json({ signedURL: `/object/sign/${bucket}/${name}?token=${token}` });
  });

  app.get('/object/sign/:bucket/*', async (c) => {
    const bucket = buckets.get(c.req.param('bucket')).id;
    const name = objectName(c, '/object/sign/');
    const signature = c.req.query('token');
    if (!signature)
      throw new StorageFailure(400, 'InvalidRequest', "querystring must have required property 'token'");
    const token = await tokens.verifyObject(signature, bucket, name, 'download');
    const object = await objects.find(bucket, name);
    if (!object) throw failures.noSuchKey();
    const size = object.metadata.size;
    const rangeHeader = c.req.header('range');
    const range = rangeHeader ? parseRange(rangeHeader, size) : undefined;
    const headers = new Headers({
      'Accept-Ranges': 'bytes',
      'Content-Type': object.metadata.mimetype,
      'Content-Length': String(range ? range.end - range.start + 1 : size),
      ETag: object.metadata.eTag,
      'Last-Modified': object.metadata.lastModified,
      'X-Robots-Tag': 'none',
      Expires: new Date((token.exp ?? 0) * 1000).toUTCString(),
    });
    if (range) headers.set('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
    const download = c.req.query('download');
    if (download !== undefined) {
      const encoded = encodeURIComponent(download);
      headers.set(
        'Content-Disposition',
        download === '' ? 'attachment;' : `attachment; filename=${encoded}; filename*=UTF-8''${encoded}`,
      );
    }
    const body = Readable.toWeb(objects.read(bucket, name, range)) as ReadableStream<Uint8Array>;
    return new Response(body, { status: range ? 206 : 200, headers });
  });

  app.get('/object/info/:bucket/*', async (c) => {
    await serviceRole(c).catch(() => {
      throw failures.noSuchBucket();
    });
    const bucket = buckets.get(c.req.param('bucket')).id;
    const object = await objects.find(bucket, objectName(c, '/object/info/'));
    if (!object) throw failures.noSuchKey();
    const { metadata } = object;
    return c.json({
      id: object.id,
      name: object.name,
      version: object.version,
      bucket_id: object.bucket_id,
      size: metadata.size,
      content_type: metadata.mimetype,
      cache_control: metadata.cacheControl,
      etag: metadata.eTag,
      metadata: object.user_metadata,
      last_modified: object.updated_at,
      created_at: object.created_at,
    });
  });

  app.post('/object/list/:bucket', async (c) => {
    await serviceRole(c);
    const bucket = buckets.get(c.req.param('bucket')).id;
    const options = await jsonBody<ListOptions>(c);
    return c.json(listObjects(await objects.all(bucket), options));
  });

  // storage-js's `upload` (src/http/routes/object/createObject.ts): the bytes as the body, `x-upsert:
  // true` to replace an object; the bucket's types and size limit as for a resumable upload.
  app.post('/object/:bucket/*', async (c) => {
    await serviceRole(c);
    const bucket = buckets.get(c.req.param('bucket'));
    const name = objectName(c, '/object/');
    const upsert = c.req.header('x-upsert') === 'true';
    if (!upsert && (await objects.find(bucket.id, name))) throw failures.keyAlreadyExists();
    const contentType = c.req.header('content-type') ?? 'application/octet-stream';
    buckets.mustAllowType(bucket.id, contentType);
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    if (bytes.byteLength > bucket.fileSizeLimit) throw failures.entityTooLarge();
    const object = await objects.putBytes(bucket.id, name, bytes, {
      contentType,
      cacheControl: c.req.header('cache-control') ?? 'no-cache',
    });
    return c.json({ Id: object.id, Key: `${bucket.id}/${name}` });
  });

  app.delete('/object/:bucket', async (c) => {
    await serviceRole(c);
    const bucket = buckets.get(c.req.param('bucket')).id;
    const { prefixes } = await jsonBody<{ prefixes?: unknown }>(c);
    const names = Array.isArray(prefixes) ? prefixes.filter((name) => typeof name === 'string') : [];
    if (names.length === 0 || names.length !== (prefixes as unknown[]).length)
      throw failures.invalidParameter('prefixes');
    return c.json(await objects.remove(bucket, names));
  });
}
