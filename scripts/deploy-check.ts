// Offline deploy check over the built site (apps/web/build/client), supabase/config.toml, the
// migrations and the source tree, with the environment the site and the functions are configured by.
// Prints each problem and exits 1 when there is any. Run after `pnpm build`:
//   ./node_modules/.bin/node scripts/deploy-check.ts [--build <dir>]
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { headersFor, readHeaderRules } from '@nordkyst/local-host';
import { QUOTE_FILES_BUCKET } from '../functions/_shared/quote-files-bucket.ts';
import { checkCsp, type ImpliedHosts, type PageLoads } from './deploy/check-csp.ts';
import { checkEnv, parseEnvExample } from './deploy/check-env.ts';
import { checkFunctions, checkImportMap, invokedFunctions } from './deploy/check-functions.ts';
import { checkAssetHeaders, checkPageHeaders } from './deploy/check-headers.ts';
import { checkNetlifyConfig } from './deploy/check-netlify.ts';
import { checkNoPreviewCode } from './deploy/check-preview.ts';
import { isProductionBuild, loopbackInPolicies, productionEnvProblems } from './deploy/check-production.ts';
import { checkSecrets } from './deploy/check-secrets.ts';
import { checkSitemap, sitemapLocations } from './deploy/check-sitemap.ts';
import {
  checkBucketMigration,
  checkUploadHost,
  type UploadEndpoint,
  uploadEndpoint,
} from './deploy/check-storage.ts';
import { metaPolicies } from './deploy/csp.ts';
import { listFiles, notLoaded, pageLoads, readOptional, readPages, readSources } from './deploy/site.ts';
import { functionsInConfig } from './deploy/supabase-config.ts';

const repoRoot = resolve(import.meta.dirname, '..');

/** The Facebook SDK opens its page plugin as a frame from www.facebook.com. */
const impliedHosts: ImpliedHosts = { 'https://connect.facebook.net': ['https://www.facebook.com'] };

/** Folders whose code may read environment variables. */
const sourceFolders = ['apps', 'functions', 'packages', 'scripts', 'studio', 'tests'];

/** A path no page has: what the host answers for any unknown URL (the 404 page). */
const unknownPath = '/deploy-check/no-such-page/';

/** The SQL of each migration, by file name. */
function readMigrations(): Map<string, string> {
  const dir = join(repoRoot, 'supabase/migrations');
  return new Map(
    listFiles(dir)
      .filter((file) => file.endsWith('.sql'))
      .map((file) => [file, readOptional(join(dir, file)) ?? '']),
  );
}

/** The version pnpm installed for a package the functions import (through functions/ or validation). */
function installedVersion(name: string): string | undefined {
  for (const dir of ['functions', 'packages/validation']) {
    const manifest = readOptional(join(repoRoot, dir, 'node_modules', name, 'package.json'));
    if (manifest) return (JSON.parse(manifest) as { version?: string }).version;
  }
  return undefined;
}

