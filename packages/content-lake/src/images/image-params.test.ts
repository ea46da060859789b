import { describe, expect, it } from 'vitest';
import { chooseFormat, parseImageParams } from './image-params.ts';

const image = { width: 2400, height: 1600 };
const parse = (search: string) => parseImageParams(new URLSearchParams(search), image);

describe('parseImageParams', () => {
  it('reads what @sanity/image-url writes', () => {
    const result = parse('rect=240,0,2160,1600&w=800&h=533&fit=crop&auto=format&q=60&dpr=2');
    expect(result).toEqual({
      ok: true,
      params: expect.objectContaining({
        rect: { left: 240, top: 0, width: 2160, height: 1600 },
        width: 800,
        height: 533,
        fit: 'crop',
        crop: 'centre',
        autoFormat: true,
        quality: 60,
        dpr: 2,
      }),
    });
  });

  it('defaults to fit=clip, quality 75 and dpr 1', () => {
    expect(parse('')).toEqual({
      ok: true,
      params: expect.objectContaining({ fit: 'clip', quality: 75, dpr: 1, autoFormat: false }),
    });
  });

  it('maps crop sides to sharp gravities and reads a focal point', () => {
    expect(parse('crop=left,bottom')).toMatchObject({ params: { crop: 'southwest' } });
    expect(parse('crop=focalpoint&fp-x=0.25&fp-y=.75')).toMatchObject({
      params: { crop: { x: 0.25, y: 0.75 } },
    });
  });

  it('names the parameter that is wrong', () => {
    expect(parse('w=abc')).toEqual({ ok: false, message: 'w must be a whole number, got "abc"' });
    expect(parse('w=9000')).toEqual({ ok: false, message: 'w must be between 1 and 4096, got 9000' });
    expect(parse('h=4097')).toEqual({ ok: false, message: 'h must be between 1 and 4096, got 4097' });
    expect(parse('blur=101')).toEqual({ ok: false, message: 'blur must be between 0 and 100, got 101' });
    expect(parse('rect=2000,0,500,100')).toEqual({
      ok: false,
      message: 'rect 2000,0,500,100 lies outside the 2400x1600 image',
    });
  });
});

describe('chooseFormat', () => {
  const params = (search: string) => {
    const result = parse(search);
    if (!result.ok) throw new Error(result.message);
    return result.params;
  };

  it('prefers AVIF, then WebP, with auto=format', () => {
    expect(chooseFormat(params('auto=format'), 'image/avif,image/webp,*/*', 'jpg')).toBe('avif');
    expect(chooseFormat(params('auto=format&fm=png'), 'image/webp,*/*', 'jpg')).toBe('webp');
    expect(chooseFormat(params('auto=format'), '*/*', 'jpg')).toBe('jpg');
  });

  it('uses fm, else the original format, without auto=format', () => {
    expect(chooseFormat(params('fm=png'), 'image/avif', 'jpg')).toBe('png');
    expect(chooseFormat(params(''), 'image/avif', 'jpg')).toBe('jpg');
  });
});
