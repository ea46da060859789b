// No lost first tap, in every engine at both sizes: the submit button of each form is tapped from the
// moment it shows (while the page still loads, or once it has loaded; React hydrates on the first
// interaction, so before it), alone or after a tap on a field, ten times per form, and the form's
// messages must show every time. The form's elements are marked before hydration and must all be the
// same elements after it: React took the server's HTML over instead of replacing it (issue 44).
// What is tapped is brought into view as a browser, an assistive technology or a driver brings it, with
// the page's own scroll behaviour, and must stay where it was drawn until the tap: a page that glides
// there (`scroll-behavior: smooth`) moved the button from under WebKit's taps (decision 052).

import { expect, test, waitFor } from '../fixtures.ts';
import { shownMessages, siteForms } from '../forms.ts';
import type { Visitor } from '../visitor.ts';

const rounds = 10;

/**
 * Once the form holding the button named `name` shows it: marks the form and every element in it (the
 * first time), scrolls `target` (the button, or a CSS selector in its form) to the middle of the window
 * (when `scroll`), and returns its centre, or undefined while it is not there or not visible yet. A page
 * function.
 */
function showing(name: string, target: string | null, scroll: boolean) {
  const button = Array.from(document.querySelectorAll('button')).find(
    (candidate) => candidate.textContent?.trim() === name,
  );
  const form = button?.form;
  if (!button || !form) return undefined;
  // The page streams in: the parser may have passed the button and not yet the rest of its form (once, the
  // hidden field after it). The form shows once the parser has passed it, so every element is marked.
  const all = document.getElementsByTagName('*');
  const last = all[all.length - 1];
  if (document.readyState === 'loading' && (!last || form.contains(last))) return undefined;
  const page = window as unknown as { __marked?: Element[] };
  const hydrated = document.documentElement.hasAttribute('data-hydrated');
  if (!page.__marked) page.__marked = [form, ...Array.from(form.querySelectorAll('*'))];
  const element = target === null ? button : form.querySelector(target);
  if (!element?.checkVisibility()) return undefined;
  // The page's scroll-behavior applies, as it does to the browser's own scroll to an element.
  if (scroll) element.scrollIntoView({ block: 'center' });
  const box = element.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return undefined;
  return {
    x: target === null ? box.x + box.width / 2 : box.x + Math.min(20, box.width / 2),
    y: box.y + box.height / 2,
    inView: box.top >= 0 && box.bottom <= window.innerHeight,
    readyState: document.readyState,
    hydrated,
  };
}

/** The marked elements no longer in the page, and the form's elements that were not marked (new ones). */
function replaced(name: string) {
  const page = window as unknown as { __marked?: Element[] };
  const marked = new Set(page.__marked ?? []);
  const describe = (element: Element) =>
    `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.getAttribute('name') ? ` name=${element.getAttribute('name')}` : ''}>`;
  const form = Array.from(document.querySelectorAll('button')).find(
    (candidate) => candidate.textContent?.trim() === name,
  )?.form;
  // A field's message is the one element hydration adds: it was not in the server's HTML.
  const added = Array.from(form?.querySelectorAll('*') ?? []).filter(
    (element) => !marked.has(element) && !element.closest('[id$="-error"]'),
  );
  return {
    gone: [...marked].filter((element) => !element.isConnected).map(describe),
    added: added.map(describe),
  };
}

/**
 * What is about to be tapped was in the window as soon as it was brought into view, and is still where
 * it was drawn then: the page neither glides to it nor moves it.
 */
async function expectStill(
  visitor: Visitor,
  drawn: { x: number; y: number; inView: boolean },
  what: string,
  name: string,
  target: string | null,
) {
  expect(drawn.inView, `${what} was not in the window at once when brought into view`).toBe(true);
  const now = await visitor.run(showing, name, target, false);
  expect(now && { x: now.x, y: now.y }, `${what} moved after it was brought into view`).toEqual({
    x: drawn.x,
    y: drawn.y,
  });
}

for (const form of siteForms) {
  test(`the submit button of ${form.path}, tapped as soon as it shows, always shows the messages`, {
    tag: '@phone',
  }, async ({ visitor }) => {
    test.setTimeout(150_000);
    for (let round = 1; round <= rounds; round++) {
      // Every other round taps a field first; every fifth waits for the load event before the first tap.
      const fieldFirst = round % 2 === 0;
      const afterLoad = round % 5 === 0;
      await visitor.open(form.path);
      if (afterLoad) await waitFor(visitor, () => document.readyState === 'complete', 'the load', 15_000);
      const target = fieldFirst ? form.field : null;
      const first = await waitFor(visitor, showing, 'the form', 15_000, form.submit, target, true);
      const what = `round ${round} in ${visitor.engine}: ${fieldFirst ? 'a field, then submit' : 'submit'}, first tap while "${first.readyState}"`;
      expect(first.hydrated, `${what}: React hydrated before the first interaction`).toBe(false);
      await expectStill(
        visitor,
        first,
        `${what}: the ${fieldFirst ? 'field' : 'button'}`,
        form.submit,
        target,
      );
      await visitor.clickAt(first.x, first.y);
      if (fieldFirst) {
        const submit = await waitFor(visitor, showing, 'the submit button', 15_000, form.submit, null, true);
        await expectStill(visitor, submit, `${what}: the button`, form.submit, null);
        await visitor.clickAt(submit.x, submit.y);
      }
      const shown = await waitFor(visitor, shownMessages, `the messages (${what})`, 15_000, form.messages);
      expect(shown, what).toEqual(form.messages);
      expect(
        await visitor.run(replaced, form.submit),
        `${what}: the form's elements after hydration`,
      ).toEqual({ gone: [], added: [] });
    }
  });
}
