// Every route of the site as the CDN serves it: status, one h1, title, canonical and structured data,
// the hosting rules (trailing-slash redirects, the job page, 404), and the prerendered HTML itself.

import { expect, test } from '@playwright/test';
import { createClient } from '@sanity/client';

const siteUrl = 'https://www.nordkystbyg.dk';

const content = process.env.SANITY_PROJECT_ID
  ? createClient({
      projectId: process.env.SANITY_PROJECT_ID,
      dataset: process.env.SANITY_DATASET ?? 'production',
      apiVersion: '2025-02-19',
      useCdn: true,
    })
  : createClient({
      projectId: 'nordkyst',
      dataset: 'production',
      apiVersion: '2025-02-19',
      apiHost: process.env.SANITY_API_HOST ?? `http://127.0.0.1:${process.env.CONTENT_PORT ?? 3400}`,
      useProjectHostname: false,
      useCdn: false,
    });

const serviceSlugs = [
  'badevaerelser',
  'boligrenovering',
  'nybyg',
  'anlaegsarbejde',
  'toemreropgaver',
  'vinduer-doere',
  'terrasser',
];

interface RouteCase {
  path: string;
  /** The h1, when the page's own code (not the CMS) sets it. */
  h1?: string;
  jsonLd: string[];
}

const routes: RouteCase[] = [
  { path: '/', jsonLd: ['GeneralContractor'] },
  { path: '/om-os/', jsonLd: ['GeneralContractor', 'BreadcrumbList'] },
  {
    path: '/hvad-du-kan-forvente/',
    h1: 'Hvad du kan forvente',
    jsonLd: ['GeneralContractor', 'HowTo', 'BreadcrumbList'],
  },
  { path: '/galleri/', h1: 'Galleri', jsonLd: ['GeneralContractor', 'ImageGallery', 'BreadcrumbList'] },
  { path: '/services/', h1: 'Vores services', jsonLd: ['GeneralContractor', 'BreadcrumbList'] },
  { path: '/kontakt/', h1: 'Kontakt os', jsonLd: ['GeneralContractor', 'BreadcrumbList'] },
  {
    path: '/fa-tilbud/',
    h1: 'Få et uforpligtende tilbud',
    jsonLd: ['GeneralContractor', 'Service', 'BreadcrumbList'],
  },
  { path: '/privatlivspolitik/', jsonLd: ['GeneralContractor', 'BreadcrumbList'] },
  ...serviceSlugs.map((slug) => ({
    path: `/services/${slug}/`,
    jsonLd: ['GeneralContractor', 'BreadcrumbList'],
  })),
];

