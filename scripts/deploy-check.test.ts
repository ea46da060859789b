import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkCsp, type PageLoads } from './deploy/check-csp.ts';
import { checkEnv, parseEnvExample, variablesRead } from './deploy/check-env.ts';
import { checkFunctions, checkImportMap, invokedFunctions } from './deploy/check-functions.ts';
import { checkAssetHeaders, checkPageHeaders } from './deploy/check-headers.ts';
import { checkNetlifyConfig } from './deploy/check-netlify.ts';
import { checkNoPreviewCode } from './deploy/check-preview.ts';
import { checkSecrets } from './deploy/check-secrets.ts';
import { type BuiltPage, checkSitemap, routeOf } from './deploy/check-sitemap.ts';
import { metaPolicies } from './deploy/csp.ts';
import { assetReferences, htmlReferences, originsIn } from './deploy/references.ts';
import { pageLoads, readPages } from './deploy/site.ts';
import { functionsInConfig } from './deploy/supabase-config.ts';

const images = 'https://cdn.sanity.io';
const functionsUrl = 'https://abcdefghijklmnopqrst.supabase.co';

function page(label: string, origins: string[], policy: string): PageLoads {
  return { label, required: new Set(origins), used: new Set(origins), policies: [policy] };
}

describe('the policy a page carries itself', () => {
  it('is read from the <meta http-equiv> elements of its head, entities decoded', () => {
    const html =
      '<html><head><meta charset="utf-8"/><meta http-equiv="content-security-policy" content="img-src &apos;self&apos;"/></head>' +
      '<body><meta http-equiv="Content-Security-Policy" content="default-src *"/></body></html>';
    // A <meta> policy in the body is not one the browser applies.
    expect(metaPolicies(html)).toEqual(["img-src 'self'"]);
    expect(metaPolicies('<html><head></head></html>')).toEqual([]);
  });
});

describe('check (a): the CSP of each page covers exactly the hosts it loads', () => {
  const home = `default-src 'self'; img-src 'self' ${images}; connect-src 'self' ${functionsUrl}; script-src 'self' https://connect.facebook.net; frame-src https://www.facebook.com; frame-ancestors 'none'`;
  const about = `default-src 'self'; img-src 'self' ${images}; connect-src 'self' ${functionsUrl}; frame-ancestors 'none'`;
  const implied = { 'https://connect.facebook.net': ['https://www.facebook.com'] };
  const homePage = page('/', [images, functionsUrl, 'https://connect.facebook.net'], home);
  /** The site with the about page under `policy`: it loads the same hosts as with `about`. */
  const withAboutPolicy = (policy: string) => [homePage, page('/om-os/', [images, functionsUrl], policy)];
  const aboutFramingFrom = (origin: string) =>
    about.replace("frame-ancestors 'none'", `frame-src ${origin}; frame-ancestors 'none'`);

  it('passes when every loaded host is allowed and every allowed host is used', () => {
    expect(checkCsp(withAboutPolicy(about), implied)).toEqual([]);
  });

  it('fails when a host the page loads is removed from its CSP', () => {
    expect(checkCsp(withAboutPolicy(about.replace(` ${images}`, '')), implied)).toEqual([
      '/om-os/: loads https://cdn.sanity.io, which its Content-Security-Policy does not allow',
    ]);
  });

  it('fails when a CSP allows a host no page uses', () => {
    expect(checkCsp(withAboutPolicy(aboutFramingFrom('https://www.google.com')), implied)).toEqual([
      'Content-Security-Policy allows https://www.google.com (/om-os/), which no page uses',
    ]);
  });

  it('counts a host as used when another page uses it (client-side navigation keeps the first document)', () => {
    expect(checkCsp(withAboutPolicy(aboutFramingFrom('https://www.facebook.com')), implied)).toEqual([]);
  });

  it('counts a host the functions hand to the pages at run time as used (the photos’ storage host)', () => {
    const storage = 'https://abcdefghijklmnopqrst.storage.supabase.co';
    const withStorage = about.replace(
      `connect-src 'self' ${functionsUrl}`,
      `connect-src 'self' ${functionsUrl} ${storage}`,
    );
    expect(checkCsp(withAboutPolicy(withStorage), implied)).toEqual([
      `Content-Security-Policy allows ${storage} (/om-os/), which no page uses`,
    ]);
    expect(checkCsp(withAboutPolicy(withStorage), implied, [storage])).toEqual([]);
  });

  it('fails when a page has no CSP that restricts loads', () => {
    expect(checkCsp([page('/', [], "frame-ancestors 'none'")])).toEqual([
      '/: no Content-Security-Policy restricts what the page loads',
    ]);
  });

  it('enforces every policy of a page: a host must pass all of them', () => {
    const both: PageLoads = {
      ...page('/', [images], ''),
      policies: [`img-src ${images}, default-src 'self'`],
    };
    expect(checkCsp([both])).toEqual([
      '/: loads https://cdn.sanity.io, which its Content-Security-Policy does not allow',
    ]);
  });

  it('matches wildcard host sources', () => {
    expect(checkCsp([page('/', ['https://static.xx.fbcdn.net'], 'img-src https://*.fbcdn.net')])).toEqual([]);
  });
});

