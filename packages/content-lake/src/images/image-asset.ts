// Turns an image file into the `sanity.imageAsset` document Sanity would create on upload.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import sharp from 'sharp';
import { writeFileAtomic } from './atomic-write.ts';

export type ImageAssetDocument = {
  _id: string;
  _type: 'sanity.imageAsset';
  assetId: string;
  sha1hash: string;
  path: string;
  url: string;
  originalFilename: string;
  extension: string;
  mimeType: string;
  size: number;
  metadata: {
    _type: 'sanity.imageMetadata';
    dimensions: { _type: 'sanity.imageDimensions'; width: number; height: number; aspectRatio: number };
    lqip: string;
    hasAlpha: boolean;
    isOpaque: boolean;
  };
};

/** An asset the image route may serve: its document and the file it was made from. */
export type ImageAsset = {
  document: ImageAssetDocument;
  /** The last path segment image URLs use: `<sha1>-<w>x<h>.<ext>`. */
  fileName: string;
  filePath: string;
  width: number;
  height: number;
};

type ImageFacts = { width: number; height: number; hasAlpha: boolean; lqip: string };

/** The image formats the lake stores, by file extension. */
export const imageMimeTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
};

// Sanity's LQIP is a ~20 px wide JPEG as a data URL; the page blurs it with CSS while the image loads.
const lqipWidth = 20;
/** Part of the cache file name: bump it when the LQIP recipe changes. */
const lqipVersion = 1;

async function measure(file: Buffer): Promise<ImageFacts> {
  const image = sharp(file, { failOn: 'error', autoOrient: true });
  const metadata = await image.metadata();
  const { width, height } = metadata.autoOrient;
  const thumbnail = await image
    .resize({ width: lqipWidth })
    .blur(0.5)
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 60 })
    .toBuffer();
  return {
    width,
    height,
    hasAlpha: metadata.hasAlpha,
    lqip: `data:image/jpeg;base64,${thumbnail.toString('base64')}`,
  };
}

/** Measuring and thumbnailing every image takes seconds; the facts are kept per file hash. */
async function cachedFacts(file: Buffer, sha1: string, cacheDir: string): Promise<ImageFacts> {
  const cacheFile = join(cacheDir, 'lqip', `${sha1}.v${lqipVersion}.json`);
  try {
    return JSON.parse(await readFile(cacheFile, 'utf8')) as ImageFacts;
  } catch {
    const facts = await measure(file);
    await writeFileAtomic(cacheFile, JSON.stringify(facts));
    return facts;
  }
}

export async function createImageAsset(
  filePath: string,
  options: { projectId: string; dataset: string; cacheDir: string },
): Promise<ImageAsset> {
  const file = await readFile(filePath);
  const sha1 = createHash('sha1').update(file).digest('hex');
  const { width, height, hasAlpha, lqip } = await cachedFacts(file, sha1, options.cacheDir);
  const rawExtension = extname(filePath).slice(1).toLowerCase();
  const extension = rawExtension === 'jpeg' ? 'jpg' : rawExtension;
  const fileName = `${sha1}-${width}x${height}.${extension}`;
  const path = `images/${options.projectId}/${options.dataset}/${fileName}`;
  return {
    fileName,
    filePath,
    width,
    height,
    document: {
      _id: `image-${sha1}-${width}x${height}-${extension}`,
      _type: 'sanity.imageAsset',
      assetId: sha1,
      sha1hash: sha1,
      path,
      // Made absolute once the server knows its address (see setAssetBaseUrl).
      url: `/${path}`,
      originalFilename: filePath.split(/[\\/]/).pop() ?? fileName,
      extension,
      mimeType: imageMimeTypes[extension] ?? 'application/octet-stream',
      size: file.byteLength,
      metadata: {
        _type: 'sanity.imageMetadata',
        dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height },
        lqip,
        hasAlpha,
        isOpaque: !hasAlpha,
      },
    },
  };
}
