import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { QUOTE_FILES_BUCKET } from '../../functions/_shared/quote-files-bucket.ts';
import { deployCheck } from '../deploy-check.ts';
import { bucketRows, checkBucketMigration, checkUploadHost, uploadEndpoint } from './check-storage.ts';

const project = 'https://abcdefghijklmnopqrst.supabase.co';
const storageHost = 'https://abcdefghijklmnopqrst.storage.supabase.co';
const direct = `${storageHost}/storage/v1/upload/resumable/sign`;
const definedIn = 'functions/_shared/quote-files-bucket.ts';
const migrationsDir = join(import.meta.dirname, '..', '..', 'supabase', 'migrations');
const bucketFile = '20261128130000_quote_files_bucket.sql';
const bucketSql = readFileSync(join(migrationsDir, bucketFile), 'utf8');

describe('where send-email sends the photos', () => {
  it('is STORAGE_UPLOAD_URL when set', () => {
    expect(uploadEndpoint({ STORAGE_UPLOAD_URL: direct, SUPABASE_URL: project })).toEqual({
      url: direct,
      origin: storageHost,
      from: 'STORAGE_UPLOAD_URL',
    });
  });

  it('else the project’s own storage: SUPABASE_URL, which Supabase sets to the project the site calls', () => {
    expect(
      uploadEndpoint({ SUPABASE_URL: `${project}/`, VITE_SUPABASE_URL: 'https://other.supabase.co' }),
    ).toEqual({ url: `${project}/storage/v1/upload/resumable/sign`, origin: project, from: 'SUPABASE_URL' });
    expect(uploadEndpoint({ VITE_SUPABASE_URL: project })?.from).toBe('VITE_SUPABASE_URL');
  });

  it('is unknown with none of them set (a local run), and names a value that is no URL', () => {
    expect(uploadEndpoint({ STORAGE_UPLOAD_URL: ' ' })).toBeUndefined();
    expect(() => uploadEndpoint({ STORAGE_UPLOAD_URL: 'storage.supabase.co' })).toThrow(
      'STORAGE_UPLOAD_URL is not a URL: "storage.supabase.co"',
    );
  });
});

describe('every page may connect to the upload host', () => {
  const policy = (connect: string) => `default-src 'self'; connect-src 'self' ${connect}`;
  const endpoint = uploadEndpoint({ STORAGE_UPLOAD_URL: direct });
  if (!endpoint) throw new Error('no endpoint');

  it('passes when connect-src allows it, exactly or by a wildcard', () => {
    const pages = [
      { label: '/', policies: ["frame-ancestors 'none'", policy(`${project} ${storageHost}`)] },
      { label: '/fa-tilbud/', policies: [policy('https://*.supabase.co')] },
    ];
    expect(checkUploadHost(pages, endpoint)).toEqual([]);
  });

  it('fails with the pages, the host, the variable it came from and the build variable that fixes it', () => {
    const pages = ['/', '/om-os/', '/fa-tilbud/', '/kontakt/', '/galleri/'].map((label) => ({
      label,
      policies: [policy(project)],
    }));
    expect(checkUploadHost(pages, endpoint)).toEqual([
      `/, /om-os/, /fa-tilbud/ and 2 more: the Content-Security-Policy's connect-src does not allow ${storageHost}, where send-email sends the quote's photos (STORAGE_UPLOAD_URL: ${direct}); build the site with VITE_STORAGE_UPLOAD_URL=${direct}`,
    ]);
  });

  it('reads default-src where connect-src is missing, and names the project when the site calls another', () => {
    const own = uploadEndpoint({ SUPABASE_URL: project });
    if (!own) throw new Error('no endpoint');
    expect(checkUploadHost([{ label: '/', policies: [`default-src 'self' ${project}`] }], own)).toEqual([]);
    expect(
      checkUploadHost([{ label: '/', policies: ["default-src 'self' https://other.supabase.co"] }], own),
    ).toEqual([
      `/: the Content-Security-Policy's connect-src does not allow ${project}, where send-email sends the quote's photos (SUPABASE_URL: ${project}/storage/v1/upload/resumable/sign); build the site with VITE_SUPABASE_URL=${project}, the functions' project`,
    ]);
  });
});