describe('references of a built page', () => {
  it('counts what the markup loads, not links, canonicals or meta tags', () => {
    const html = `<html><head><link rel="canonical" href="https://nordkystbyg.dk/"/>
      <meta property="og:image" content="https://cdn.sanity.io/og.jpg"/>
      <link rel="preconnect" href="https://abcdefghijklmnopqrst.supabase.co"/>
      <link rel="modulepreload" href="/assets/root-abc.js"/></head>
      <body><a href="https://www.facebook.com/nordkyst">Facebook</a>
      <img src="https://cdn.sanity.io/images/p/d/a-1x1.jpg?w=1&amp;h=1" srcset="https://cdn.sanity.io/a.jpg?rect=0,0,10,10 1x, http://127.0.0.1:3400/b.jpg 2x"/>
      <script type="module">import "/assets/manifest-1.js"; import("/assets/entry.client-2.js");</script></body></html>`;
    const references = htmlReferences(html);
    expect([...references.origins].sort()).toEqual([
      'http://127.0.0.1:3400',
      'https://abcdefghijklmnopqrst.supabase.co',
      'https://cdn.sanity.io',
    ]);
    expect([...references.localAssets].sort()).toEqual([
      '/assets/entry.client-2.js',
      '/assets/manifest-1.js',
      '/assets/root-abc.js',
    ]);
    expect(references.mentioned.has('https://www.facebook.com')).toBe(true);
  });

  it('does not count the hosts its own policy lists as mentioned, or no allowance would ever be unused', () => {
    const html = `<html><head><meta charset="utf-8"/><meta http-equiv="Content-Security-Policy" content="connect-src 'self' https://x.storage.supabase.co"/></head>
      <body><p>https://cdn.sanity.io</p></body></html>`;
    expect([...htmlReferences(html).mentioned]).toEqual(['https://cdn.sanity.io']);
  });

  it('follows the route modules of a deferred boot module, which the page runs after it has loaded', () => {
    const html = `<html><body><script type="text/x-deferred-module">import "/assets/manifest-1.js"; import * as route0 from "/assets/root-2.js";
      window.__reactRouterRouteModules = {"root":route0}; import("/assets/entry.client-3.js");</script></body></html>`;
    expect([...htmlReferences(html).localAssets].sort()).toEqual([
      '/assets/entry.client-3.js',
      '/assets/manifest-1.js',
      '/assets/root-2.js',
    ]);
  });

  it('reads the markup as a browser does: commented-out tags and tags inside script text load nothing', () => {
    const html = `<html><body><!-- <img src="https://old.example.com/a.png"> -->
      <script>const tpl = '<img src="https://tpl.example.com/b.png">';</script>
      <img alt="a > b" src="https://img.example.com/c.png?w=1&amp;h=2"/></body></html>`;
    const references = htmlReferences(html);
    expect([...references.origins]).toEqual(['https://img.example.com']);
    expect(references.mentioned.has('https://tpl.example.com')).toBe(true);
    expect(references.mentioned.has('https://old.example.com')).toBe(false);
  });

  it('finds URLs in scripts and the chunks they import, resolved against the chunk', () => {
    const code = `import{a}from"./jsx-runtime-1.js";const u="https://x.supabase.co";import("./facebook-2.js");const m=__vite__mapDeps(["assets/map-3.js","assets/map-3.css"]);`;
    const references = assetReferences('/assets/home-0.js', code);
    expect([...references.origins]).toEqual(['https://x.supabase.co']);
    expect([...references.localAssets].sort()).toEqual([
      '/assets/facebook-2.js',
      '/assets/jsx-runtime-1.js',
      '/assets/map-3.css',
      '/assets/map-3.js',
    ]);
  });
});

