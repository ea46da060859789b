import { describe, expect, it } from 'vitest';
import { LOCAL_PREVIEW_ORIGIN, previewOrigin } from './preview-origin.ts';

describe('previewOrigin', () => {
  const deployed = { SANITY_STUDIO_PROJECT_ID: 'abc123de' };

  it('uses the local preview site for a build on this computer', () => {
    expect(previewOrigin({})).toBe(LOCAL_PREVIEW_ORIGIN);
    expect(previewOrigin({ ...deployed, SANITY_STUDIO_LOCAL_API_HOST: 'https://localhost:3333' })).toBe(
      LOCAL_PREVIEW_ORIGIN,
    );
    expect(previewOrigin({ SANITY_STUDIO_PREVIEW_URL: 'http://127.0.0.1:14177' })).toBe(
      'http://127.0.0.1:14177',
    );
  });

  it('refuses a deployed build without its preview URL, or with one on this computer', () => {
    expect(() => previewOrigin(deployed)).toThrow(
      /^SANITY_STUDIO_PREVIEW_URL is required for a deployed Studio build/,
    );
    expect(() => previewOrigin({ ...deployed, SANITY_STUDIO_PREVIEW_URL: ' ' })).toThrow(/is required/);
    for (const local of ['http://127.0.0.1:4177', 'http://localhost:4177', 'https://nordkyst.localhost'])
      expect(() => previewOrigin({ ...deployed, SANITY_STUDIO_PREVIEW_URL: local })).toThrow(
        /not this computer/,
      );
  });

  it('takes the preview deployment’s origin for a deployed build', () => {
    const url = 'https://preview--nordkyst.netlify.app';
    expect(previewOrigin({ ...deployed, SANITY_STUDIO_PREVIEW_URL: url })).toBe(url);
  });
});
