import { describe, expect, it } from 'vitest';
import type { LeadSource } from './api.ts';
import { cameFrom } from './came-from.ts';

const site = 'https://www.nordkystbyg.dk';
const source = (referrerHost: string | null, path: string | null = '/kontakt/'): LeadSource => ({
  path,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  referrerHost,
});

describe('where a visitor came from', () => {
  it('is "Direkte" without a referring site', () => {
    expect(cameFrom(source(null), site)).toBe('Direkte');
  });

  it("is the site's own pages when the referring host is the site's, with or without www", () => {
    expect(cameFrom(source('www.nordkystbyg.dk'), site)).toBe('Fra en anden side på hjemmesiden');
    expect(cameFrom(source('nordkystbyg.dk'), site)).toBe('Fra en anden side på hjemmesiden');
    // The site served on this computer.
    expect(cameFrom(source('127.0.0.1'), undefined)).toBe('Fra en anden side på hjemmesiden');
  });

  it('is the other site by its host', () => {
    expect(cameFrom(source('www.google.com'), site)).toBe('www.google.com');
    expect(cameFrom(source('nordkystbyg.dk.example.com'), site)).toBe('nordkystbyg.dk.example.com');
  });

  it('is unknown for a lead sent without its source', () => {
    expect(cameFrom(source(null, null), site)).toBeUndefined();
    expect(cameFrom(undefined, site)).toBeUndefined();
  });
});
