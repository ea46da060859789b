import { describe, expect, it } from 'vitest';
import type { SiteSettings } from './content-types';
import { seo } from './seo';

const settings = {
  companyName: 'Firma ApS',
  siteUrl: 'https://example.dk',
  defaultSeoDescription: 'Standardbeskrivelse',
  defaultSeoImageUrl: null,
  address: { street: 'Vej 1', postalCode: '3250', town: 'By', region: null },
  openingHoursSpecification: null,
  mapPosition: null,
  socialUrl: null,
} as unknown as SiteSettings;

type Tag = Record<string, unknown>;
const content = (tags: ReturnType<typeof seo>, name: string) =>
  (tags as Tag[]).find((tag) => tag.name === name)?.content;

describe('seo', () => {
  it('uses the owner’s title and description when written', () => {
    const tags = seo({
      settings,
      title: 'Egen titel',
      description: 'Egen tekst',
      heading: 'Galleri',
      path: '/g/',
    });
    expect(tags).toContainEqual({ title: 'Egen titel' });
    expect(content(tags, 'description')).toBe('Egen tekst');
  });

  it('falls back to the heading with the company name, and the site’s default description', () => {
    const tags = seo({ settings, title: null, description: null, heading: 'Galleri', path: '/g/' });
    expect(tags).toContainEqual({ title: 'Galleri | Firma ApS' });
    expect(content(tags, 'description')).toBe('Standardbeskrivelse');
  });

  it('leaves out the structured data the owner has not filled in', () => {
    const tags = seo({ settings, heading: 'Galleri', path: '/g/' });
    const business = (tags as Tag[]).find((tag) => 'script:ld+json' in tag)?.['script:ld+json'];
    expect(business).not.toHaveProperty('geo');
    expect(business).not.toHaveProperty('sameAs');
    expect(business).not.toHaveProperty('openingHoursSpecification');
  });
});
