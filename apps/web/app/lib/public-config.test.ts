import { describe, expect, it } from 'vitest';
import { readPublicConfig, readStorageUploadUrl } from './public-config.ts';

const jwt = (role: string) =>
  `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify({ role })).replace(/=+$/, '')}.c2ln`;

describe('readPublicConfig', () => {
  it('defaults to the local functions runner and its public demo key', () => {
    const config = readPublicConfig({});
    expect(config.supabaseUrl).toBe('http://127.0.0.1:54321');
    expect(config.supabaseAnonKey).toMatch(/^eyJ/);
  });

  it('reads the production project URL and anon key', () => {
    expect(
      readPublicConfig({
        VITE_SUPABASE_URL: 'https://abc.supabase.co/',
        VITE_SUPABASE_ANON_KEY: jwt('anon'),
      }),
    ).toEqual({
      supabaseUrl: 'https://abc.supabase.co',
      supabaseAnonKey: jwt('anon'),
    });
  });

  it('names the variable when the URL is malformed', () => {
    expect(() => readPublicConfig({ VITE_SUPABASE_URL: 'abc.supabase.co' })).toThrow(
      /^VITE_SUPABASE_URL must be/,
    );
  });

  it('refuses a secret key where the public one belongs', () => {
    expect(() => readPublicConfig({ VITE_SUPABASE_ANON_KEY: jwt('service_role') })).toThrow(
      /^VITE_SUPABASE_ANON_KEY holds a secret key/,
    );
    expect(() => readPublicConfig({ VITE_SUPABASE_ANON_KEY: 'sb_secret_abc123' })).toThrow(
      /VITE_SUPABASE_ANON_KEY/,
    );
  });
});

describe('readStorageUploadUrl', () => {
  it('is unset by default: send-email hands out the project’s own storage', () => {
    expect(readStorageUploadUrl({ VITE_SUPABASE_URL: 'https://abc.supabase.co' })).toBeUndefined();
  });

  it('reads the direct storage host’s upload URL, and names the variable when it is malformed', () => {
    const direct = 'https://abc.storage.supabase.co/storage/v1/upload/resumable/sign';
    expect(readStorageUploadUrl({ VITE_STORAGE_UPLOAD_URL: ` ${direct} ` })).toBe(direct);
    expect(() => readStorageUploadUrl({ VITE_STORAGE_UPLOAD_URL: `${direct}?x=1` })).toThrow(
      /^VITE_STORAGE_UPLOAD_URL must be/,
    );
  });
});
