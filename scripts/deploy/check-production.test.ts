import { describe, expect, it } from 'vitest';
import { isProductionBuild, loopbackInPolicies, productionEnvProblems } from './check-production.ts';

const production = {
  SANITY_PROJECT_ID: 'abc123de',
  VITE_SUPABASE_URL: 'https://abcdefgh.supabase.co',
  VITE_SUPABASE_ANON_KEY: 'sb_publishable_x',
};

describe('production build configuration', () => {
  it('is a production build with Sanity’s cloud configured or on Netlify, not on a local or CI run', () => {
    expect(isProductionBuild(production)).toBe(true);
    expect(isProductionBuild({ NETLIFY: 'true' })).toBe(true);
    expect(isProductionBuild({ CI: 'true' })).toBe(false);
    expect(isProductionBuild({})).toBe(false);
  });

  it('accepts a complete configuration', () => {
    expect(productionEnvProblems(production)).toEqual([]);
  });

  it('names each missing variable and each pointing at this machine', () => {
    expect(productionEnvProblems({ NETLIFY: 'true' })).toEqual([
      'SANITY_PROJECT_ID is required for a production build',
      'VITE_SUPABASE_URL is required for a production build',
      'VITE_SUPABASE_ANON_KEY is required for a production build',
    ]);
    expect(
      productionEnvProblems({
        ...production,
        VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
        VITE_STORAGE_UPLOAD_URL: 'http://127.0.0.1:54321/storage/v1/upload/resumable/sign',
        SANITY_API_HOST: 'http://localhost:3400',
      }),
    ).toEqual([
      'VITE_SUPABASE_URL points at a loopback address (http://127.0.0.1:54321)',
      'VITE_STORAGE_UPLOAD_URL points at a loopback address (http://127.0.0.1:54321/storage/v1/upload/resumable/sign)',
      'SANITY_API_HOST points at a loopback address (http://localhost:3400)',
    ]);
  });

  it('refuses the functions’ loopback relaxation in a production build', () => {
    expect(productionEnvProblems({ ...production, ALLOW_LOOPBACK_SERVICES: 'true' })).toEqual([
      'ALLOW_LOOPBACK_SERVICES is set: it is for the tests on this machine, never for production',
    ]);
  });

  it('finds a loopback origin the build was configured with in its policies', () => {
    const local =
      "/*\n  Content-Security-Policy: connect-src 'self' http://127.0.0.1:54321; img-src http://127.0.0.1:3400\n";
    expect(loopbackInPolicies('_headers', local)).toEqual([
      '_headers: the Content-Security-Policy allows http://127.0.0.1:54321',
      '_headers: the Content-Security-Policy allows http://127.0.0.1:3400',
    ]);
    expect(loopbackInPolicies('/om-os/', 'img-src http://localhost:3400')).toEqual([
      '/om-os/: the Content-Security-Policy allows http://localhost:3400',
    ]);
    expect(loopbackInPolicies('_headers', "connect-src 'self' https://abcdefgh.supabase.co")).toEqual([]);
  });
});
