// Every page query, run through the real client against the embedded content server over the seed.
import { SERVICE_OVERVIEW_SLUGS } from '@nordkyst/studio';
import { describe, expect, it } from 'vitest';
import { useSeedServer } from '../test/seed-server.ts';
import {
  aboutPageQuery,
  contactPageQuery,
  galleryPageQuery,
  galleryQuery,
  homePageQuery,
  layoutQuery,
  privacyPolicyQuery,
  processPageQuery,
  quotePageQuery,
  servicePageQuery,
  servicePageSlugsQuery,
  servicesPageQuery,
  servicesQuery,
  siteSettingsQuery,
  testimonialsQuery,
} from './queries.ts';

const seed = useSeedServer();

const imageShape = {
  alt: expect.any(String),
  asset: expect.objectContaining({
    _id: expect.stringMatching(/^image-/),
    url: expect.any(String),
    dimensions: expect.objectContaining({ width: expect.any(Number), height: expect.any(Number) }),
  }),
};

describe('content queries over the seed', () => {
  it('siteSettingsQuery returns the company details', async () => {
    const settings = await seed.client.fetch(siteSettingsQuery);
    expect(settings).toMatchObject({
      companyName: 'Nordkyst Byg ApS',
      cvr: '12345674',
      address: { street: 'Strandvejen 24', postalCode: '3250', town: 'Gilleleje', region: 'Nordsjælland' },
      phone: '+4512345678',
      mapPosition: { lat: 56.1213, lng: 12.3106 },
      siteUrl: 'https://www.nordkystbyg.dk',
    });
  });

  it('layoutQuery returns the settings and the eight services for the navigation', async () => {
    const layout = await seed.client.fetch(layoutQuery);
    expect(layout.settings?.email).toBe('kontakt@nordkystbyg.dk');
    expect(layout.services).toHaveLength(8);
  });

  it('servicesQuery returns the eight services in drag-and-drop order, one without a page', async () => {
    const services = await seed.client.fetch(servicesQuery);
    expect(services.map(({ slug }) => slug)).toEqual(SERVICE_OVERVIEW_SLUGS);
    expect(services.filter(({ hasPage }) => !hasPage).map(({ slug }) => slug)).toEqual(['erhverv']);
    expect(services[0]?.image).toMatchObject(imageShape);
  });

  it('servicePageSlugsQuery lists exactly the seven services that have a page', async () => {
    const slugs = await seed.client.fetch(servicePageSlugsQuery);
    const services = await seed.client.fetch(servicesQuery);
    const withPage = services.filter(({ hasPage }) => hasPage).map(({ slug }) => slug);
    expect(withPage).toHaveLength(7);
    expect(slugs.map(({ slug }) => slug).sort()).toEqual(withPage.sort());
  });

  it('servicePageQuery returns a page with 6 features, 7–8 steps and 2–3 projects', async () => {
    const page = await seed.client.fetch(servicePageQuery, { slug: 'badevaerelser' });
    expect(page?.features).toHaveLength(6);
    expect(page?.process?.length).toBeGreaterThanOrEqual(7);
    expect(page?.process?.length).toBeLessThanOrEqual(8);
    expect(page?.projects?.length).toBeGreaterThanOrEqual(2);
    expect(page?.projects?.length).toBeLessThanOrEqual(3);
    expect(page?.mainImage).toMatchObject(imageShape);
  });

  it('servicePageQuery has no page for the service without one', async () => {
    expect(await seed.client.fetch(servicePageQuery, { slug: 'erhverv' })).toBeNull();
  });

  it('homePageQuery expands the core services, featured projects and testimonials', async () => {
    const home = await seed.client.fetch(homePageQuery);
    expect(home?.heroTagline).toBe('Dit byggeprojekt i trygge hænder');
    expect(home?.coreServices?.map(({ slug }) => slug)).toEqual([
      'boligrenovering',
      'nybyg',
      'anlaegsarbejde',
    ]);
    expect(home?.benefits).toHaveLength(6);
    expect(home?.featuredProjects).toHaveLength(3);
    expect(home?.featuredProjects?.[0]?.image).toMatchObject(imageShape);
    expect(home?.testimonials).toHaveLength(3);
  });

  it('processPageQuery returns the three visit points and four phases with icons', async () => {
    const page = await seed.client.fetch(processPageQuery);
    expect(page?.visitPoints?.map(({ title }) => title)).toEqual(['Besigtigelse', 'Hurtigt svar', 'Gratis']);
    expect(page?.phases?.map(({ icon }) => icon)).toEqual(['chat', 'clipboard', 'hammer', 'check']);
  });

  it('quotePageQuery resolves each expertise picture through its gallery reference', async () => {
    const page = await seed.client.fetch(quotePageQuery);
    expect(page?.steps).toHaveLength(4);
    expect(page?.expertise?.map(({ label, project }) => [label, project?.title])).toEqual([
      ['Køkkener', 'Køkken i eg med kogeø i Hillerød'],
      ['Badeværelser', 'Badeværelsesrenovering i Hornbæk'],
      ['Anlægsarbejde', 'Træhegn i lærk ved parcelhus i Fredensborg'],
      ['Tagarbejde', 'Omlægning af tegltag i Hellebæk'],
    ]);
    expect(page?.expertise?.[0]?.project?.image).toMatchObject(imageShape);
    expect(page?.exampleQuote?.terms?.map(({ value }) => value)).toContain('87.500 kr. inkl. moms');
    expect(page?.exampleDescription?.tips).toHaveLength(5);
  });

  it('every page without its own content has its search texts', async () => {
    for (const query of [servicesPageQuery, galleryPageQuery, contactPageQuery]) {
      const page = await seed.client.fetch(query);
      expect(page?.seoTitle).toEqual(expect.any(String));
      expect(page?.seoDescription).toEqual(expect.any(String));
    }
  });

  it('aboutPageQuery returns the ten primary services', async () => {
    const about = await seed.client.fetch(aboutPageQuery);
    expect(about?.primaryServices).toHaveLength(10);
    expect(about?.approachHeading).toBe('Vores tilgang');
  });

  it('galleryQuery returns all 36 items', async () => {
    const items = await seed.client.fetch(galleryQuery);
    expect(items).toHaveLength(36);
    expect(items[0]?.image).toMatchObject(imageShape);
  });

  it('testimonialsQuery returns three ratings from 1 to 5', async () => {
    const testimonials = await seed.client.fetch(testimonialsQuery);
    expect(testimonials).toHaveLength(3);
    for (const { rating } of testimonials) expect(rating).toBeGreaterThanOrEqual(1);
  });

  it('privacyPolicyQuery returns ten sections, last updated 27 November 2026', async () => {
    const policy = await seed.client.fetch(privacyPolicyQuery);
    expect(policy?.lastUpdated).toBe('2026-11-27');
    expect(policy?.sections).toHaveLength(10);
  });
});
