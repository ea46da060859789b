import { afterEach, describe, expect, it, vi } from 'vitest';
import { createContentClient, readContentConfig } from './client.ts';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('readContentConfig', () => {
  it('points at the embedded content server when no Sanity project is configured', () => {
    expect(readContentConfig({})).toEqual({
      source: 'local',
      projectId: 'nordkyst',
      dataset: 'production',
      apiVersion: '2025-02-19',
      apiHost: 'http://127.0.0.1:3400',
      useProjectHostname: false,
      useCdn: false,
    });
  });

  it('takes the local server address from SANITY_API_HOST', () => {
    expect(readContentConfig({ SANITY_API_HOST: 'http://127.0.0.1:3555/' })).toMatchObject({
      source: 'local',
      apiHost: 'http://127.0.0.1:3555',
    });
  });

  it('talks to Sanity through the CDN, published documents only, when SANITY_PROJECT_ID is set', () => {
    expect(readContentConfig({ SANITY_PROJECT_ID: 'ab12cd34' })).toEqual({
      source: 'cloud',
      projectId: 'ab12cd34',
      dataset: 'production',
      apiVersion: '2025-02-19',
      useCdn: true,
      perspective: 'published',
    });
    expect(readContentConfig({ SANITY_PROJECT_ID: 'ab12cd34', SANITY_DATASET: 'staging' })).toMatchObject({
      dataset: 'staging',
    });
  });

  it('treats an empty SANITY_PROJECT_ID as not set', () => {
    expect(readContentConfig({ SANITY_PROJECT_ID: '' }).source).toBe('local');
  });

  it('names the malformed variable', () => {
    expect(() => readContentConfig({ SANITY_PROJECT_ID: 'My Project' })).toThrow(
      /^Invalid SANITY_PROJECT_ID "My Project"/,
    );
    expect(() => readContentConfig({ SANITY_PROJECT_ID: 'ab12cd34', SANITY_DATASET: 'Prod!' })).toThrow(
      /^Invalid SANITY_DATASET "Prod!"/,
    );
    expect(() => readContentConfig({ SANITY_API_HOST: 'localhost:3400' })).toThrow(
      /^Invalid SANITY_API_HOST "localhost:3400"/,
    );
    expect(() => readContentConfig({ SANITY_API_HOST: 'not a url' })).toThrow(/SANITY_API_HOST/);
  });

  it('reads process.env by default', () => {
    vi.stubEnv('SANITY_PROJECT_ID', '');
    vi.stubEnv('SANITY_API_HOST', 'http://127.0.0.1:3999');
    expect(readContentConfig()).toMatchObject({ source: 'local', apiHost: 'http://127.0.0.1:3999' });
  });
});

describe('createContentClient', () => {
  it('sends queries to the local server without a project hostname', () => {
    const client = createContentClient(readContentConfig({ SANITY_API_HOST: 'http://127.0.0.1:3555' }));
    expect(client.config()).toMatchObject({
      url: 'http://127.0.0.1:3555/v2025-02-19',
      projectId: 'nordkyst',
      dataset: 'production',
      useCdn: false,
    });
    expect(client.getDataUrl('query')).toBe('/data/query/production');
  });

  it('uses the project API CDN in the cloud', () => {
    const client = createContentClient(readContentConfig({ SANITY_PROJECT_ID: 'ab12cd34' }));
    expect(client.config()).toMatchObject({
      cdnUrl: 'https://ab12cd34.apicdn.sanity.io/v2025-02-19',
      useCdn: true,
      perspective: 'published',
    });
  });
});
