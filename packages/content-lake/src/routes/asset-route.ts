// `POST /v{v}/assets/images/:dataset?filename=`: raw image bytes become a `sanity.imageAsset` document,
// stored once per content hash, its `url` served by the image route.
import type { Hono } from 'hono';
import { httpError } from '../http-error.ts';
import type { ContentLake } from '../store/content-lake.ts';
import { dataHandler } from './http.ts';

/** Larger than any photo a phone takes; the Studio uploads originals. */
export const maxUploadBytes = 50 * 1024 * 1024;

export function addAssetRoute(app: Hono, lake: ContentLake): void {
  app.post(
    '/:apiVersion/assets/images/:dataset',
    dataHandler(
      lake,
      async (c) => {
        const tooLarge = () =>
          httpError(c, 413, 'Payload Too Large', `Images may be at most ${maxUploadBytes / 1024 / 1024} MB`);
        // The declared length refuses a large upload before its bytes are read; the count catches a lie.
        if (Number(c.req.header('Content-Length') ?? 0) > maxUploadBytes) return tooLarge();
        const bytes = new Uint8Array(await c.req.arrayBuffer());
        if (bytes.byteLength > maxUploadBytes) return tooLarge();
        if (bytes.byteLength === 0)
          return httpError(c, 400, 'Bad Request', 'The request body holds no image');
        const filename = (new URL(c.req.url).searchParams.get('filename') ?? '').slice(0, 255) || 'image';
        const document = await lake.uploadImage(bytes, filename);
        return c.json({ document });
      },
      { editorOnly: true },
    ),
  );
}