/** The HTML's text with React's entity escapes undone, to search for CMS texts. */
async function pageText(response: { text(): Promise<string> }): Promise<string> {
  const entities: Record<string, string> = {
    '&amp;': '&',
    '&quot;': '"',
    '&#x27;': "'",
    '&lt;': '<',
    '&gt;': '>',
  };
  return (await response.text()).replace(/&(amp|quot|#x27|lt|gt);/g, (entity) => entities[entity] ?? entity);
}

function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
}

// The served HTML is the subject here: read without scripts, and without waiting for its pictures.
test.describe('as prerendered', () => {
  test.use({ javaScriptEnabled: false });
  for (const route of routes) {
    test(`${route.path} is prerendered with one h1, its head and structured data`, async ({ page }) => {
      const response = await page.goto(route.path, { waitUntil: 'domcontentloaded' });
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveCount(1);
      if (route.h1) await expect(page.locator('h1')).toHaveText(route.h1);
      await expect(page.locator('html')).toHaveAttribute('lang', 'da');
      await expect(page.locator('title')).toHaveCount(1);
      await expect(page).toHaveTitle(/\S/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteUrl}${route.path}`);
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'da_DK');
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\//);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S{10}/);

      const types = jsonLdBlocks(await page.content()).map((block) => block['@type']);
      expect(types).toEqual(route.jsonLd);
    });
  }
});

test('the company record carries CVR, address, hours Monday to Friday 08:00-16:00 and geo', async ({
  request,
}) => {
  const html = await (await request.get('/kontakt/')).text();
  const company = jsonLdBlocks(html).find((block) => block['@type'] === 'GeneralContractor');
  expect(company).toMatchObject({
    name: 'Nordkyst Byg ApS',
    telephone: '+4512345678',
    email: 'kontakt@nordkystbyg.dk',
    vatID: 'DK12345674',
    address: { streetAddress: 'Strandvejen 24', postalCode: '3250', addressLocality: 'Gilleleje' },
    geo: { latitude: 56.1213, longitude: 12.3106 },
    openingHoursSpecification: { opens: '08:00', closes: '16:00' },
    sameAs: ['https://www.facebook.com/nordkystbyg'],
  });
  const hours = company?.openingHoursSpecification as { dayOfWeek?: string[] } | undefined;
  expect(hours?.dayOfWeek).toHaveLength(5);
});

test('the process page describes four steps as a HowTo, the quote page a free offer', async ({ request }) => {
  const process = jsonLdBlocks(await (await request.get('/hvad-du-kan-forvente/')).text());
  const steps = process.find((b) => b['@type'] === 'HowTo')?.step as unknown[] | undefined;
  expect(steps).toHaveLength(4);
  const quote = jsonLdBlocks(await (await request.get('/fa-tilbud/')).text());
  expect(quote.find((b) => b['@type'] === 'Service')?.offers).toMatchObject({
    price: '0',
    priceCurrency: 'DKK',
  });
});

test('a path without its trailing slash answers 301 to the path with it', async ({ request }) => {
  for (const path of ['/om-os', '/galleri', '/services/nybyg']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(301);
    expect(response.headers().location).toBe(`${path}/`);
  }
});

test('the job application answers 200 at exactly /moldova-ansogning, in Russian, hidden from search', async ({
  page,
  request,
}) => {
  const direct = await request.get('/moldova-ansogning', { maxRedirects: 0 });
  expect(direct.status()).toBe(200);
  expect((await request.get('/moldova-ansogning/', { maxRedirects: 0 })).status()).toBe(404);

  await page.goto('/moldova-ansogning');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.locator('h1')).toHaveText('Заявка на трудоустройство');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
});

test('an unknown path answers 404 with the 404 page', async ({ page }) => {
  const response = await page.goto('/findes-ikke/');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('404 - Side ikke fundet');
  await expect(page.getByText('Beklager, men den side du leder efter findes ikke.')).toBeVisible();
  await page.getByRole('link', { name: 'Gå tilbage til forsiden' }).click();
  await expect(page).toHaveURL('/');
});

test('the prerendered HTML holds each page heading, the services and the gallery without scripts', async ({
  request,
}) => {
  for (const route of routes) {
    const html = await pageText(await request.get(route.path));
    expect(html.match(/<h1[\s>]/g), route.path).toHaveLength(1);
    if (route.h1) expect(html).toContain(route.h1);
  }

  const services = await content.fetch<{ title: string }[]>('*[_type == "service"]{ title }');
  expect(services).toHaveLength(8);
  const servicesHtml = await pageText(await request.get('/services/'));
  for (const { title } of services) expect(servicesHtml).toContain(title);

  const gallery = await content.fetch<{ title: string }[]>('*[_type == "galleryItem"]{ title }');
  expect(gallery).toHaveLength(36);
  const galleryHtml = await pageText(await request.get('/galleri/'));
  for (const { title } of gallery) expect(galleryHtml).toContain(title);

  const home = await pageText(await request.get('/'));
  expect(home).toContain('Dit byggeprojekt i trygge hænder');
  expect(home).toContain('Bedømmelse: 5 ud af 5 stjerner');
});

test('sitemap.xml lists every public page and not the job application; robots.txt points to it', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const route of routes) expect(sitemap).toContain(`<loc>${siteUrl}${route.path}</loc>`);
  expect(sitemap).not.toContain('moldova');
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
});

test('llms.txt introduces the company and links every page of the sitemap', async ({ request }) => {
  const response = await request.get('/llms.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  const text = await response.text();
  expect(text).toMatch(/^# Nordkyst Byg ApS\n/);
  for (const route of routes) expect(text).toContain(`](${siteUrl}${route.path})`);
  expect(text).not.toContain('moldova');
});

test('assets are cached for a year, pages revalidate', async ({ request }) => {
  const html = await request.get('/');
  expect(html.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
  const script = (await html.text()).match(/\/assets\/[^"]+\.js/)?.[0];
  expect(script).toBeTruthy();
  const asset = await request.get(script ?? '');
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});
