// A small seed like `studio/seed/` in a temporary folder: the NDJSON beside this file plus images rendered
// on the spot, so no binary fixture is kept in the repository.
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

export type FixtureSeed = { seedDir: string; cacheDir: string; remove(): Promise<void> };

function drawing(width: number, height: number, hue: number): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="g" x2="1" y2="1">
        <stop offset="0" stop-color="hsl(${hue},60%,70%)"/><stop offset="1" stop-color="hsl(${hue + 60},60%,30%)"/>
      </linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>
      <circle cx="${width * 0.8}" cy="${height / 2}" r="${height / 6}" fill="#f5f0e6"/>
    </svg>`,
  );
}

export const fixtureImages = {
  landscape: { width: 1200, height: 800 },
  portrait: { width: 800, height: 1200 },
} as const;

export async function createFixtureSeed(): Promise<FixtureSeed> {
  const root = await mkdtemp(join(tmpdir(), 'content-lake-'));
  const seedDir = join(root, 'seed');
  await mkdir(join(seedDir, 'images'), { recursive: true });
  await copyFile(
    new URL('./fixtures/production.ndjson', import.meta.url),
    join(seedDir, 'production.ndjson'),
  );
  await Promise.all(
    Object.entries(fixtureImages).map(([name, { width, height }], index) =>
      sharp(drawing(width, height, 30 + index * 150))
        .jpeg({ quality: 85 })
        .toFile(join(seedDir, 'images', `${name}.jpg`)),
    ),
  );
  return { seedDir, cacheDir: join(root, 'cache'), remove: () => rm(root, { recursive: true, force: true }) };
}
