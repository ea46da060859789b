import type { SiteSettingsQueryResult } from '@nordkyst/content';
import { describe, expect, it } from 'vitest';
import { siteSettingsFrom } from './site-settings';

const settings: NonNullable<SiteSettingsQueryResult> = {
  companyName: 'Firma ApS',
  legalForm: null,
  cvr: '12345674',
  address: { street: 'Vej 1', postalCode: '3250', town: 'By', region: null },
  phone: '+4512345678',
  phoneDisplay: '12 34 56 78',
  email: 'a@b.dk',
  openingHours: '09:00 - 16:00',
  openingHoursSpecification: null,
  callbackPromise: 'inden for 24 timer',
  socialUrl: null,
  mapPosition: null,
  siteUrl: 'https://example.dk//',
  aboutShort: 'Om firmaet.',
  invitationHeading: 'Klar?',
  invitationText: 'Fortæl os om det.',
  defaultSeoDescription: null,
  defaultSeoImage: null,
};

describe('siteSettingsFrom', () => {
  it('keeps what the studio leaves optional as null, so its uses can hide', () => {
    const result = siteSettingsFrom(settings);
    expect(result).toMatchObject({
      legalForm: null,
      openingHoursSpecification: null,
      socialUrl: null,
      mapPosition: null,
      defaultSeoImageUrl: null,
      address: { region: null },
    });
  });

  it('drops the trailing slash of the site address', () => {
    expect(siteSettingsFrom(settings).siteUrl).toBe('https://example.dk');
  });

  it('falls back to the short about text when no default search description is written', () => {
    expect(siteSettingsFrom(settings).defaultSeoDescription).toBe('Om firmaet.');
    expect(
      siteSettingsFrom({ ...settings, defaultSeoDescription: 'Egen beskrivelse' }).defaultSeoDescription,
    ).toBe('Egen beskrivelse');
  });

  it('treats a map pin without both coordinates as no pin', () => {
    expect(siteSettingsFrom({ ...settings, mapPosition: { lat: 56, lng: null } }).mapPosition).toBeNull();
    expect(siteSettingsFrom({ ...settings, mapPosition: { lat: 56, lng: 12 } }).mapPosition).toEqual({
      lat: 56,
      lng: 12,
    });
  });

  it('gives the closing invitation the owner wrote, trimmed', () => {
    expect(siteSettingsFrom({ ...settings, invitationText: ' Fortæl os om det. ' }).invitation).toEqual({
      heading: 'Klar?',
      text: 'Fortæl os om det.',
    });
  });

  it('stops the build, naming the field in the studio, when a document predates a required field', () => {
    const published = { ...settings } as Partial<typeof settings>;
    delete published.invitationHeading;
    expect(() => siteSettingsFrom(published as typeof settings)).toThrow(
      /siteSettings\.invitationHeading \(Firmaoplysninger → Hjemmeside → Overskrift på opfordringen nederst\)/,
    );
    expect(() => siteSettingsFrom({ ...settings, invitationText: '  ' })).toThrow(/invitationText/);
  });

  it('names the missing document when the dataset has no site settings', () => {
    expect(() => siteSettingsFrom(null)).toThrow(/"siteSettings"/);
  });
});
