// No lost first click, in every engine: submit clicked as soon as the page has loaded, before anything
// else has happened on it (React hydrates on the first interaction), shows the form's messages.
import { clickButton, expect, test, waitFor } from '../fixtures.ts';

for (const round of [1, 2, 3]) {
  test(`an empty contact form submitted at once shows its messages (${round})`, async ({ visitor }) => {
    await visitor.goto('/kontakt/');
    await clickButton(visitor, 'Send besked');
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
