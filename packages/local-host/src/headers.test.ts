import { describe, expect, it } from 'vitest';
import { headersFor, readHeaderRules } from './headers.ts';
import { rulesFile } from './rules-file.test-support.ts';

const rules = await readHeaderRules(
  await rulesFile(
    '_headers',
    `
# caching
/assets/*
  Cache-Control: public, max-age=31536000, immutable
/*
  X-Content-Type-Options: nosniff
/services/:slug/
  X-Page: service
`,
  ),
);

describe('readHeaderRules', () => {
  it('groups indented headers under their path', async () => {
    expect(rules.map((r) => r.for)).toEqual(['/assets/*', '/*', '/services/:slug/']);
    expect(rules[0]?.values).toEqual({ 'Cache-Control': 'public, max-age=31536000, immutable' });
  });

  it('rejects a header line before any path', async () => {
    await expect(readHeaderRules(await rulesFile('_headers', '  X-A: b\n'))).rejects.toThrow(/_headers/);
  });

  it('reads no rules when the file does not exist', async () => {
    expect(await readHeaderRules('/nonexistent/_headers')).toEqual([]);
  });
});

describe('headersFor', () => {
  it('applies every matching rule', () => {
    const headers = headersFor(rules, '/assets/app-1.js');
    expect(headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('leaves paths outside a pattern alone', () => {
    expect(headersFor(rules, '/om-os/').get('cache-control')).toBeNull();
    expect(headersFor(rules, '/images/a.js').get('cache-control')).toBeNull();
  });

  it('matches a placeholder against exactly one segment', () => {
    expect(headersFor(rules, '/services/nybyg/').get('x-page')).toBe('service');
    expect(headersFor(rules, '/services/a/b/').get('x-page')).toBeNull();
  });
});
