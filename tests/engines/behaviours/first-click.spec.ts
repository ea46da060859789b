// No lost first click, in every engine: submit clicked as soon as the page has loaded, before anything
// else has happened on it (React hydrates on the first interaction), shows the form's messages.
import { expect, test, waitFor } from '../fixtures.ts';

for (const round of [1, 2, 3]) {
  test(`an empty contact form submitted at once shows its messages (${round})`, async ({ visitor }) => {
    await visitor.goto('/kontakt/');
    const button = await visitor.run(() => {
      const submit = Array.from(document.querySelectorAll('button')).find(
        (b) => b.textContent?.trim() === 'Send besked',
      );
      submit?.scrollIntoView({ block: 'center', behavior: 'instant' });
      const box = submit?.getBoundingClientRect();
      return box ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : undefined;
    });
    expect(button).toBeDefined();
    await visitor.clickAt(button?.x ?? 0, button?.y ?? 0);
    const name = await waitFor(
      visitor,
      () => {
        const field = document.querySelector<HTMLInputElement>('input[name="name"]');
        const described = field?.getAttribute('aria-describedby')?.split(' ') ?? [];
        const text = described.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
        return field?.getAttribute('aria-invalid') === 'true' ? text : '';
      },
      'the messages',
      15_000,
    );
    expect(name).toContain('Navn skal være mindst 2 tegn');
  });
}
