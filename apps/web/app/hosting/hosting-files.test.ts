import { describe, expect, it } from 'vitest';
import { publicPages } from '../site-routes.ts';
import { llmsTxt, redirectsFile, robotsTxt, sitemapXml } from './hosting-files.ts';

const pages = publicPages(['nybyg', 'vinduer-doere']);

describe('redirectsFile', () => {
  const rules = redirectsFile(pages)
    .split('\n')
    .filter((line) => line && !line.startsWith('#'));

  it('redirects every page but the home page to its trailing-slash form', () => {
    expect(rules).toContain('/om-os /om-os/ 301');
    expect(rules).toContain('/services/vinduer-doere /services/vinduer-doere/ 301');
    expect(rules.filter((r) => r.endsWith(' 301'))).toHaveLength(pages.length - 1);
  });

  it('never redirects the job application and ends with the 404 catch-all', () => {
    expect(rules.some((r) => r.startsWith('/moldova-ansogning'))).toBe(false);
    expect(rules.at(-1)).toBe('/* /404.html 404');
  });

  it("puts the owner's redirects before the catch-alls, the preview's SPA shell included", () => {
    const owned = [{ from: '/services/tage/', to: '/services/nybyg/' }];
    const lines = redirectsFile(pages, owned, true).split('\n');
    const at = lines.indexOf('/services/tage/ /services/nybyg/ 301');
    expect(at).toBeGreaterThan(0);
    expect(at).toBeLessThan(lines.indexOf('/services/:slug/ /preview-shell.html 200'));
  });

  it('answers a service without a page with the SPA shell in the preview build only', () => {
    const shell = '/services/:slug/ /preview-shell.html 200';
    expect(rules).not.toContain(shell);
    expect(redirectsFile(pages, [], true).split('\n').slice(-3, -1)).toEqual([shell, '/* /404.html 404']);
  });
});

describe('sitemapXml', () => {
  const xml = sitemapXml('https://www.nordkystbyg.dk', pages);

  it('lists every public page with its canonical address', () => {
    expect(xml).toContain('<loc>https://www.nordkystbyg.dk/</loc>');
    expect(xml).toContain('<loc>https://www.nordkystbyg.dk/services/nybyg/</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(pages.length);
  });

  it('leaves out the job application', () => {
    expect(xml).not.toContain('moldova');
  });
});

describe('robotsTxt', () => {
  it('points to the sitemap', () => {
    expect(robotsTxt('https://example.dk')).toContain('Sitemap: https://example.dk/sitemap.xml');
  });
});

describe('llmsTxt', () => {
  const text = llmsTxt({
    settings: {
      companyName: 'Nordkyst Byg ApS',
      aboutShort: 'Et lokalt byggefirma\ni Gilleleje.',
      address: { street: 'Strandvejen 24', postalCode: '3250', town: 'Gilleleje', region: 'Nordsjælland' },
      phoneDisplay: '12 34 56 78',
      email: 'kontakt@nordkystbyg.dk',
      openingHours: '09:00 - 16:00',
      cvr: '12345674',
      callbackPromise: 'inden for 24 timer',
      siteUrl: 'https://www.nordkystbyg.dk',
    },
    services: [
      { title: 'Nybyg', slug: 'nybyg', shortDescription: 'Nye huse.', hasPage: true },
      { title: 'Tag [og] facade', slug: 'tag', shortDescription: 'Tage.', hasPage: false },
    ],
  });

  it('opens with the company as the H1 and its summary as the quote, on one line', () => {
    expect(text.startsWith('# Nordkyst Byg ApS\n\n> Et lokalt byggefirma i Gilleleje.\n')).toBe(true);
    expect(text).toContain(
      'Telefon: 12 34 56 78 (09:00 - 16:00). E-mail: kontakt@nordkystbyg.dk. CVR: 12345674.',
    );
  });

  it('links every public page and every service that has one, with absolute addresses', () => {
    expect(text).toContain('- [Om os](https://www.nordkystbyg.dk/om-os/)');
    expect(text).toContain('- [Få et tilbud](https://www.nordkystbyg.dk/fa-tilbud/)');
    expect(text).toContain('- [Privatlivspolitik](https://www.nordkystbyg.dk/privatlivspolitik/)');
    expect(text).toContain('- [Nybyg](https://www.nordkystbyg.dk/services/nybyg/): Nye huse.');
    expect(text).not.toContain('moldova');
  });

  it('names a service without a page unlinked, its brackets escaped', () => {
    expect(text).toContain('- Tag \\[og\\] facade: Tage.');
  });
});
