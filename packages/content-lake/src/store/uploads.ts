// Uploaded image files, kept by content hash (`<sha1>.<ext>`) so the same picture is stored once and its
// asset document made through the same pipeline as the seed's images.
import { createHash } from 'node:crypto';
import { mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { writeFileAtomic } from '../images/atomic-write.ts';
import { createImageAsset, type ImageAsset, imageMimeTypes } from '../images/image-asset.ts';
import { failure } from './errors.ts';

export type Uploads = {
  find(fileName: string): ImageAsset | undefined;
  store(bytes: Uint8Array, originalFilename: string): Promise<ImageAsset>;
};

type UploadOptions = { dir: string; cacheDir: string; projectId: string; dataset: string };

/** The file's real format, whatever its name says; undefined when sharp cannot read it as an image. */
async function imageExtension(bytes: Uint8Array): Promise<string | undefined> {
  try {
    const { format } = await sharp(bytes, { failOn: 'error' }).metadata();
    // sharp names AVIF by its container (heif) and JPEG in full.
    const extension = format === 'heif' ? 'avif' : format === 'jpeg' ? 'jpg' : format;
    return extension && Object.hasOwn(imageMimeTypes, extension) ? extension : undefined;
  } catch {
    return undefined;
  }
}

export async function createUploads(options: UploadOptions): Promise<Uploads> {
  const byFileName = new Map<string, ImageAsset>();
  const add = async (path: string, originalFilename?: string) => {
    const asset = await createImageAsset(path, options);
    if (originalFilename) asset.document.originalFilename = originalFilename;
    byFileName.set(asset.fileName, asset);
    return asset;
  };
  await mkdir(options.dir, { recursive: true });
  for (const name of await readdir(options.dir)) {
    if (/^[0-9a-f]{40}\.[a-z]+$/.test(name)) await add(join(options.dir, name));
  }
  return {
    find: (fileName) => byFileName.get(fileName),
    async store(bytes, originalFilename) {
      const extension = await imageExtension(bytes);
      if (!extension) {
        throw failure(
          400,
          0,
          'invalidImageError',
          'The uploaded file is not an image (JPEG, PNG, WebP, GIF or AVIF)',
        );
      }
      const sha1 = createHash('sha1').update(bytes).digest('hex');
      const path = join(options.dir, `${sha1}.${extension}`);
      await writeFileAtomic(path, bytes);
      return add(path, originalFilename);
    },
  };
}
