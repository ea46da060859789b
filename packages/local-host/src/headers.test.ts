import { describe, expect, it } from 'vitest';
import { headersFor, parseHeaders } from './headers.ts';

const rules = parseHeaders(`
# caching
/assets/*
  Cache-Control: public, max-age=31536000, immutable
/*
  X-Content-Type-Options: nosniff
/services/:slug/
  X-Page: service
`);

describe('parseHeaders', () => {
  it('groups indented headers under their path', () => {
    expect(rules.map((r) => r.pattern)).toEqual(['/assets/*', '/*', '/services/:slug/']);
    expect(rules[0]?.headers).toEqual([['Cache-Control', 'public, max-age=31536000, immutable']]);
  });

  it('rejects a header line before any path', () => {
    expect(() => parseHeaders('  X-A: b')).toThrow(/line 1/);
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
    expect(headersFor(rules, '/assetsx/a.js').get('cache-control')).toBeNull();
  });

  it('matches a placeholder against exactly one segment', () => {
    expect(headersFor(rules, '/services/nybyg/').get('x-page')).toBe('service');
    expect(headersFor(rules, '/services/a/b/').get('x-page')).toBeNull();
  });
});
