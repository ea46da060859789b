import { createHash } from 'node:crypto';
import { readContentConfig } from '@nordkyst/content';
import { describe, expect, it } from 'vitest';
import {
  cspOrigins,
  framingHeaderRule,
  inlineScriptHashes,
  inlineStyleHashes,
  pagePolicy,
  toastStyleHashes,
  withPolicy,
} from './content-security-policy.ts';

const origins = { images: 'https://cdn.sanity.io', functions: 'https://abcdefghijklmnopqrst.supabase.co' };
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('cspOrigins', () => {
  it('takes the image origin from the content source and the functions origin from the Supabase URL', () => {
    expect(
      cspOrigins(readContentConfig({ SANITY_PROJECT_ID: 'abc123de' }), {
        VITE_SUPABASE_URL: 'https://x.supabase.co/',
      }),
    ).toEqual({
      images: 'https://cdn.sanity.io',
      functions: 'https://x.supabase.co',
    });
    expect(
      cspOrigins(readContentConfig({ SANITY_API_HOST: 'http://127.0.0.1:3510' }), {
        VITE_SUPABASE_URL: 'http://127.0.0.1:3520',
      }),
    ).toEqual({
      images: 'http://127.0.0.1:3510',
      functions: 'http://127.0.0.1:3520',
    });
  });

  it('adds the storage host the photos are uploaded to when it is not the functions origin', () => {
    const content = readContentConfig({ SANITY_PROJECT_ID: 'abc123de' });
    const project = { VITE_SUPABASE_URL: 'https://x.supabase.co' };
    expect(
      cspOrigins(content, {
        ...project,
        VITE_STORAGE_UPLOAD_URL: 'https://x.storage.supabase.co/storage/v1/upload/resumable/sign',
      }).uploads,
    ).toBe('https://x.storage.supabase.co');
    // The project's own storage (send-email's default) is the functions origin: nothing to add.
    expect(
      cspOrigins(content, {
        ...project,
        VITE_STORAGE_UPLOAD_URL: 'https://x.supabase.co/storage/v1/upload/resumable/sign',
      }),
    ).not.toHaveProperty('uploads');
    expect(cspOrigins(content, project)).not.toHaveProperty('uploads');
  });

  it('stops the build on a malformed upload URL, naming the variable', () => {
    expect(() =>
      cspOrigins(readContentConfig({}), { VITE_STORAGE_UPLOAD_URL: 'x.storage.supabase.co' }),
    ).toThrow(/^VITE_STORAGE_UPLOAD_URL must be send-email's STORAGE_UPLOAD_URL/);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes the inline scripts the browser runs, not external scripts or JSON-LD', () => {
    const html =
      '<script>window.a=1</script><script type="module">import "/assets/x.js";</script>' +
      '<script src="/assets/y.js"></script><script type="application/ld+json">{"@type":"Organization"}</script>';
    expect(inlineScriptHashes(html)).toEqual([sha256('window.a=1'), sha256('import "/assets/x.js";')]);
  });

  it('hashes the Speculation Rules, which the policy governs like a script', () => {
    const rules = '{"prerender":[{"where":{"href_matches":"/*"},"eagerness":"moderate"}]}';
    expect(inlineScriptHashes(`<script type="speculationrules">${rules}</script>`)).toEqual([sha256(rules)]);
  });

  it('hashes the script text exactly as written, and skips a script inside a comment', () => {
    const html =
      '<!-- <script>old()</script> --><script data-modules="[&quot;/a.js&quot;]">if (a &amp;&amp; b < c) go("</p>")</script>';
    expect(inlineScriptHashes(html)).toEqual([sha256('if (a &amp;&amp; b < c) go("</p>")')]);
  });
});

describe('inlineStyleHashes', () => {
  it('hashes each style element and each style attribute as the browser reads it', () => {
    const html =
      '<style>.a{color:red}</style><p style="--i:1">x</p><img style="background-image:url(&quot;data:image/jpeg;base64,AA==&quot;)"><b style="--i:1"></b>';
    expect(inlineStyleHashes(html)).toEqual([
      sha256('.a{color:red}'),
      sha256('--i:1'),
      sha256('background-image:url("data:image/jpeg;base64,AA==")'),
    ]);
  });
});

describe('toastStyleHashes', () => {
  it('are the hashes of the style element the toast library injects, empty and filled', () => {
    const [empty, filled] = toastStyleHashes();
    expect(empty).toBe(sha256(''));
    expect(filled).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  });
});

describe('pagePolicy', () => {
  it('allows the page’s inline styles by hash, never any inline style', () => {
    const policy = pagePolicy('/', '<p style="--i:2"></p>', origins);
    expect(policy).toContain(
      `style-src 'self' 'unsafe-hashes' ${toastStyleHashes().join(' ')} ${sha256('--i:2')};`,
    );
    expect(policy).not.toContain('unsafe-inline');
  });

  it('allows exactly the page’s own inline scripts, the image CDN and the functions URL', () => {
    const policy = pagePolicy('/om-os/', '<script>go()</script>', origins);
    expect(policy).toContain(`script-src 'self' ${sha256('go()')};`);
    expect(policy).toContain("img-src 'self' data: blob: https://cdn.sanity.io;");
    expect(policy).toContain("connect-src 'self' https://abcdefghijklmnopqrst.supabase.co;");
    expect(policy).toContain("frame-src 'none';");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    // A <meta> policy cannot carry it (the browser ignores it there, with a warning): _headers does.
    expect(policy).not.toContain('frame-ancestors');
  });

  it('lets the page upload photos to the storage host as well as call the functions', () => {
    const policy = pagePolicy('/fa-tilbud/', '', {
      ...origins,
      uploads: 'https://abcdefghijklmnopqrst.storage.supabase.co',
    });
    expect(policy).toContain(
      "connect-src 'self' https://abcdefghijklmnopqrst.supabase.co https://abcdefghijklmnopqrst.storage.supabase.co;",
    );
  });

  it('allows the Facebook frame only on the home page and the map only on the contact page', () => {
    expect(pagePolicy('/', '', origins)).toContain('frame-src https://www.facebook.com;');
    expect(pagePolicy('/kontakt/', '', origins)).toContain(
      'frame-src https://maps.google.com https://www.google.com;',
    );
    expect(pagePolicy('/galleri/', '', origins)).toContain("frame-src 'none';");
  });
});

describe('withPolicy', () => {
  const page = '<html><head><meta charSet="utf-8"/><script>go()</script></head><body></body></html>';

  it('puts the policy right after the charset, before anything it governs', () => {
    expect(withPolicy(page, "script-src 'self' 'sha256-a'")).toBe(
      '<html><head><meta charSet="utf-8"/>' +
        '<meta http-equiv="Content-Security-Policy" content="script-src \'self\' \'sha256-a\'"/>' +
        '<script>go()</script></head><body></body></html>',
    );
  });

  it('escapes the policy as an attribute value', () => {
    expect(withPolicy(page, 'a"b&c')).toContain('content="a&quot;b&amp;c"');
  });

  it('fails the build when something comes before the charset, which the policy would not govern', () => {
    const scriptFirst = '<html><head><script>go()</script><meta charSet="utf-8"/></head></html>';
    expect(() => withPolicy(scriptFirst, "default-src 'self'")).toThrow(/meta charset/);
    expect(() => withPolicy('<html><body></body></html>', "default-src 'self'")).toThrow(/meta charset/);
  });
});

describe('framingHeaderRule', () => {
  it('lets nobody frame the public site, on every path', () => {
    const lines = framingHeaderRule(origins).split('\n');
    expect(lines.slice(-3)).toEqual(['/*', "  Content-Security-Policy: frame-ancestors 'none'", '']);
  });

  it('lets the Studio frame the preview build', () => {
    expect(framingHeaderRule({ ...origins, studio: 'https://nordkyst.localhost:*' })).toContain(
      '  Content-Security-Policy: frame-ancestors https://nordkyst.localhost:*\n',
    );
  });
});
