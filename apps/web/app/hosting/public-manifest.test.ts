import { describe, expect, it } from 'vitest';
import { manifestWithout, parseManifest } from './public-manifest.ts';

const manifest = {
  entry: { module: '/assets/entry.client-x.js' },
  routes: {
    root: { id: 'root', path: '' },
    'routes/contact': { id: 'routes/contact', parentId: 'root', path: 'kontakt' },
    'routes/job-application': { id: 'routes/job-application', parentId: 'root', path: 'moldova-ansogning' },
  },
  url: '/assets/manifest-76e85e2c.js',
  version: '76e85e2c',
};

describe('the public route manifest', () => {
  it('is the manifest without the hidden routes, at its own address', () => {
    const text = `window.__reactRouterManifest=${JSON.stringify(manifest)};`;
    const { file, text: written } = manifestWithout(parseManifest(text), ['routes/job-application']);
    expect(file).toMatch(/^manifest-public-[0-9a-f]{8}\.js$/);
    expect(written).not.toContain('moldova');
    const read = parseManifest(written);
    expect(Object.keys(read.routes)).toEqual(['root', 'routes/contact']);
    expect(read.url).toBe(`/assets/${file}`);
    expect(read.version).toBe('76e85e2c');
  });

  it('refuses a manifest written another way, rather than ship the whole one', () => {
    expect(() => parseManifest('export default {};')).toThrow(/no longer/);
  });
});
