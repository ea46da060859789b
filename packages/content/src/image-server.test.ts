// Image URLs built by @sanity/image-url (through urlFor/imageSrcSet) answered by the embedded server.
import type { SanityImageSource } from '@sanity/image-url';
import { beforeAll, describe, expect, it } from 'vitest';
import { useSeedServer } from '../test/seed-server.ts';
import { imageSrcSet, urlFor } from './image.ts';

const seed = useSeedServer();
let image: SanityImageSource;

beforeAll(async () => {
  image = await seed.client.fetch('*[_type == "galleryItem"] | order(orderRank)[0].image');
});

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe('images through @sanity/image-url', () => {
  it('returns an image of the requested size', async () => {
    const response = await fetch(
      urlFor(image, seed.config).width(640).height(480).fit('crop').format('png').url(),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(pngSize(new Uint8Array(await response.arrayBuffer()))).toEqual({ width: 640, height: 480 });
  });

  it('serves every srcset entry in the format the browser prefers', async () => {
    const { srcSet } = imageSrcSet(image, [400, 800], { aspect: 4 / 3, config: seed.config });
    for (const entry of srcSet.split(', ')) {
      const url = entry.split(' ')[0] ?? '';
      const avif = await fetch(url, { headers: { Accept: 'image/avif,image/webp,*/*' } });
      expect(avif.headers.get('content-type')).toBe('image/avif');
      const webp = await fetch(url, { headers: { Accept: 'image/webp,*/*' } });
      expect(webp.headers.get('content-type')).toBe('image/webp');
    }
  });
});
