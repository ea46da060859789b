// The sections of each page as the spec lists them, read from the served pages.
import { PRIMARY_SERVICES } from '@nordkyst/studio';
import { expect, type Page, test } from '@playwright/test';
import { waitForPageScripts } from './support/hydration.ts';

const section = (page: Page, heading: string) =>
  page
    .getByRole('main')
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: heading, exact: true }) });

test('home: hero, about, three core services, six benefits, three projects, three five-star testimonials', async ({
  page,
}) => {
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main).toContainText('Dit byggeprojekt i trygge hænder');
  await expect(main.getByRole('link', { name: 'Få et uforpligtende tilbud' })).toHaveAttribute(
    'href',
    '/fa-tilbud/',
  );
  const services = section(page, 'Vores kerneydelser');
  await expect(services.getByRole('heading', { level: 3 })).toHaveText([
    'Boligrenovering',
    'Nybyg – Privat',
    'Anlægsarbejde',
  ]);
  await expect(services.getByRole('link', { name: 'Se alle services' })).toHaveAttribute(
    'href',
    '/services/',
  );
  await expect(section(page, 'Derfor vælger kunderne os').getByRole('listitem')).toHaveCount(6);
  const projects = section(page, 'Udvalgte projekter');
  await expect(projects.locator('figure')).toHaveCount(3);
  await expect(projects.getByRole('link', { name: 'Se hele galleriet' })).toHaveAttribute(
    'href',
    '/galleri/',
  );
  await expect(page.getByRole('img', { name: 'Bedømmelse: 5 ud af 5 stjerner' })).toHaveCount(3);
  await expect(main).toContainText('09:00 - 16:00');
});

