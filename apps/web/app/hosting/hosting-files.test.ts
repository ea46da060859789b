import { describe, expect, it } from 'vitest';
import { publicPages } from '../site-routes.ts';
import { redirectsFile, robotsTxt, sitemapXml } from './hosting-files.ts';

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
