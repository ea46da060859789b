import { describe, expect, it } from 'vitest';
import { matchRedirect, readRedirectRules } from './redirects.ts';
import { rulesFile } from './rules-file.test-support.ts';

const rules = await readRedirectRules(
  await rulesFile(
    '_redirects',
    `
# trailing-slash redirects
/om-os            /om-os/            301
/old/:slug        /services/:slug/   302
/news/*           /blog/:splat
/app/*            /index.html        200!
/search  id=:id   /item/:id/         301
/*                /404.html          404
`,
  ),
);

describe('readRedirectRules', () => {
  it('reads from, to, status, force and query conditions, skipping comments', () => {
    expect(rules).toHaveLength(6);
    expect(rules[0]).toEqual({ from: '/om-os', to: '/om-os/', status: 301, force: false, query: {} });
    expect(rules[2]?.status).toBe(301);
    expect(rules[3]).toMatchObject({ status: 200, force: true });
    expect(rules[4]?.query).toEqual({ id: ':id' });
  });

  it('rejects a line without a target, and conditions it cannot honour', async () => {
    await expect(readRedirectRules(await rulesFile('_redirects', '/lonely\n'))).rejects.toThrow(/_redirects/);
    await expect(readRedirectRules(await rulesFile('_redirects', '/a /b 302 Country=dk\n'))).rejects.toThrow(
      /conditions/,
    );
  });
});

describe('matchRedirect', () => {
  it('matches with or without a trailing slash, first rule wins', () => {
    expect(matchRedirect(rules, '/om-os')?.location).toBe('/om-os/');
    expect(matchRedirect(rules, '/om-os/')?.location).toBe('/om-os/');
  });

  it('fills placeholders and splats', () => {
    expect(matchRedirect(rules, '/old/terrasser')).toMatchObject({ location: '/services/terrasser/' });
    expect(matchRedirect(rules, '/news/2024/hello')?.location).toBe('/blog/2024/hello');
  });

  it('does not let a placeholder span segments', () => {
    expect(matchRedirect(rules, '/old/a/b')?.rule.from).toBe('/*');
  });

  it('binds query parameters and requires them', () => {
    expect(matchRedirect(rules, '/search', new URLSearchParams('id=42'))?.location).toBe('/item/42/');
    expect(matchRedirect(rules, '/search')?.rule.from).toBe('/*');
  });

  it('falls through to the catch-all 404 rule', () => {
    expect(matchRedirect(rules, '/findes-ikke/')).toMatchObject({
      location: '/404.html',
      rule: { status: 404 },
    });
  });

  it('does not shadow an existing file unless the rule is forced', () => {
    const existing = new URLSearchParams();
    expect(matchRedirect(rules, '/om-os/', existing, true)).toBeNull();
    expect(matchRedirect(rules, '/app/x.js', existing, true)?.location).toBe('/index.html');
  });
});
