// Time to scale five 12-megapixel photos in the quote form's file picker, in Debian's chromium.
// Run against a served build: BASE_URL=http://127.0.0.1:4173 ./node_modules/.bin/node tests/bench/scale-photos.ts
// The photos are drawn in the browser (4000x3000 JPEG with detail and grain), then chosen in the form.
import { chromium, type Page } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../chromium.ts';

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:4173';
const PHOTOS = 5;

/** Draws a 4000x3000 JPEG with enough detail to compress like a photo, kept in the page as `window.benchPhotos`. */
function drawPhoto(page: Page, seed: number): Promise<number> {
  return page.evaluate(async (seed) => {
    const canvas = new OffscreenCanvas(4000, 3000);
    const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
    let state = seed * 9301 + 49297;
    const random = () => {
      state = (state * 9301 + 49297) % 233280;
      return state / 233280;
    };
    const sky = ctx.createLinearGradient(0, 0, 0, 3000);
    sky.addColorStop(0, '#7fb2d9');
    sky.addColorStop(1, '#c9b48a');
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, 4000, 3000);
    for (let i = 0; i < 6000; i++) {
      ctx.fillStyle = `hsla(${random() * 360}, 40%, ${30 + random() * 50}%, ${0.2 + random() * 0.6})`;
      ctx.fillRect(random() * 4000, random() * 3000, 5 + random() * 120, 5 + random() * 120);
    }
    // Fine grain, as a sensor gives.
    const grain = ctx.getImageData(0, 0, 4000, 3000);
    for (let i = 0; i < grain.data.length; i += 4) {
      const n = (random() - 0.5) * 40;
      grain.data[i] = (grain.data[i] ?? 0) + n;
      grain.data[i + 1] = (grain.data[i + 1] ?? 0) + n;
      grain.data[i + 2] = (grain.data[i + 2] ?? 0) + n;
    }
    ctx.putImageData(grain, 0, 0);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.85 });
    const holder = window as unknown as { benchPhotos?: File[] };
    holder.benchPhotos = [
      ...(holder.benchPhotos ?? []),
      new File([blob], `foto-${seed}.jpg`, { type: 'image/jpeg' }),
    ];
    return blob.size;
  }, seed);
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  const page = await browser.newPage();
  await page.goto(`${BASE_URL}/fa-tilbud/`);
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
