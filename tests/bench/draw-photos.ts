// A 12-megapixel phone photo for the benches, drawn in the page (the photos bench scales them, the quote
// bench sends them).
import type { Page } from '@playwright/test';

/** Draws a 4000x3000 JPEG with enough detail to compress like a photo, kept in the page as `window.benchPhotos`. */
export function drawPhoto(page: Page, seed: number): Promise<number> {
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
