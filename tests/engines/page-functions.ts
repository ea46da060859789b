// Functions run in the page by the Chromium e2e specs (page.evaluate) and the behaviour specs
// (visitor.run): each may use only its arguments.

/** Where the element's top is, relative to the window, in each of the next 30 frames (about half a second). */
export function topsOverFrames(selector: string): Promise<number[]> {
  return new Promise((resolve) => {
    const element = document.querySelector(selector);
    const tops: number[] = [];
    const frame = () => {
      tops.push(Math.round(element?.getBoundingClientRect().top ?? Number.NaN));
      if (tops.length < 30) requestAnimationFrame(frame);
      else resolve(tops);
    };
    requestAnimationFrame(frame);
  });
}

/**
 * The page's scroll position once it has left `from` and then stayed the same for ten frames in a row
 * (a glide has ended); `from` itself if it has not moved in 15 s.
 */
export function scrollYAtRest(from: number): Promise<number> {
  return new Promise((resolve) => {
    // On a busy machine a key's scroll can start some frames after the key: standing still at `from`
    // is not yet the rest (ten frames at 0 once passed for the End key's scroll).
    const started = performance.now();
    let last = Number.NaN;
    let still = 0;
    const frame = () => {
      const moved = window.scrollY !== from || performance.now() - started > 15_000;
      still = moved && window.scrollY === last ? still + 1 : 0;
      last = window.scrollY;
      if (still >= 10) resolve(last);
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}