describe('the migration creates the photos’ bucket as quote-files-bucket.ts defines it', () => {
  const migrations = (sql: string) =>
    new Map([
      ['20261122120000_form_submissions.sql', 'select 1;'],
      [bucketFile, sql],
    ]);

  it('reads the inserted row: its columns, strings, numbers, booleans and arrays', () => {
    expect(bucketRows(bucketSql)).toEqual([
      {
        id: QUOTE_FILES_BUCKET.id,
        name: QUOTE_FILES_BUCKET.id,
        public: QUOTE_FILES_BUCKET.public,
        file_size_limit: QUOTE_FILES_BUCKET.fileSizeLimit,
        allowed_mime_types: [...QUOTE_FILES_BUCKET.allowedMimeTypes],
      },
    ]);
    expect(
      bucketRows(
        "-- insert into storage.buckets (id) values ('old');\n" +
          "insert into storage.buckets (name, id, public) values ('a', 'a', true), ('it''s', 'b', null::boolean);",
      ),
    ).toEqual([
      { name: 'a', id: 'a', public: true },
      { name: "it's", id: 'b', public: null },
    ]);
  });

  it('passes for the repository’s migrations', () => {
    const all = new Map(
      readdirSync(migrationsDir).map((file) => [file, readFileSync(join(migrationsDir, file), 'utf8')]),
    );
    expect(checkBucketMigration(all, QUOTE_FILES_BUCKET, definedIn)).toEqual([]);
  });

  it('fails when no migration creates the bucket', () => {
    expect(checkBucketMigration(migrations('select 1;'), QUOTE_FILES_BUCKET, definedIn)).toEqual([
      `no migration in supabase/migrations creates the storage bucket quote-files (${definedIn})`,
    ]);
  });

  it('fails when the bucket is public or its size limit is another', () => {
    const limit = String(QUOTE_FILES_BUCKET.fileSizeLimit);
    const changed = bucketSql.replace(/\bfalse,/, 'true,').replace(limit, '5242880');
    expect(checkBucketMigration(migrations(changed), QUOTE_FILES_BUCKET, definedIn)).toEqual([
      `${bucketFile}: bucket quote-files has public true, ${definedIn} says false`,
      `${bucketFile}: bucket quote-files has file_size_limit 5242880, ${definedIn} says ${limit}`,
    ]);
  });

  it('fails when a MIME type is missing or one is added, naming them', () => {
    const [first = '', second = ''] = QUOTE_FILES_BUCKET.allowedMimeTypes;
    const changed = bucketSql.replace(`'${first}'`, "'image/svg+xml'");
    expect(checkBucketMigration(migrations(changed), QUOTE_FILES_BUCKET, definedIn)).toEqual([
      `${bucketFile}: bucket quote-files's allowed_mime_types lacks ${first} and has image/svg+xml besides (${definedIn})`,
    ]);
    // The order is free.
    const swapped = bucketSql
      .replace(`'${first}'`, "'first'")
      .replace(`'${second}'`, `'${first}'`)
      .replace("'first'", `'${second}'`);
    expect(checkBucketMigration(migrations(swapped), QUOTE_FILES_BUCKET, definedIn)).toEqual([]);
  });

  it('takes the last migration that inserts the bucket', () => {
    const later = bucketSql.replace(String(QUOTE_FILES_BUCKET.fileSizeLimit), '1');
    const all = new Map([...migrations(bucketSql), ['20261201000000_smaller_files.sql', later]]);
    expect(checkBucketMigration(all, QUOTE_FILES_BUCKET, definedIn)).toEqual([
      `20261201000000_smaller_files.sql: bucket quote-files has file_size_limit 1, ${definedIn} says ${QUOTE_FILES_BUCKET.fileSizeLimit}`,
    ]);
  });
});

describe('the deploy check over a built site', () => {
  const root = mkdtempSync(join(tmpdir(), 'deploy-check-storage-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const page = (connect: string) =>
    `<html><head><meta charset="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src 'self'; connect-src 'self' ${connect}"/></head>` +
    `<body><script>fetch("${project}/functions/v1/send-email")</script></body></html>`;
  mkdirSync(root, { recursive: true });
  const section = (results: Map<string, string[]>) =>
    [...results].find(([name]) => name.startsWith('quote photos')) ?? ['', []];

  it('passes when the built policy allows the host STORAGE_UPLOAD_URL names, which counts as used', async () => {
    writeFileSync(join(root, 'index.html'), page(`${project} ${storageHost}`));
    const results = await deployCheck(root, { STORAGE_UPLOAD_URL: direct });
    expect(section(results)).toEqual([
      `quote photos: the bucket quote-files and the upload host ${storageHost} (STORAGE_UPLOAD_URL)`,
      [],
    ]);
    expect(results.get('content security policy')).toEqual([]);
  });

  it('fails when the site was built without it', async () => {
    writeFileSync(join(root, 'index.html'), page(project));
    const [, problems] = section(await deployCheck(root, { STORAGE_UPLOAD_URL: direct }));
    expect(problems).toEqual([
      expect.stringMatching(/^\/: the Content-Security-Policy's connect-src does not allow/),
    ]);
  });

  it('says when it cannot know the host: a local run, whose storage is at the functions origin', async () => {
    writeFileSync(join(root, 'index.html'), page(project));
    expect(section(await deployCheck(root, {}))[0]).toMatch(
      /at the functions origin \(no STORAGE_UPLOAD_URL/,
    );
  });
});
