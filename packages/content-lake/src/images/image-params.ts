// Reads the transformation parameters of Sanity's image API (as @sanity/image-url writes them) into a
// normalised request, rejecting malformed values with a message that names the parameter.

/** The largest width or height served: twice what the site asks for; more only costs the lake. */
export const maxDimension = 4096;
/** Sanity's blur goes to 2000; past 100 a blur costs seconds of CPU and shows nothing more. */
export const maxBlur = 100;

export type FitMode = 'clip' | 'crop' | 'fill' | 'fillmax' | 'max' | 'min' | 'scale';
export type OutputFormat = 'jpg' | 'pjpg' | 'png' | 'webp' | 'avif';
export type Rect = { left: number; top: number; width: number; height: number };

export type ImageParams = {
  rect?: Rect;
  width?: number;
  height?: number;
  fit: FitMode;
  /** Where a `fit=crop` cut is anchored: sharp gravity, `entropy`, or a focal point (0..1). */
  crop: string | { x: number; y: number };
  format?: OutputFormat;
  autoFormat: boolean;
  quality: number;
  dpr: number;
  blur?: number;
  sharpen?: number;
  flip: { horizontal: boolean; vertical: boolean };
  invert: boolean;
  saturation?: number;
  background?: string;
  download?: string;
};

export type ParseResult = { ok: true; params: ImageParams } | { ok: false; message: string };

class InvalidParam extends Error {}

const fits: readonly FitMode[] = ['clip', 'crop', 'fill', 'fillmax', 'max', 'min', 'scale'];
const formats: readonly OutputFormat[] = ['jpg', 'pjpg', 'png', 'webp', 'avif'];
const cropSides: Record<string, string> = { top: 'north', bottom: 'south', left: 'west', right: 'east' };
const defaultQuality = 75;

function integer(name: string, raw: string, min: number, max: number): number {
  if (!/^-?\d+$/.test(raw)) throw new InvalidParam(`${name} must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) {
    throw new InvalidParam(`${name} must be between ${min} and ${max}, got ${value}`);
  }
  return value;
}

function decimal(name: string, raw: string, min: number, max: number): number {
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(raw)) throw new InvalidParam(`${name} must be a number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) {
    throw new InvalidParam(`${name} must be between ${min} and ${max}, got ${value}`);
  }
  return value;
}

function oneOf<T extends string>(name: string, raw: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new InvalidParam(`${name} must be one of ${allowed.join(', ')}, got "${raw}"`);
  }
  return raw as T;
}

function parseRect(raw: string, image: { width: number; height: number }): Rect {
  const parts = raw.split(',');
  if (parts.length !== 4) throw new InvalidParam(`rect must be left,top,width,height, got "${raw}"`);
  const [left, top, width, height] = parts.map((part, index) =>
    integer(`rect ${['left', 'top', 'width', 'height'][index]}`, part, index < 2 ? 0 : 1, maxDimension * 4),
  ) as [number, number, number, number];
  if (left + width > image.width || top + height > image.height) {
    throw new InvalidParam(`rect ${raw} lies outside the ${image.width}x${image.height} image`);
  }
  return { left, top, width, height };
}

/** `crop=top,left` -> sharp's `northwest`; `focalpoint` reads `fp-x`/`fp-y`. */
function parseCrop(raw: string | null, search: URLSearchParams): ImageParams['crop'] {
  if (raw === null || raw === 'center') return 'centre';
  if (raw === 'entropy') return 'entropy';
  if (raw === 'focalpoint') {
    return {
      x: decimal('fp-x', search.get('fp-x') ?? '0.5', 0, 1),
      y: decimal('fp-y', search.get('fp-y') ?? '0.5', 0, 1),
    };
  }
  const sides = raw.split(',').map((side) => {
    const gravity = cropSides[side];
    if (!gravity) {
      throw new InvalidParam(
        `crop must be top, bottom, left, right, center, focalpoint or entropy, got "${raw}"`,
      );
    }
    return gravity;
  });
  // sharp spells combined gravities vertical first: northwest, southeast...
  return sides
    .sort((a, b) => Number(a === 'west' || a === 'east') - Number(b === 'west' || b === 'east'))
    .join('');
}

export function parseImageParams(
  search: URLSearchParams,
  image: { width: number; height: number },
): ParseResult {
  try {
    const read = <T>(name: string, parse: (raw: string) => T): T | undefined => {
      const raw = search.get(name);
      return raw === null ? undefined : parse(raw);
    };
    const flip = search.get('flip') ?? '';
    if (!/^[hv]{0,2}$/.test(flip)) throw new InvalidParam(`flip must be h, v or hv, got "${flip}"`);
    const params: ImageParams = {
      rect: read('rect', (raw) => parseRect(raw, image)),
      width: read('w', (raw) => integer('w', raw, 1, maxDimension)),
      height: read('h', (raw) => integer('h', raw, 1, maxDimension)),
      fit: read('fit', (raw) => oneOf('fit', raw, fits)) ?? 'clip',
      crop: parseCrop(search.get('crop'), search),
      format: read('fm', (raw) => oneOf('fm', raw === 'jpeg' ? 'jpg' : raw, formats)),
      autoFormat: read('auto', (raw) => oneOf('auto', raw, ['format'] as const)) === 'format',
      quality: read('q', (raw) => integer('q', raw, 0, 100)) ?? defaultQuality,
      dpr: read('dpr', (raw) => decimal('dpr', raw, 1, 3)) ?? 1,
      blur: read('blur', (raw) => integer('blur', raw, 0, maxBlur)),
      sharpen: read('sharp', (raw) => integer('sharp', raw, 0, 100)),
      flip: { horizontal: flip.includes('h'), vertical: flip.includes('v') },
      invert: read('invert', (raw) => oneOf('invert', raw, ['true', 'false'] as const)) === 'true',
      saturation: read('sat', (raw) => integer('sat', raw, -100, 100)),
      background: read('bg', (raw) => {
        if (!/^([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(raw)) {
          throw new InvalidParam(`bg must be a hex colour like ffffff, got "${raw}"`);
        }
        return `#${raw}`;
      }),
      download: read('dl', (raw) => raw),
    };
    return { ok: true, params };
  } catch (error) {
    if (error instanceof InvalidParam) return { ok: false, message: error.message };
    throw error;
  }
}

/** The output format: with `auto=format` the best the browser accepts, else `fm`, else the original. */
export function chooseFormat(params: ImageParams, accept: string, original: string): OutputFormat {
  if (params.autoFormat) {
    if (accept.includes('image/avif')) return 'avif';
    if (accept.includes('image/webp')) return 'webp';
  }
  if (params.format) return params.format;
  return (formats as readonly string[]).includes(original) ? (original as OutputFormat) : 'jpg';
}