test('about: mission, the ten primary services, our approach and a link to contact', async ({ page }) => {
  await page.goto('/om-os/');
  const services = section(page, 'Det laver vi').getByRole('listitem');
  await expect(services).toHaveText(PRIMARY_SERVICES);
  await expect(page.getByRole('heading', { name: 'Vores tilgang' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Kontakt os' })).toHaveAttribute(
    'href',
    '/kontakt/',
  );
});

test('process: call button, three visit points and four numbered phases', async ({ page }) => {
  await page.goto('/hvad-du-kan-forvente/');
  await expect(page.getByRole('link', { name: /Ring direkte/ })).toHaveAttribute('href', 'tel:+4512345678');
  const visit = section(page, 'Vi kommer til dig').getByRole('listitem');
  await expect(visit).toHaveCount(3);
  await expect(visit.nth(1)).toContainText('24 timer');
  const phases = section(page, 'Sådan foregår det').getByRole('listitem');
  await expect(phases.getByRole('heading')).toHaveText([
    '1. Indledende dialog',
    '2. Besigtigelse og gennemsigtigt tilbud',
    '3. Kvalitetsbevidst udførelse',
    '4. Aflevering og kvalitetssikring',
  ]);
});

test('contact: hero, form heading and the contact details from the CMS', async ({ page }) => {
  await page.goto('/kontakt/');
  await expect(page.locator('h1')).toHaveText('Kontakt os');
  await expect(page.getByRole('main')).toContainText('Har du spørgsmål?');
  await expect(page.getByRole('heading', { name: 'Send os en besked' })).toBeVisible();
  const details = page.getByRole('complementary');
  for (const text of ['Strandvejen 24', '3250 Gilleleje', '12 34 56 78', 'kontakt@nordkystbyg.dk']) {
    await expect(details).toContainText(text);
  }
  await expect(page.getByRole('button', { name: 'Vis kort' })).toBeVisible();
});

test('quote: hero, two columns, four steps, four expertise images and two dialogs', async ({ page }) => {
  await page.goto('/fa-tilbud/');
  await waitForPageScripts(page);
  await expect(page.locator('h1')).toHaveText('Få et uforpligtende tilbud');
  await expect(page.getByRole('main')).toContainText(
    'Udfyld formularen og modtag et tilbud inden for 48 timer',
  );
  await expect(page.getByRole('heading', { name: 'Fortæl os om dit projekt' })).toBeVisible();
  const steps = page.getByRole('complementary').getByRole('listitem');
  await expect(steps).toHaveCount(4);
  await expect(steps.nth(1)).toContainText('24 timer');
  const expertise = section(page, 'Vores ekspertise er din garanti');
  await expect(expertise.locator('figcaption')).toHaveText([
    'Køkkener',
    'Badeværelser',
    'Anlægsarbejde',
    'Tagarbejde',
  ]);

  const opener = page.getByRole('button', { name: 'Se et eksempel på et tilbud' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Eksempel på et tilbud' });
  await expect(dialog).toBeVisible();
  for (const text of ['køkken', '87.500 kr. inkl. moms', '3 uger', 'gyldigt i 30 dage'])
    await expect(dialog).toContainText(text);
  await expect(dialog.getByRole('button', { name: 'Luk' })).toBeFocused();
  // The page behind a modal dialog is inert: Tab stays in the dialog or leaves for the browser's own UI.
  await page.keyboard.press('Tab');
  expect(
    await page.evaluate<boolean>(
      "document.activeElement?.closest('dialog') !== null || document.activeElement === document.body",
    ),
  ).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await page.getByRole('button', { name: 'Se et eksempel på en god opgavebeskrivelse' }).click();
  const example = page.getByRole('dialog', { name: 'Eksempel på en god opgavebeskrivelse' });
  await expect(example).toBeVisible();
  await example.getByRole('button', { name: 'Luk' }).click();
  await expect(example).toBeHidden();
});

test('privacy: ten numbered sections and the date of the last update', async ({ page }) => {
  await page.goto('/privatlivspolitik/');
  // The date the seed's text last changed, not the spec's 1 August 2023 (decision 053).
  await expect(page.getByRole('main')).toContainText('Sidst opdateret 27. november 2026');
  const headings = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(headings).toHaveCount(10);
  await expect(headings.first()).toHaveText('1. Generelt');
  await expect(headings.last()).toHaveText(/^10\. /);
});

test('privacy: the processors, the job application’s data, and no cookie the site does not set', async ({
  page,
  context,
}) => {
  // The pages with the forms and the embeds, as a visitor reads them before choosing to show an embed.
  for (const path of ['/', '/kontakt/', '/fa-tilbud/', '/privatlivspolitik/']) {
    await page.goto(path);
    await waitForPageScripts(page);
  }
  expect(await context.cookies()).toEqual([]);
  const main = page.getByRole('main');
  await expect(main).toContainText('Hjemmesiden sætter ingen cookies');
  const processors = section(page, '6. Videregivelse af oplysninger');
  for (const processor of ['Supabase', 'Resend', 'Sanity', 'Netlify'])
    await expect(processors.getByRole('listitem').filter({ hasText: `${processor}:` })).toHaveCount(1);
  const collected = section(page, '3. Hvilke oplysninger indsamler vi')
    .getByRole('listitem')
    .filter({ hasText: 'Jobansøgningen' });
  for (const field of ['fødselsdato', 'fødeland', 'fødeby', 'har børn', 'gift', 'sidste adresse i udlandet'])
    await expect(collected).toContainText(field);
});

test('services: eight services with image and text, and a quote invitation', async ({ page }) => {
  await page.goto('/services/');
  const cards = page.getByRole('main').locator('article');
  await expect(cards).toHaveCount(8);
  await expect(cards.locator('img')).toHaveCount(8);
  await expect(page.getByRole('navigation', { name: 'Brødkrummesti' })).toContainText('Hjem');
  await expect(page.getByRole('main').getByRole('link', { name: 'Få et tilbud' })).toHaveAttribute(
    'href',
    '/fa-tilbud/',
  );
});

for (const slug of ['badevaerelser', 'terrasser']) {
  test(`service page ${slug}: one template with benefits, six features, 7–8 steps and 2–3 projects`, async ({
    page,
  }) => {
    await page.goto(`/services/${slug}/`);
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Få et uforpligtende tilbud' }),
    ).toHaveAttribute('href', '/fa-tilbud/');
    await expect(section(page, 'Hvad vi tilbyder').getByRole('listitem')).toHaveCount(6);
    const steps = await section(page, 'Vores proces').getByRole('listitem').count();
    expect(steps).toBeGreaterThanOrEqual(7);
    expect(steps).toBeLessThanOrEqual(8);
    const projects = await section(page, 'Tidligere projekter').locator('article').count();
    expect(projects).toBeGreaterThanOrEqual(2);
    expect(projects).toBeLessThanOrEqual(3);
  });
}