/** The checks over `buildDir`, with `env` as the site's build and the functions are configured. */
export async function deployCheck(
  buildDir: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Map<string, string[]>> {
  const results = new Map<string, string[]>();
  if (!existsSync(join(buildDir, 'index.html'))) {
    results.set('build', [`${buildDir} has no index.html: run \`pnpm build\` first`]);
    return results;
  }
  // The local host's reading of `_headers` (Netlify's parser), so the check sees exactly what it serves.
  const rules = await readHeaderRules(join(buildDir, '_headers'));
  // The policies a page gets: those the host sends for its path, and the one it carries in its <head>.
  const cspFor = (path: string, html: string) => {
    const value = headersFor(rules, path).get('content-security-policy');
    return [...(value ? [value] : []), ...metaPolicies(html)];
  };

  const pages = readPages(buildDir);
  const sitemap = readOptional(join(buildDir, 'sitemap.xml'));
  const canonicalOrigins = new Set(
    sitemapLocations(sitemap ?? '').map((location) => new URL(location).origin),
  );
  const ignored = new Set([...notLoaded, ...canonicalOrigins]);

  const loads: PageLoads[] = pages.map((page) =>
    pageLoads(buildDir, page, cspFor(page.route, page.html), ignored),
  );
  const notFound = pages.find((page) => page.notFound);
  if (notFound) {
    // Unknown paths show the 404 page, with its own policy; any origin of the site justifies them.
    const page = pageLoads(buildDir, notFound, cspFor(unknownPath, notFound.html), ignored);
    const everything = new Set(loads.flatMap((l) => [...l.used]));
    loads.push({ ...page, label: '(any other path)', used: everything });
  }
  // Where send-email's upload grants send the photos: a host the pages reach though no file names it.
  let uploads: UploadEndpoint | undefined;
  let uploadsProblem: string | undefined;
  try {
    uploads = uploadEndpoint(env);
  } catch (error) {
    uploadsProblem = (error as Error).message;
  }
  results.set('content security policy', checkCsp(loads, impliedHosts, uploads ? [uploads.origin] : []));

  const servedPaths = [...pages.map((page) => page.route), unknownPath];
  const assets = listFiles(join(buildDir, 'assets')).map((file) => `/assets/${file}`);
  results.set('security and caching headers', [
    ...checkPageHeaders(servedPaths.map((path) => ({ path, headers: headersFor(rules, path) }))),
    ...checkAssetHeaders(assets.map((path) => ({ path, headers: headersFor(rules, path) }))),
  ]);

  const webSources = readSources(repoRoot, ['apps/web/app']);
  const configured = functionsInConfig(readOptional(join(repoRoot, 'supabase/config.toml')) ?? '');
  results.set('supabase functions', [
    ...checkFunctions(invokedFunctions(webSources), configured, (path) => existsSync(join(repoRoot, path))),
    ...checkImportMap(readOptional(join(repoRoot, 'supabase/import_map.json')) ?? '{}', installedVersion),
  ]);

  results.set('sitemap', checkSitemap(pages, sitemap));
  results.set(
    `quote photos: the bucket ${QUOTE_FILES_BUCKET.id} and the upload host ${
      uploads
        ? `${uploads.origin} (${uploads.from})`
        : 'at the functions origin (no STORAGE_UPLOAD_URL, SUPABASE_URL or VITE_SUPABASE_URL set: a local run)'
    }`,
    [
      ...checkBucketMigration(
        readMigrations(),
        QUOTE_FILES_BUCKET,
        'functions/_shared/quote-files-bucket.ts',
      ),
      ...(uploadsProblem ? [uploadsProblem] : []),
      ...(uploads ? checkUploadHost(loads, uploads) : []),
    ],
  );
  results.set(
    'netlify build (a publish renders from the cached bundles)',
    checkNetlifyConfig(readOptional(join(repoRoot, 'netlify.toml')), (path) =>
      existsSync(join(repoRoot, path)),
    ),
  );

  const example = parseEnvExample(readOptional(join(repoRoot, '.env.example')) ?? '');
  results.set('environment variables', checkEnv(readSources(repoRoot, sourceFolders), example));

  const secrets = example.filter((variable) => variable.secret).map((variable) => variable.name);
  const builtFiles = listFiles(buildDir)
    .filter((file) => !/\.(?:png|jpe?g|gif|webp|avif|ico|woff2?|pdf)$/i.test(file))
    .map((file) => ({ path: `${buildDir}/${file}`, text: readOptional(join(buildDir, file)) ?? '' }));
  const secretValues = secrets.map((name) => env[name] ?? '').filter(Boolean);
  results.set('no secrets in the browser bundle', checkSecrets(builtFiles, secrets, secretValues));
  results.set('no preview code in the public build', checkNoPreviewCode(builtFiles));
  results.set(
    'production configuration',
    isProductionBuild(env)
      ? [
          ...productionEnvProblems(env),
          ...loopbackInPolicies('_headers', readOptional(join(buildDir, '_headers')) ?? ''),
          ...pages.flatMap((page) => loopbackInPolicies(page.route, metaPolicies(page.html).join('\n'))),
        ]
      : [],
  );
  return results;
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { build: { type: 'string' } } });
  const buildDir = resolve(repoRoot, values.build ?? 'apps/web/build/client');
  const results = await deployCheck(buildDir);
  let failed = 0;
  for (const [check, problems] of results) {
    console.log(`${problems.length === 0 ? '✓' : '✗'} ${check}`);
    for (const problem of problems) console.log(`    ${problem}`);
    failed += problems.length;
  }
  console.log(failed === 0 ? 'deploy check: all passed' : `deploy check: ${failed} problem(s)`);
  process.exit(failed === 0 ? 0 : 1);
}
