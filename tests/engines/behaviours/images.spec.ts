// Every picture decodes in every engine: each page scrolled through, each image loaded with pixels (a
// picture still on the pixel it shows until it comes near counts as not loaded).
import { expect, test, waitFor } from '../fixtures.ts';

for (const path of ['/', '/galleri/', '/services/nybyg/', '/om-os/']) {
  test(`every picture on ${path} decodes`, async ({ visitor }) => {
    // The walk through the gallery takes WebKit about 10 s on two idle cores, three times that on busy ones.
    test.setTimeout(60_000);
    await visitor.goto(path);
    // Lazy pictures load as they come near the window: the page is walked through a screen at a time.
    await visitor.run(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo({ top: y, behavior: 'instant' });
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }
    });
    const pending = await waitFor(
      visitor,
      () => {
        const images = Array.from(document.images).filter((image) => !image.closest('dialog'));
        return images.every((image) => image.complete && !image.currentSrc.startsWith('data:'))
          ? images.length
          : 0;
      },
      'every picture to load',
      20_000,
    );
    expect(pending).toBeGreaterThan(0);
    const broken = await visitor.run(() =>
      Array.from(document.images)
        .filter((image) => !image.closest('dialog') && image.naturalWidth === 0)
        .map((image) => image.currentSrc || image.src),
    );
    expect(broken).toEqual([]);
  });
}
