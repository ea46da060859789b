import { expect, type Locator, type Page, test } from '@playwright/test';
import { axeViolations, formViolations } from './support/axe.ts';
import { jobApplicationEmptyMessages } from './support/form-messages.ts';
import {
  expectMessagesShown,
  fillTextboxes,
  openForm,
  submitExpectingFailure,
  submitHeld,
} from './support/form-steps.ts';
import { cutFunctions } from './support/functions-faults.ts';
import { requestedScripts } from './support/hydration.ts';
import { findConfirmation, findNotification, uniqueToken } from './support/outbox.ts';

const PATH = '/moldova-ansogning';

const toasts = {
  success: ['Заявка отправлена успешно', 'Мы получили вашу заявку и свяжемся с вами в ближайшее время.'],
  failure: ['Ошибка при отправке', 'Произошла ошибка при отправке формы. Пожалуйста, попробуйте еще раз.'],
};

const MONTHS = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
];

/** A day's button in the open calendar, found by its Russian label ("воскресенье, 15 марта 1970 г."). */
function dayButton(page: Page, date: Date) {
  const name = `, ${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()} г.`;
  return page.getByRole('dialog').getByRole('button', { name });
}

async function pickBirthDate(page: Page, form: Locator, date: Date) {
  await form.getByRole('button', { name: /Дата рождения/ }).click();
  const calendar = page.getByRole('dialog');
  await calendar.getByLabel('Выберите год').selectOption(String(date.getFullYear()));
  await calendar.getByLabel('Выберите месяц').selectOption(String(date.getMonth()));
  await dayButton(page, date).click();
  await expect(calendar).toBeHidden();
}

async function fillApplication(page: Page, form: Locator, values: Record<string, string>) {
  await fillTextboxes(form, values);
  await pickBirthDate(page, form, new Date(1970, 2, 15));
  await form.getByRole('group', { name: 'Есть ли у вас дети?' }).getByLabel('Да').check();
  await form.getByRole('group', { name: 'Состоите ли вы в браке?' }).getByLabel('Нет').check();
}

const applicant = (token: string) => ({
  Имя: `<i>Ион</i> ${token}`,
  Фамилия: 'Русу',
  'Страна рождения': 'Молдова',
  'Город рождения': 'Кишинёв',
  'Номер телефона': '+373 69 123 456',
  Email: `ion.${token}@example.md`,
  'Последний адрес за границей': 'ул. Штефан чел Маре 1, Кишинёв, Молдова',
  'Почтовый индекс': 'MD-2001',
  Город: 'Gilleleje',
  Страна: 'Danmark',
});

