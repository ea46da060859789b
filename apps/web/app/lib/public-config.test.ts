import { describe, expect, it } from 'vitest';
import { readPublicConfig } from './public-config.ts';

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
