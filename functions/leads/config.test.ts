import { describe, expect, it } from 'vitest';
import { assertProductionLeadsConfig, loadLeadsConfig } from './config.ts';

const production = {
  SANITY_PROJECT_ID: 'abc123de',
  STUDIO_ORIGINS: 'https://nordkyst.sanity.studio',
  SUPABASE_DB_URL: 'postgresql://postgres@db.example.supabase.co:5432/postgres',
  LEADS_LINK_SECRET: 'l'.repeat(40),
  LEAD_ACTION_SECRET: 'a'.repeat(40),
  ALLOWED_ORIGINS: 'https://www.nordkystbyg.dk',
};

describe('the leads configuration', () => {
  it('defaults to the administrator role and Sanity’s API host', () => {
    const config = loadLeadsConfig(production);
    expect(config).toMatchObject({
      sanityProjectId: 'abc123de',
      sanityApiHost: 'https://api.sanity.io',
      allowedRoles: ['administrator'],
      allowedUsers: [],
      studioOrigins: ['https://nordkyst.sanity.studio'],
      siteOrigins: ['https://www.nordkystbyg.dk'],
      leadActionSecret: 'a'.repeat(40),
    });
    expect(() => assertProductionLeadsConfig(config, production)).not.toThrow();
  });

  it('takes a list of allowed users, in lower case', () => {
    expect(loadLeadsConfig({ LEADS_ALLOWED_USERS: 'pAbc, Ejer@Nordkystbyg.dk' }).allowedUsers).toEqual([
      'pabc',
      'ejer@nordkystbyg.dk',
    ]);
  });

  it.each([
    ['SANITY_PROJECT_ID', { SANITY_PROJECT_ID: '' }],
    ['STUDIO_ORIGINS', { STUDIO_ORIGINS: '' }],
    ['LEADS_LINK_SECRET', { LEADS_LINK_SECRET: '' }],
    ['DATABASE_URL', { SUPABASE_DB_URL: '' }],
    ['LEAD_ACTION_SECRET', { LEAD_ACTION_SECRET: '' }],
    ['ALLOWED_ORIGINS', { ALLOWED_ORIGINS: '' }],
    ['ALLOWED_ORIGINS', { ALLOWED_ORIGINS: 'http://127.0.0.1:4173' }],
    ['STUDIO_ORIGINS', { STUDIO_ORIGINS: 'https://nordkyst.localhost:3333' }],
    ['SANITY_API_HOST', { SANITY_API_HOST: 'https://localhost:3333' }],
  ])('refuses to start in production without a proper %s', (variable, change) => {
    const env = { ...production, ...change };
    expect(() => assertProductionLeadsConfig(loadLeadsConfig(env), env)).toThrow(variable);
  });

  it('refuses a Studio origin that is not an origin, and a short link secret', () => {
    expect(() => loadLeadsConfig({ STUDIO_ORIGINS: 'https://nordkyst.sanity.studio/desk' })).toThrow(
      'STUDIO_ORIGINS',
    );
    expect(() => loadLeadsConfig({ LEADS_LINK_SECRET: 'short' })).toThrow('LEADS_LINK_SECRET');
    expect(() => loadLeadsConfig({ LEAD_ACTION_SECRET: 'short' })).toThrow('LEAD_ACTION_SECRET');
    expect(() => loadLeadsConfig({ ALLOWED_ORIGINS: 'https://nordkystbyg.dk/kontakt/' })).toThrow(
      'ALLOWED_ORIGINS',
    );
  });
});
