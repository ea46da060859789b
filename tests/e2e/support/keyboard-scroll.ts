import type { Page } from '@playwright/test';

/**
 * Presses a scrolling key and waits for the page's `scrollend`. Chromium animates keyboard scrolls, and a
 * key pressed while an animation runs moves that animation's target instead of starting from where the
 * page is (PageUp during End's glide still ends further down), so each key waits for the last to land.
 */
export async function scrollByKey(page: Page, key: 'End' | 'Home' | 'PageDown' | 'PageUp'): Promise<void> {
  // `void`: evaluating the assignment itself would await the promise before the key is pressed.
  await page.evaluate(
    "void (window.__scrollEnded = new Promise((resolve) => addEventListener('scrollend', resolve, { once: true })))",
  );
  await page.keyboard.press(key);
  await page.evaluate('window.__scrollEnded.then(() => undefined)');
}
