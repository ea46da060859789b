// Renders one image request with sharp, following the semantics of Sanity's image API.
import sharp, { type Sharp } from 'sharp';
import { type ImageParams, maxDimension, type OutputFormat, type Rect } from './image-params.ts';

type Size = { width: number; height: number };

/** Part of every cache key: bump it when a change here alters the images produced. */
export const transformVersion = 3;

const white = '#ffffff';

/**
 * The size asked for (times `dpr`), shrunk as a whole so that it is never larger than the part of the
 * source it shows: an upscale only costs work and bytes (and a page could ask for 4096x4096 of an icon).
 */
function targetSize(params: ImageParams, region: Size): Partial<Size> {
  const scaled = (value: number | undefined) =>
    value === undefined ? undefined : Math.min(maxDimension, Math.round(value * params.dpr));
  const width = scaled(params.width);
  const height = scaled(params.height);
  // A box the image is fitted inside (clip, max) is kept: resize() does not enlarge into it.
  const inside =
    (params.fit === 'clip' || params.fit === 'max') && width !== undefined && height !== undefined;
  if (inside) return { width, height };
  const shrink = Math.min(
    1,
    width === undefined ? 1 : region.width / width,
    height === undefined ? 1 : region.height / height,
  );
  const fit = (value: number | undefined) =>
    value === undefined ? undefined : Math.max(1, Math.round(value * shrink));
  return { width: fit(width), height: fit(height) };
}

/** For a focal-point crop, the part of `region` around the point with the target's aspect ratio. */
function focalRegion(region: Rect, target: Size, point: { x: number; y: number }): Rect {
  const scale = Math.max(target.width / region.width, target.height / region.height);
  const width = Math.min(region.width, Math.round(target.width / scale));
  const height = Math.min(region.height, Math.round(target.height / scale));
  const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);
  return {
    left: clamp(
      Math.round(region.left + point.x * region.width - width / 2),
      region.left,
      region.left + region.width - width,
    ),
    top: clamp(
      Math.round(region.top + point.y * region.height - height / 2),
      region.top,
      region.top + region.height - height,
    ),
    width,
    height,
  };
}

function resize(image: Sharp, region: Size, target: Partial<Size>, params: ImageParams): Sharp {
  const { width, height } = target;
  if (width === undefined && height === undefined) return image;
  const neverEnlarge = params.fit === 'max' || params.fit === 'min' || params.fit === 'fillmax';
  if (width === undefined || height === undefined) {
    return image.resize({ width, height, withoutEnlargement: neverEnlarge });
  }
  const background = params.background ?? white;
  switch (params.fit) {
    case 'clip':
    case 'max':
      return image.resize({ width, height, fit: 'inside', withoutEnlargement: true });
    case 'scale':
      return image.resize({ width, height, fit: 'fill' });
    case 'fill':
      return image.resize({ width, height, fit: 'contain', background });
    case 'fillmax': {
      if (region.width > width || region.height > height) {
        return image.resize({ width, height, fit: 'contain', background });
      }
      const left = Math.floor((width - region.width) / 2);
      const top = Math.floor((height - region.height) / 2);
      return image.extend({
        left,
        top,
        right: width - region.width - left,
        bottom: height - region.height - top,
        background,
      });
    }
    case 'min': {
      // The requested aspect ratio, but never larger than the source.
      const shrink = Math.min(1, region.width / width, region.height / height);
      return image.resize({
        width: Math.round(width * shrink),
        height: Math.round(height * shrink),
        fit: 'cover',
      });
    }
    case 'crop': {
      if (typeof params.crop === 'object') return image.resize({ width, height, fit: 'fill' });
      const position = params.crop === 'entropy' ? sharp.strategy.entropy : params.crop;
      return image.resize({ width, height, fit: 'cover', position });
    }
  }
}

function adjust(image: Sharp, params: ImageParams): Sharp {
  let adjusted = image;
  if (params.flip.horizontal) adjusted = adjusted.flop();
  if (params.flip.vertical) adjusted = adjusted.flip();
  if (params.blur) adjusted = adjusted.blur(0.3 + params.blur / 20);
  if (params.sharpen) adjusted = adjusted.sharpen({ sigma: 0.5 + params.sharpen / 50 });
  if (params.saturation !== undefined)
    adjusted = adjusted.modulate({ saturation: 1 + params.saturation / 100 });
  if (params.invert) adjusted = adjusted.negate({ alpha: false });
  return adjusted;
}

function encode(image: Sharp, format: OutputFormat, params: ImageParams): Sharp {
  switch (format) {
    case 'jpg':
    case 'pjpg':
      return image
        .flatten({ background: params.background ?? white })
        .jpeg({ quality: params.quality, progressive: format === 'pjpg', mozjpeg: false });
    case 'png':
      return image.png();
    case 'webp':
      return image.webp({ quality: params.quality });
    case 'avif':
      // Effort 2: sharp's default (4) takes seconds per image on a small machine. Effort 0 was
      // faster but its files were larger than WebP's (an 800x600 photo at q=60: AVIF 27.7 KB at effort
      // 0, 18.5 KB at 2, 16.7 KB at 4; WebP 17.6 KB), so the benchmarks measured bytes a CDN would
      // not send. Each variant is encoded once (about 0.3 s) and then served from the disk cache.
      return image.avif({ quality: params.quality, effort: 2 });
  }
}

export async function transformImage(
  filePath: string,
  source: Size,
  params: ImageParams,
  format: OutputFormat,
): Promise<Buffer> {
  let region: Rect = params.rect ?? { left: 0, top: 0, width: source.width, height: source.height };
  const target = targetSize(params, region);
  if (params.fit === 'crop' && typeof params.crop === 'object' && target.width && target.height) {
    region = focalRegion(region, { width: target.width, height: target.height }, params.crop);
  }
  let image = sharp(filePath, { failOn: 'error', autoOrient: true });
  const whole = region.width === source.width && region.height === source.height;
  if (!whole) image = image.extract(region);
  image = resize(image, region, target, params);
  return encode(adjust(image, params), format, params).toBuffer();
}
