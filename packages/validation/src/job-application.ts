import { z } from 'zod';
// Before this module builds a schema; the package's modules are bundled apart ("sideEffects").
import './zod-config.ts';
import { boundedText, textFieldBuilder } from './text.ts';

export const BIRTH_DATE_MIN = '1900-01-01';
export const YES_NO = ['да', 'нет'] as const;
export type YesNo = (typeof YES_NO)[number];

/** Accepts digits, spaces, hyphens and parentheses, with an optional leading plus (spec section 5). */
export const PHONE_NUMBER_PATTERN = /^\+?[\d\s\-()]+$/;

export const JOB_APPLICATION_LIMITS = {
  firstName: { min: 2, max: 50 },
  lastName: { min: 2, max: 50 },
  birthCountry: { min: 2, max: 100 },
  birthCity: { min: 2, max: 100 },
  phoneNumber: { min: 8, max: 30 },
  email: { min: 5, max: 254 },
  lastAddressAbroad: { min: 10, max: 500 },
  postalCode: { min: 3, max: 20 },
  city: { min: 2, max: 100 },
  country: { min: 2, max: 100 },
} as const;

/**
 * Spec section 5, word for word, except the ones marked "ours": the spec gives the birth date bounds
 * without texts, and has no upper bound for phone and e-mail (added so oversized input is refused).
 */
export const jobApplicationMessages = {
  firstNameMin: 'Имя должно содержать минимум 2 символа',
  firstNameMax: 'Имя не должно превышать 50 символов',
  lastNameMin: 'Фамилия должна содержать минимум 2 символа',
  lastNameMax: 'Фамилия не должна превышать 50 символов',
  birthDateRequired: 'Дата рождения обязательна',
  birthDateInvalid: 'Укажите корректную дату рождения', // ours
  birthDateTooEarly: 'Дата рождения не может быть раньше 01.01.1900', // ours
  birthDateInFuture: 'Дата рождения не может быть в будущем', // ours
  birthCountryMin: 'Страна рождения обязательна',
  birthCountryMax: 'Страна рождения не должна превышать 100 символов',
  birthCityMin: 'Город рождения обязателен',
  birthCityMax: 'Город рождения не должен превышать 100 символов',
  hasChildren: 'Пожалуйста, укажите есть ли у вас дети',
  isMarried: 'Пожалуйста, укажите ваше семейное положение',
  phoneNumberMin: 'Номер телефона должен содержать минимум 8 цифр',
  phoneNumberMax: 'Номер телефона не должен превышать 30 символов', // ours
  phoneNumberFormat: 'Неверный формат номера телефона',
  email: 'Неверный формат email',
  emailRequired: 'Email обязателен',
  emailMax: 'Email не должен превышать 254 символа', // ours
  lastAddressAbroadMin: 'Пожалуйста, укажите полный адрес',
  lastAddressAbroadMax: 'Адрес не должен превышать 500 символов',
  postalCodeMin: 'Почтовый индекс обязателен',
  postalCodeMax: 'Неверный формат почтового индекса',
  cityMin: 'Город обязателен',
  cityMax: 'Город не должен превышать 100 символов',
  countryMin: 'Страна обязательна',
  countryMax: 'Страна не должна превышать 100 символов',
  characters: 'Поле содержит недопустимые символы', // ours: NUL or half of a surrogate pair
} as const;

const m = jobApplicationMessages;
const text = textFieldBuilder(JOB_APPLICATION_LIMITS, jobApplicationMessages);

/** The calendar date of `date` in the local time zone, as YYYY-MM-DD (which sorts like the dates). */
export function toIsoDate(date: Date): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * `today` is read at every validation, not once, so a long-running server keeps the right bound;
 * tests pass a fixed clock.
 */
export function createJobApplicationSchema({ today = () => new Date() }: { today?: () => Date } = {}) {
  // Each step aborts on failure, so a value gets exactly one birth date message.
  const birthDate = z
    .string({ error: m.birthDateRequired })
    .trim()
    .min(1, { error: m.birthDateRequired, abort: true })
    // z.iso.date checks the calendar too: 2023-02-30 and 2023-02-29 are refused.
    .pipe(z.iso.date({ error: m.birthDateInvalid, abort: true }))
    .refine((date) => date >= BIRTH_DATE_MIN, { error: m.birthDateTooEarly })
    .refine((date) => date <= toIsoDate(today()), { error: m.birthDateInFuture });

  return z.object({
    firstName: text('firstName'),
    lastName: text('lastName'),
    birthDate,
    birthCountry: text('birthCountry'),
    birthCity: text('birthCity'),
    hasChildren: z.enum(YES_NO, { error: m.hasChildren }),
    isMarried: z.enum(YES_NO, { error: m.isMarried }),
    phoneNumber: text('phoneNumber').regex(PHONE_NUMBER_PATTERN, {
      error: m.phoneNumberFormat,
    }),
    // Required comes first, so an empty field says "required" rather than "invalid format".
    email: boundedText(JOB_APPLICATION_LIMITS.email, m.emailRequired, m.emailMax, m.characters).pipe(
      z.email({ error: m.email }),
    ),
    lastAddressAbroad: text('lastAddressAbroad'),
    postalCode: text('postalCode'),
    city: text('city'),
    country: text('country'),
  });
}

export const jobApplicationSchema = createJobApplicationSchema();

export type JobApplicationValues = z.infer<typeof jobApplicationSchema>;
