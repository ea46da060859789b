// Time to scale five 12-megapixel photos in the quote form's file picker, in Debian's chromium.
// Run against a served build: BASE_URL=http://127.0.0.1:4173 ./node_modules/.bin/node tests/bench/scale-photos.ts
// The photos are drawn in the browser (4000x3000 JPEG with detail and grain), then chosen in the form.
import { chromium } from '@playwright/test';
import { browserPath, chromiumFlags } from '../chromium.ts';
import { drawPhoto } from './draw-photos.ts';

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:4173';
const PHOTOS = 5;

const browser = await chromium.launch({ executablePath: browserPath, args: chromiumFlags });
try {
  const page = await browser.newPage();
  await page.goto(`${BASE_URL}/fa-tilbud/`);
  // The form hydrates at the first interaction (docs/decisions/024-html-first.md).
  await page.getByLabel('Beskriv din opgave').focus();
  await page.locator('form[data-ready]').waitFor();

  let originalBytes = 0;
  for (let i = 1; i <= PHOTOS; i++) originalBytes += await drawPhoto(page, i);

  // Chosen as a person would (a change event on the picker), timed in the page until all are listed.
  const totalMs = await page.evaluate(async (count) => {
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input on the page');
    const files = new DataTransfer();
    for (const photo of (window as unknown as { benchPhotos: File[] }).benchPhotos) files.items.add(photo);
    const started = performance.now();
    input.files = files.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await new Promise<void>((resolve) => {
      const listed = () => document.querySelectorAll('ul[aria-label="Valgte filer"] li').length >= count;
      new MutationObserver((_, observer) => {
        if (listed()) {
          observer.disconnect();
          resolve();
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    return performance.now() - started;
  }, PHOTOS);

  const scaledBytes = await page.evaluate(async () => {
    // The sizes the picker shows ("1,2 MB"), summed.
    const items = Array.from(document.querySelectorAll('ul[aria-label="Valgte filer"] li'));
    return items.reduce((sum, li) => {
      const match = li.textContent?.match(/([\d,]+) (B|KB|MB)/);
      if (!match) return sum;
      const value = Number(match[1]?.replace(',', '.'));
      return sum + value * ({ B: 1, KB: 1024, MB: 1024 * 1024 }[match[2] as 'B' | 'KB' | 'MB'] ?? 1);
    }, 0);
  });

  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  console.log(`scale-photos: ${PHOTOS} photos of 4000x3000, ${mb(originalBytes)} MB in all`);
  console.log(`scaled to 2560 px (long edge) and listed in the quote form: ${(totalMs / 1000).toFixed(2)} s`);
  console.log(
    `after scaling: ~${mb(scaledBytes)} MB in all (${mb((scaledBytes * 4) / 3)} MB as base64, limit 40 MB)`,
  );
} finally {
  await browser.close();
}
