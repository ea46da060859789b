// Sanity's image CDN URLs: `/images/{projectId}/{dataset}/{sha1}-{w}x{h}.{ext}[/{vanityName}]?w=…`.
import type { Context, Hono } from 'hono';
import type { ImageCache } from '../images/image-cache.ts';
import { chooseFormat, type OutputFormat, parseImageParams } from '../images/image-params.ts';
import { transformImage, transformVersion } from '../images/image-transform.ts';
import type { ContentLake } from '../store/content-lake.ts';

const fileNamePattern = /^[0-9a-f]{40}-\d+x\d+\.[a-z0-9]+$/;

const contentTypes: Record<OutputFormat, string> = {
  jpg: 'image/jpeg',
  pjpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

/** The path segments after `/images/`, decoded; undefined when one is not valid percent-encoding. */
function segments(c: Context): string[] | undefined {
  try {
    return new URL(c.req.url).pathname.split('/').slice(2).map(decodeURIComponent);
  } catch {
    return undefined;
  }
}

export function addImageRoute(app: Hono, lake: ContentLake, cache: ImageCache): void {
  app.get('/images/*', async (c) => {
    const parts = segments(c);
    if (!parts || parts.some((part) => part === '..' || part === '.' || part.includes('\\'))) {
      return c.text('Bad image path', 400);
    }
    // Only names of known assets are ever looked up; nothing from the URL reaches the file system.
    const [projectId, dataset, fileName, ...vanity] = parts;
    if (projectId !== lake.projectId || dataset !== lake.dataset || !fileName || vanity.length > 1) {
      return c.text('Not found', 404);
    }
    if (!fileNamePattern.test(fileName)) {
      return c.text(`Malformed image file name "${fileName}": expected <sha1>-<width>x<height>.<ext>`, 400);
    }
    const asset = lake.image(fileName);
    if (!asset) return c.text(`Image ${fileName} not found`, 404);

    const search = new URL(c.req.url).searchParams;
    const parsed = parseImageParams(search, asset);
    if (!parsed.ok) return c.text(`Invalid image parameters: ${parsed.message}`, 400);
    const params = parsed.params;
    const format = chooseFormat(params, c.req.header('Accept') ?? '', asset.document.extension);

    let image: Awaited<ReturnType<ImageCache['get']>>;
    try {
      const { download: _, ...rendering } = params;
      image = await cache.get({ transformVersion, asset: fileName, params: rendering, format }, () =>
        transformImage(asset.filePath, asset, params, format),
      );
    } catch (error) {
      console.error(`content: transforming ${c.req.url} failed:`, error);
      return c.text('Image transform failed', 500);
    }

    c.header('Content-Type', contentTypes[format]);
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    c.header('X-Image-Cache', image.hit ? 'hit' : 'miss');
    if (params.autoFormat) c.header('Vary', 'Accept', { append: true });
    if (params.download !== undefined) {
      // RFC 6266 with RFC 5987 encoding: any file name, no header injection.
      c.header(
        'Content-Disposition',
        `attachment; filename*=UTF-8''${encodeURIComponent(params.download || fileName)}`,
      );
    }
    return c.body(new Uint8Array(image.body));
  });
}
