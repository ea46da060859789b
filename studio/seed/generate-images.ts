/**
 * Draws the seed images: one SVG scene per image (see scenes/), rendered by sharp to JPEG in images/.
 * Deterministic: the same content gives the same bytes, so the committed images only change when the
 * content or the drawing does. Run from the repo root: ./node_modules/.bin/node studio/seed/generate-images.ts
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { buildDataset, IMAGE_DIR } from './dataset.ts';
import { renderSvg } from './scenes/render.ts';

// The machine is shared: one image at a time, no cache between them.
sharp.concurrency(1);
sharp.cache(false);

const dir = path.join(import.meta.dirname, IMAGE_DIR);
mkdirSync(dir, { recursive: true });

const { images } = buildDataset();
const files = new Set<string>();
for (const image of images) {
  if (files.has(image.file)) throw new Error(`Two images are named ${image.file}`);
  files.add(image.file);
}

// Remove images the content no longer names.
for (const name of readdirSync(dir)) {
  if (name.endsWith('.jpg') && !files.has(name.slice(0, -'.jpg'.length))) rmSync(path.join(dir, name));
}

let total = 0;
for (const image of images) {
  const jpeg = await sharp(Buffer.from(renderSvg(image)))
    .jpeg({ quality: 78, mozjpeg: true })
    .toBuffer();
  writeFileSync(path.join(dir, `${image.file}.jpg`), jpeg);
  total += jpeg.length;
}
console.log(
  `Wrote ${images.length} images (${(total / 1024 / 1024).toFixed(1)} MB) to ${path.relative(process.cwd(), dir)}`,
);