test.describe('job application form', () => {
  test('sends an application: Russian toast, and the e-mails in the outbox', async ({ page }) => {
    const since = Date.now();
    const token = uniqueToken();
    const values = applicant(token);
    const form = await openForm(page, PATH);
    await expect(form).toHaveAttribute('lang', 'ru');
    await expect(form.getByLabel('Номер телефона')).toHaveAttribute('placeholder', '+373 69 123 456');
    await expect(form.getByRole('button', { name: /Дата рождения/ })).toContainText('Выберите дату рождения');

    await fillApplication(page, form, values);
    await expect(form.getByRole('button', { name: /Дата рождения/ })).toContainText('15.03.1970');

    await submitHeld(page, form, 'Отправить заявку', 'Отправка...');
    for (const text of toasts.success) await expect(page.getByText(text, { exact: true })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Отправить заявку' })).toBeEnabled();

    const notification = await findNotification(
      `Ny jobansøgning fra ${values.Имя} Русу`,
      since,
      values.Email,
    );
    expect(notification.html).toContain(`&lt;i&gt;Ион&lt;/i&gt; ${token}`);
    expect(notification.text).toContain('Fødselsdato: 15.03.1970');
    expect(notification.text).toContain('Har børn: Ja');
    expect(notification.text).toContain('Gift: Nej');

    const confirmation = await findConfirmation(
      'Ваша заявка получена - Nordkyst Byg ApS',
      since,
      values.Email,
    );
    expect(confirmation.text).toContain('Мы получили её и свяжемся с вами в ближайшее время.');
  });

  test('tells the applicant in Russian who keeps the application, why, for how long and how to have it deleted', async ({
    page,
  }) => {
    await page.goto(PATH);
    const notice = page.getByRole('complementary', { name: 'Как мы обращаемся с вашими данными' });
    await expect(notice).toContainText('Вашу заявку получает и хранит компания Nordkyst Byg ApS.');
    await expect(notice).toContainText('Заявка хранится 6 месяцев, после чего удаляется.');
    await expect(notice.getByRole('link', { name: 'kontakt@nordkystbyg.dk' })).toHaveAttribute(
      'href',
      'mailto:kontakt@nordkystbyg.dk',
    );
  });

  test('shows the Russian validation messages; axe finds nothing before or after', async ({ page }) => {
    const form = await openForm(page, PATH);
    expect(await formViolations(page)).toEqual([]);
    await form.getByLabel('Номер телефона').fill('12345678abc');
    await form.getByRole('button', { name: 'Отправить заявку' }).click();
    await expectMessagesShown(form, [...jobApplicationEmptyMessages, 'Неверный формат номера телефона']);
    await expect(form.getByLabel('Имя')).toBeFocused();
    expect(await formViolations(page)).toEqual([]);
  });

  test('the birth date picker allows 1 January 1900 to today, and closes with Escape; axe finds nothing in it', async ({
    page,
  }) => {
    const form = await openForm(page, PATH);
    // The calendar is fetched when the field is first opened, not with the page.
    const calendarScript = /\/birth-date-calendar-[\w-]+\.js$/;
    expect((await requestedScripts(page)).filter((path) => calendarScript.test(path))).toEqual([]);
    const trigger = form.getByRole('button', { name: /Дата рождения/ });
    await trigger.click();
    const calendar = page.getByRole('dialog');
    const years = calendar.getByLabel('Выберите год');
    await expect(years).toBeVisible();
    // It opens on January thirty years back: most applicants are of working age.
    const today = new Date();
    await expect(years).toHaveValue(String(today.getFullYear() - 30));
    await expect(calendar.getByLabel('Выберите месяц')).toHaveValue('0');
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    expect((await requestedScripts(page)).filter((path) => calendarScript.test(path))).toHaveLength(1);
    const yearOptions = await years.locator('option').allTextContents();
    expect(yearOptions[0]).toBe('1900');
    expect(yearOptions.at(-1)).toBe(String(today.getFullYear()));

    await years.selectOption(String(today.getFullYear()));
    await calendar.getByLabel('Выберите месяц').selectOption(String(today.getMonth()));
    await expect(dayButton(page, today)).toBeEnabled();
    const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
    if (tomorrow.getMonth() === today.getMonth()) await expect(dayButton(page, tomorrow)).toBeDisabled();
    await expect(calendar.getByRole('button', { name: 'Перейти к следующему месяцу' })).toBeDisabled();

    await years.selectOption('1900');
    await calendar.getByLabel('Выберите месяц').selectOption('0');
    await expect(dayButton(page, new Date(1900, 0, 1))).toBeEnabled();
    await expect(calendar.getByRole('button', { name: 'Перейти к предыдущему месяцу' })).toBeDisabled();

    await page.keyboard.press('Escape');
    await expect(calendar).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('keeps every value and shows the destructive toast when the functions server is unreachable', async ({
    page,
  }) => {
    await cutFunctions(page);
    const form = await openForm(page, PATH);
    const values = applicant(uniqueToken());
    await fillApplication(page, form, values);
    await submitExpectingFailure(page, form, {
      submit: 'Отправить заявку',
      failure: toasts.failure,
      kept: values,
    });
    await expect(page.locator('[data-sonner-toast][data-type="error"]')).toBeVisible();
    await expect(form.getByRole('button', { name: /Дата рождения/ })).toContainText('15.03.1970');
  });
});
