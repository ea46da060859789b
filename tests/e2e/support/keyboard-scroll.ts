import type { Page } from '@playwright/test';

/**
 * Presses a scrolling key and waits for the `scrollend` that brings the page to rest somewhere else.
 * Chromium animates keyboard scrolls, and a key pressed while an animation runs moves that animation's
 * target instead of starting from where the page is (PageUp during End's glide still ends further down),
 * so each key waits for the last to land. A `scrollend` where the page already stood (one left from an
 * earlier scroll) is not this key's; a key that did not move the page fails here, by name.
 */
export async function scrollByKey(page: Page, key: 'End' | 'Home' | 'PageDown' | 'PageUp'): Promise<void> {
  // `void`: evaluating the assignment itself would await the promise before the key is pressed.
  await page.evaluate(`void (window.__scrollEnded = new Promise((resolve) => {
    const from = window.scrollY;
    const ended = () => {
      if (window.scrollY === from) return;
      removeEventListener('scrollend', ended);
      resolve(undefined);
    };
    addEventListener('scrollend', ended);
  }))`);
  await page.keyboard.press(key);
  const moved = await page.evaluate(
    'Promise.race([window.__scrollEnded.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 10000))])',
  );
  if (!moved) throw new Error(`${key} did not move the page within 10 s`);
}
