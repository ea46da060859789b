import { expect, test } from '@playwright/test';
import { axeViolations, wcagAxe } from './support/axe.ts';
import { openForm } from './support/form-steps.ts';

const forms = [
  { path: '/kontakt/', submit: 'Send besked' },
  { path: '/fa-tilbud/', submit: 'Indsend din opgave nu' },
  { path: '/moldova-ansogning', submit: 'Отправить заявку' },
];

for (const { path, submit } of forms) {
  test(`the form on ${path} has no WCAG violations, also while showing its errors`, async ({ page }) => {
    const form = await openForm(page, path);
    const check = () => axeViolations(wcagAxe(page).include('form[data-ready]'));
    expect(await check()).toEqual([]);
    await form.getByRole('button', { name: submit }).click();
    await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
    expect(await check()).toEqual([]);
  });
}

test('the open birth date calendar has no WCAG violations', async ({ page }) => {
  const form = await openForm(page, '/moldova-ansogning');
  await form.getByRole('button', { name: /Дата рождения/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await axeViolations(wcagAxe(page).include('[role="dialog"]'))).toEqual([]);
});