describe('absolute URLs in text', () => {
  it('takes real hosts only: not placeholders, not base64 data', () => {
    const text =
      'new URL(p,"https://singlefetch");x="https://g";img="data:image/jpeg;base64,/9j/4AAQ//2wBDAAMCAgMCAg//abc";' +
      'u="https://abcdefghijklmnopqrst.supabase.co/functions/v1/";l="http://127.0.0.1:3400/images/x.jpg";h="http://localhost"';
    expect([...originsIn(text)]).toEqual([
      'https://abcdefghijklmnopqrst.supabase.co',
      'http://127.0.0.1:3400',
      'http://localhost',
    ]);
  });
});

describe('reading a built site', () => {
  const root = mkdtempSync(join(tmpdir(), 'deploy-check-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  write(
    'index.html',
    '<link rel="canonical" href="https://nordkystbyg.dk/"><script type="module">import "/assets/home-1.js";</script>',
  );
  write('assets/home-1.js', 'import"./facebook-2.js";');
  write(
    'assets/facebook-2.js',
    'const sdk="https://connect.facebook.net/da_DK/sdk.js";const ns="http://www.w3.org/2000/svg";',
  );
  write('moldova-ansogning.html', '<meta name="robots" content="noindex, nofollow">');
  write('om-os/index.html', '<title>Om os</title>');
  write('404.html', '<h1>404 - Side ikke fundet</h1>');
  write('__spa-fallback.html', '<div id="app"></div>');

  it('finds each page at its route, the 404 page flagged', () => {
    const pages = readPages(root);
    expect(pages.map((p) => [p.route, Boolean(p.notFound)])).toEqual([
      ['/404.html', true],
      ['/', false],
      ['/moldova-ansogning', false],
      ['/om-os/', false],
    ]);
  });

  it('follows a page into the chunks it imports, ignoring origins that are not loads', () => {
    const home = readPages(root).find((p) => p.route === '/') as BuiltPage;
    const loads = pageLoads(root, home, [], new Set(['http://www.w3.org']));
    expect([...loads.required]).toEqual(['https://connect.facebook.net']);
  });

  it('takes the route from the canonical link, else from the file name', () => {
    expect(routeOf('om-os/index.html', '<link rel="canonical" href="https://nordkystbyg.dk/om-os/">')).toBe(
      '/om-os/',
    );
    expect(routeOf('services/nybyg/index.html', '')).toBe('/services/nybyg/');
    expect(routeOf('moldova-ansogning.html', '')).toBe('/moldova-ansogning');
    expect(routeOf('index.html', '')).toBe('/');
  });
});

describe('check (b): every invoked function is configured for Supabase', () => {
  const toml = `project_id = "x"
[functions.send-email]
verify_jwt = false # public form endpoint
entrypoint = "../functions/send-email/index.ts"

[functions.keep-alive]
entrypoint = "../functions/keep-alive/index.ts"
`;
  const sources = new Map([
    ['apps/web/app/lib/send.ts', "await supabase.functions.invoke('send-email', { body })"],
    ['apps/web/app/lib/keep-alive.ts', 'client.functions.invoke<Ping>("keep-alive", { body: {} })'],
  ]);
  const existing = new Set(['functions/send-email/index.ts', 'functions/keep-alive/index.ts']);
  const exists = (path: string) => existing.has(path);

  it('reads the functions tables of supabase/config.toml', () => {
    expect(functionsInConfig(toml).get('send-email')).toEqual({
      verifyJwt: false,
      entrypoint: '../functions/send-email/index.ts',
    });
  });

  it('passes when each invoked name has a table and an existing entrypoint', () => {
    expect(checkFunctions(invokedFunctions(sources), functionsInConfig(toml), exists)).toEqual([]);
  });

  it('fails when a function is removed from the configuration', () => {
    const withoutKeepAlive = toml.slice(0, toml.indexOf('[functions.keep-alive]'));
    expect(checkFunctions(invokedFunctions(sources), functionsInConfig(withoutKeepAlive), exists)).toEqual([
      'function keep-alive is invoked (apps/web/app/lib/keep-alive.ts) but has no [functions.keep-alive] in supabase/config.toml',
    ]);
  });

  it('fails when an entrypoint does not exist', () => {
    expect(
      checkFunctions(invokedFunctions(sources), functionsInConfig(toml), (p) => p.includes('send-email')),
    ).toEqual(['function keep-alive: entrypoint functions/keep-alive/index.ts does not exist']);
  });

  it('fails when the website invokes nothing (the pattern would be stale)', () => {
    expect(checkFunctions(new Map(), functionsInConfig(toml), exists)).toEqual([
      'no functions.invoke(...) call found in the website source',
    ]);
  });

  it('requires the npm pins of the deploy import map to match what pnpm installed', () => {
    const map = JSON.stringify({
      imports: { zod: 'npm:zod@4.6.7', '@scope/x': 'npm:@scope/x@1.0.0/sub', local: '../x.ts' },
    });
    const installed = (name: string) => ({ zod: '4.6.7', '@scope/x': '1.0.0' })[name];
    expect(checkImportMap(map, installed)).toEqual([]);
    expect(checkImportMap(map, (name) => (name === 'zod' ? '4.7.0' : installed(name)))).toEqual([
      'supabase/import_map.json pins zod@4.6.7, but pnpm installed zod@4.7.0',
    ]);
  });
});

describe('check (c): the sitemap lists exactly the public routes', () => {
  const pages: BuiltPage[] = [
    { route: '/', html: '<title>Hjem</title>' },
    { route: '/om-os/', html: '<title>Om os</title>' },
    { route: '/moldova-ansogning', html: '<meta name="robots" content="noindex, nofollow">' },
    { route: '/404/', html: '<h1>404</h1>', notFound: true },
  ];
  const sitemap = (routes: string[]) =>
    `<?xml version="1.0"?><urlset>${routes.map((r) => `<url><loc>https://nordkystbyg.dk${r}</loc></url>`).join('')}</urlset>`;

  it('passes when the sitemap lists the public routes and nothing else', () => {
    expect(checkSitemap(pages, sitemap(['/', '/om-os/']))).toEqual([]);
  });

  it('fails when a public route is removed from the sitemap', () => {
    expect(checkSitemap(pages, sitemap(['/']))).toEqual(['public route /om-os/ is missing from sitemap.xml']);
  });

  it('fails when a noindex page, the 404 page or an unknown path is listed', () => {
    expect(checkSitemap(pages, sitemap(['/', '/om-os/', '/moldova-ansogning', '/404/', '/gammel/']))).toEqual(
      [
        'sitemap.xml lists /404/, which is not a public route (the 404 page)',
        'sitemap.xml lists /gammel/, which is not a public route (no such page in the build)',
        'sitemap.xml lists /moldova-ansogning, which is not a public route (marked noindex)',
      ],
    );
  });

  it('fails when the build has no sitemap', () => {
    expect(checkSitemap(pages, undefined)).toEqual(['sitemap.xml is missing from the build']);
  });
});

describe('check (d): every variable the code reads is in .env.example', () => {
  // Built from parts so this file itself does not read the variables it mentions.
  const env = 'process.env';
  const sources = new Map([
    [
      'apps/web/app/lib/supabase.ts',
      `const url = import.meta.env.VITE_SUPABASE_URL; const mode = import.meta.env.MODE;`,
    ],
    [
      'functions/_shared/config.ts',
      `const key = text(env, 'RESEND_API_KEY'); const x = Deno.env.get('EMAIL_FROM');`,
    ],
    [
      'packages/content/src/config.ts',
      `const schema = z.object({ SANITY_PROJECT_ID: z.string(), SANITY_DATASET: z.string() }); schema.parse(${env});`,
    ],
    ['scripts/stack.ts', `Number(${env}.HOST_PORT ?? 4173); ${env}['CONTENT_PORT']`],
  ]);
  const example = `# Public: the Supabase URL.
VITE_SUPABASE_URL=http://127.0.0.1:54321
# Secret. Resend API key.
# RESEND_API_KEY=
# Sender address.
# EMAIL_FROM=a@b.dk
# Sanity project.
# SANITY_PROJECT_ID=abc
# Sanity dataset.
# SANITY_DATASET=production
# Host port.
# HOST_PORT=4173
# Content port.
# CONTENT_PORT=3400
`;

  it('finds direct reads, config-reader reads and zod schemas over the whole environment', () => {
    expect([...variablesRead(sources.get('packages/content/src/config.ts') ?? '')]).toEqual([
      'SANITY_PROJECT_ID',
      'SANITY_DATASET',
    ]);
    expect([...variablesRead(sources.get('apps/web/app/lib/supabase.ts') ?? '')]).toEqual([
      'VITE_SUPABASE_URL',
    ]);
  });

  it('passes when every variable read is listed with a comment', () => {
    expect(checkEnv(sources, parseEnvExample(example))).toEqual([]);
  });

  it('fails when a variable is removed from .env.example', () => {
    const without = example.replace('# Host port.\n# HOST_PORT=4173\n', '');
    expect(checkEnv(sources, parseEnvExample(without))).toEqual([
      'HOST_PORT is read by scripts/stack.ts but not listed in .env.example',
    ]);
  });

  it('marks secrets from their comment, and refuses a secret that Vite would bundle', () => {
    const parsed = parseEnvExample(`${example}# Secret. Oops.\nVITE_TOKEN=\n`);
    expect(parsed.filter((v) => v.secret).map((v) => v.name)).toEqual(['RESEND_API_KEY', 'VITE_TOKEN']);
    expect(checkEnv(new Map(), parsed)).toEqual([
      '.env.example: VITE_TOKEN is marked secret but VITE_ variables are built into the browser bundle',
    ]);
  });
});

describe('no secrets in the built files', () => {
  const clean = {
    path: 'assets/root.js',
    text: 'const key="sb_publishable_abc123";fetch("https://x.supabase.co")',
  };

  it('passes on a bundle with only public values', () => {
    expect(checkSecrets([clean], ['RESEND_API_KEY'], ['re_live_value_123456'])).toEqual([]);
  });

  it('finds a secret variable name, a secret value, and key-shaped strings', () => {
    const jwt = (payload: object) =>
      `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.c2lnbmF0dXJl`;
    const files = [
      { path: 'a.js', text: 'console.log(RESEND_API_KEY)' },
      { path: 'b.js', text: 'const v="secret-value-123"' },
      { path: 'c.js', text: 'const k="re_AbCd1234_EfGhIjKlMnOpQrStUvWx"' },
      { path: 'd.js', text: `const s="sk_live_${'a1'.repeat(12)}"` },
      {
        path: 'e.js',
        text: `const anon="${jwt({ role: 'anon' })}";const admin="${jwt({ role: 'service_role' })}"`,
      },
    ];
    expect(checkSecrets(files, ['RESEND_API_KEY'], ['secret-value-123'])).toEqual([
      'a.js names the secret RESEND_API_KEY',
      'b.js contains the value of a secret variable',
      'c.js contains a Resend API key (re_…)',
      'd.js contains a secret key (sk_…)',
      'e.js contains a Supabase service_role key',
    ]);
  });
});

describe('security and caching headers', () => {
  const secure = new Headers({
    'strict-transport-security': 'max-age=63072000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=()',
    'content-security-policy': "default-src 'self'; frame-ancestors 'none'",
  });

  it('passes a page with every security header and no long cache', () => {
    expect(checkPageHeaders([{ path: '/', headers: secure }])).toEqual([]);
  });

  it('fails a page without HSTS or with a cacheable HTML response', () => {
    const weak = new Headers(secure);
    weak.delete('strict-transport-security');
    weak.set('cache-control', 'public, max-age=3600');
    expect(checkPageHeaders([{ path: '/', headers: weak }])).toEqual([
      '/: Strict-Transport-Security with max-age of at least a year is missing',
      '/: HTML must be revalidated, but Cache-Control is "public, max-age=3600"',
    ]);
  });

  it('requires hashed assets to be immutable for a year', () => {
    const cachedFor = (cacheControl: string) =>
      new Headers({ 'cache-control': cacheControl, 'x-content-type-options': 'nosniff' });
    const immutable = cachedFor('public, max-age=31536000, immutable');
    const short = cachedFor('public, max-age=0, must-revalidate');
    expect(checkAssetHeaders([{ path: '/assets/a.js', headers: immutable }])).toEqual([]);
    expect(
      checkAssetHeaders([
        { path: '/assets/a.js', headers: short },
        { path: '/assets/b.js', headers: short },
      ]),
    ).toEqual([
      '/assets/a.js, /assets/b.js: should be cached immutable for a year, Cache-Control is "public, max-age=0, must-revalidate"',
    ]);
  });
});

describe('the public build holds no preview code', () => {
  const publicChunk = { path: 'assets/root.js', text: 'function a(){return"Nybyg – Privat"}' };

  it('passes a public build', () => {
    expect(
      checkNoPreviewCode([publicChunk, { path: 'index.html', text: '<h1>Nybyg – Privat</h1>' }]),
    ).toEqual([]);
  });

  it('names the visual-editing bundle, the live loader, the edit links and the stega encoder', () => {
    const problems = checkNoPreviewCode([
      publicChunk,
      { path: 'assets/VisualEditing.js', text: 'const d="sanity/channels";post("loader/query-listen",q)' },
      {
        path: 'assets/root-preview.js',
        text: 'var ln={0:8203,1:8204,2:8205,3:8290};`/intent/edit/mode=presentation;id=x`',
      },
    ]);
    expect(problems).toHaveLength(4);
    expect(problems[0]).toMatch(/^assets\/VisualEditing\.js contains the visual-editing bundle/);
    expect(problems[2]).toMatch(/^assets\/root-preview\.js contains the preview's edit links/);
  });

  it('finds an edit link hidden in a page’s text', () => {
    const hidden = 'Nybyg – Privat\u200b\u200c\u200d\ufeff\u200b\u200c';
    expect(checkNoPreviewCode([{ path: 'services/nybyg/index.html', text: `<h1>${hidden}</h1>` }])).toEqual([
      'services/nybyg/index.html contains stega-encoded text: a preview build (VITE_PREVIEW_BUILD=true) is not the public site',
    ]);
  });
});

describe('the Netlify build renders a content-only publish from the cached bundles', () => {
  const netlifyToml = readFileSync(join(import.meta.dirname, '..', 'netlify.toml'), 'utf8');
  const everyFile = () => true;

  it('passes for the repository’s netlify.toml and plugin', () => {
    expect(
      checkNetlifyConfig(netlifyToml, (path) => existsSync(join(import.meta.dirname, '..', path))),
    ).toEqual([]);
  });

  it('fails without --reuse-bundles, the cache plugin, its folder, or its files', () => {
    expect(checkNetlifyConfig(netlifyToml.replace(' --reuse-bundles', ''), everyFile)).toEqual([
      expect.stringContaining('must be `npx -y pnpm@12 build --reuse-bundles`'),
    ]);
    const withoutPlugin = netlifyToml.replace('[[plugins]]', '[[other]]');
    expect(checkNetlifyConfig(withoutPlugin, everyFile)).toEqual([
      expect.stringContaining('no [[plugins]] with package = "./netlify/plugins/reuse-bundles"'),
    ]);
    expect(
      checkNetlifyConfig(netlifyToml.replace('folder = "apps/web/build"', 'folder = "dist"'), everyFile),
    ).toEqual([expect.stringContaining('must cache folder = "apps/web/build"')]);
    expect(checkNetlifyConfig(netlifyToml, (path) => !path.endsWith('index.js'))).toEqual([
      './netlify/plugins/reuse-bundles/index.js is missing',
    ]);
    expect(checkNetlifyConfig(undefined, everyFile)).toEqual(['netlify.toml is missing']);
  });
});
