// The server entry is used only to prerender pages at build time (`ssr: false`), so every render waits
// for all content, as static generation must. Owning it keeps React Router from adding `isbot` and
// the Node stream adapter, which only a live server answering browsers and bots would need.
import { renderToReadableStream } from 'react-dom/server';
import { type EntryContext, ServerRouter } from 'react-router';

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  let failed: unknown;
  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} />, {
    onError(error: unknown) {
      failed ??= error;
    },
  });
  await body.allReady;
  // A prerender that rendered an error must fail the build, not publish a half page.
  if (failed) throw failed;
  headers.set('Content-Type', 'text/html');
  return new Response(body, { status, headers });
}
