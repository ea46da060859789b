// Loads `production.ndjson` the way `sanity dataset import` would: published documents only, with every
// `_sanityAsset` image turned into a `sanity.imageAsset` document and a reference to it.
import { readFile } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createImageAsset, type ImageAsset } from '../images/image-asset.ts';
import type { SanityDocument } from './documents.ts';

export type SeedContent = {
  documents: SanityDocument[];
  /** Keyed by the file name image URLs use: `<sha1>-<w>x<h>.<ext>`. */
  images: Map<string, ImageAsset>;
};

export type SeedOptions = { seedDir: string; cacheDir: string; projectId: string; dataset: string };

const seedFileName = 'production.ndjson';

function parseLines(text: string, file: string): SanityDocument[] {
  return text
    .split('\n')
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(({ line }) => line !== '')
    .map(({ line, number }) => {
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch (error) {
        throw new Error(`${file}:${number}: not valid JSON (${(error as Error).message})`);
      }
      const document = value as Partial<SanityDocument> | null;
      if (typeof document?._id !== 'string' || typeof document._type !== 'string') {
        throw new Error(`${file}:${number}: a document needs a string _id and _type`);
      }
      return document as SanityDocument;
    });
}

/** Resolves `image@file://./images/x.jpg` inside the seed folder, refusing anything outside it. */
function assetPath(reference: string, seedDir: string): string {
  const match = /^image@(file:\/\/.+)$/.exec(reference);
  if (!match?.[1])
    throw new Error(`Unsupported _sanityAsset "${reference}": only image@file:// is supported`);
  const location = match[1];
  const path = location.startsWith('file://./')
    ? resolve(seedDir, location.slice('file://'.length))
    : fileURLToPath(location);
  const inside = relative(seedDir, path);
  if (inside.startsWith('..') || isAbsolute(inside)) {
    throw new Error(`_sanityAsset "${reference}" points outside the seed folder ${seedDir}`);
  }
  return path;
}

type AssetLoader = (path: string) => Promise<ImageAsset>;

/** Replaces every `{ _sanityAsset, ...rest }` below `value` with `{ _type: 'image', asset: ref, ...rest }`. */
async function linkAssets(value: unknown, load: AssetLoader, seedDir: string): Promise<unknown> {
  if (Array.isArray(value)) return Promise.all(value.map((item) => linkAssets(item, load, seedDir)));
  if (value === null || typeof value !== 'object') return value;
  const { _sanityAsset, ...fields } = value as Record<string, unknown>;
  const entries = await Promise.all(
    Object.entries(fields).map(
      async ([key, field]) => [key, await linkAssets(field, load, seedDir)] as const,
    ),
  );
  const linked = Object.fromEntries(entries);
  if (typeof _sanityAsset !== 'string') return linked;
  const asset = await load(assetPath(_sanityAsset, seedDir));
  return { _type: 'image', ...linked, asset: { _type: 'reference', _ref: asset.document._id } };
}

export async function loadSeed(options: SeedOptions): Promise<SeedContent> {
  const seedDir = resolve(options.seedDir);
  const file = join(seedDir, seedFileName);
  const published = parseLines(await readFile(file, 'utf8'), file).filter(
    (document) => !document._id.startsWith('drafts.'),
  );

  // One load per file, however many documents use it.
  const loading = new Map<string, Promise<ImageAsset>>();
  const load: AssetLoader = (path) => {
    let asset = loading.get(path);
    if (!asset) {
      asset = createImageAsset(path, options);
      loading.set(path, asset);
    }
    return asset;
  };
  const documents = (await Promise.all(
    published.map((document) => linkAssets(document, load, seedDir)),
  )) as SanityDocument[];

  const images = new Map<string, ImageAsset>();
  for (const asset of await Promise.all(loading.values())) {
    if (!images.has(asset.fileName)) {
      images.set(asset.fileName, asset);
      documents.push(asset.document);
    }
  }
  return { documents, images };
}
