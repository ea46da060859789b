import { describe, expect, it } from 'vitest';
import { exampleJobApplication as valid } from './examples.ts';
import {
  BIRTH_DATE_MIN,
  createJobApplicationSchema,
  JOB_APPLICATION_LIMITS,
  jobApplicationSchema,
  toIsoDate,
  YES_NO,
} from './job-application.ts';
import {
  allMessages,
  chars,
  emailOfLength,
  expectLengthBounds,
  MALFORMED_EMAILS,
  messagesAt,
} from './test-support.ts';

// Local time, late in the day: the bound is the local calendar date, whatever the UTC date is.
const TODAY = new Date(2026, 10, 21, 23, 30);
const schema = createJobApplicationSchema({ today: () => TODAY });

const at = (field: string, value: unknown) => messagesAt(schema, { ...valid, [field]: value }, field);

describe('jobApplicationSchema', () => {
  it('accepts a complete application', () => {
    expect(schema.parse(valid)).toEqual(valid);
    expect(jobApplicationSchema.parse(valid)).toEqual(valid);
  });

  it('names every field of a form in its start state (text empty, choices and date unset)', () => {
    const start = Object.fromEntries(Object.keys(valid).map((key) => [key, '']));
    const expected = {
      firstName: ['Имя должно содержать минимум 2 символа'],
      lastName: ['Фамилия должна содержать минимум 2 символа'],
      birthDate: ['Дата рождения обязательна'],
      birthCountry: ['Страна рождения обязательна'],
      birthCity: ['Город рождения обязателен'],
      hasChildren: ['Пожалуйста, укажите есть ли у вас дети'],
      isMarried: ['Пожалуйста, укажите ваше семейное положение'],
      phoneNumber: ['Номер телефона должен содержать минимум 8 цифр', 'Неверный формат номера телефона'],
      email: ['Email обязателен'],
      lastAddressAbroad: ['Пожалуйста, укажите полный адрес'],
      postalCode: ['Почтовый индекс обязателен'],
      city: ['Город обязателен'],
      country: ['Страна обязательна'],
    };
    expect(
      allMessages(schema, { ...start, birthDate: undefined, hasChildren: undefined, isMarried: undefined }),
    ).toEqual(expected);
    expect(allMessages(schema, {})).toEqual({ ...expected, phoneNumber: [expected.phoneNumber[0]] });
  });

  it.each([
    ['firstName', 2, 50, 'Имя должно содержать минимум 2 символа', 'Имя не должно превышать 50 символов'],
    [
      'lastName',
      2,
      50,
      'Фамилия должна содержать минимум 2 символа',
      'Фамилия не должна превышать 50 символов',
    ],
    [
      'birthCountry',
      2,
      100,
      'Страна рождения обязательна',
      'Страна рождения не должна превышать 100 символов',
    ],
    ['birthCity', 2, 100, 'Город рождения обязателен', 'Город рождения не должен превышать 100 символов'],
    [
      'lastAddressAbroad',
      10,
      500,
      'Пожалуйста, укажите полный адрес',
      'Адрес не должен превышать 500 символов',
    ],
    ['postalCode', 3, 20, 'Почтовый индекс обязателен', 'Неверный формат почтового индекса'],
    ['city', 2, 100, 'Город обязателен', 'Город не должен превышать 100 символов'],
    ['country', 2, 100, 'Страна обязательна', 'Страна не должна превышать 100 символов'],
  ] as const)('%s: %i characters are the minimum, %i the maximum', (...bounds) => {
    expectLengthBounds(at, JOB_APPLICATION_LIMITS, bounds, 'ж');
  });

  describe('birthDate', () => {
    it('is required', () => {
      for (const empty of ['', '  ', undefined, null])
        expect(at('birthDate', empty)).toEqual(['Дата рождения обязательна']);
    });

    it('accepts 1900-01-01 and refuses 1899-12-31', () => {
      expect(BIRTH_DATE_MIN).toBe('1900-01-01');
      expect(at('birthDate', '1900-01-01')).toEqual([]);
      expect(at('birthDate', '1899-12-31')).toEqual(['Дата рождения не может быть раньше 01.01.1900']);
    });

    it('accepts today and refuses tomorrow, by local calendar date', () => {
      expect(at('birthDate', '2026-11-21')).toEqual([]);
      expect(at('birthDate', '2026-11-22')).toEqual(['Дата рождения не может быть в будущем']);
    });

    it('reads the clock at every validation', () => {
      let now = new Date(2026, 10, 21, 12);
      const ticking = createJobApplicationSchema({ today: () => now });
      const tomorrow = { ...valid, birthDate: '2026-11-22' };
      expect(ticking.safeParse(tomorrow).success).toBe(false);
      now = new Date(2026, 10, 22, 0, 1);
      expect(ticking.safeParse(tomorrow).success).toBe(true);
    });

    it.each([
      '2023-02-30',
      '2023-02-29',
      '2023-13-01',
      '2023-04-31',
      '17.05.1990',
      '1990-5-17',
      '1990-05-17T00:00',
    ])('refuses %s, which is not a calendar date in YYYY-MM-DD', (date) => {
      expect(at('birthDate', date)).toEqual(['Укажите корректную дату рождения']);
    });

    it('accepts 29 February of a leap year', () => {
      expect(at('birthDate', '2024-02-29')).toEqual([]);
    });
  });

  it.each([
    ['hasChildren', 'Пожалуйста, укажите есть ли у вас дети'],
    ['isMarried', 'Пожалуйста, укажите ваше семейное положение'],
  ])("%s: only 'да' or 'нет'", (field, message) => {
    expect(YES_NO).toEqual(['да', 'нет']);
    expect(at(field, 'да')).toEqual([]);
    expect(at(field, 'нет')).toEqual([]);
    for (const other of ['', undefined, 'Да', 'yes', 'no', true]) expect(at(field, other)).toEqual([message]);
  });

  describe('phoneNumber', () => {
    it('7 characters are refused, 8 pass', () => {
      expect(at('phoneNumber', '1234567')).toEqual(['Номер телефона должен содержать минимум 8 цифр']);
      expect(at('phoneNumber', '12345678')).toEqual([]);
    });

    it('30 characters pass, 31 are refused', () => {
      expect(at('phoneNumber', chars(30, '1'))).toEqual([]);
      expect(at('phoneNumber', chars(31, '1'))).toEqual(['Номер телефона не должен превышать 30 символов']);
    });

    it.each(['+373 69 123 456', '069-123-456', '(022) 123456', '+45 12 34 56 78'])('accepts %s', (phone) => {
      expect(at('phoneNumber', phone)).toEqual([]);
    });

    it.each(['069 123 45a', '++373691234', '373+69123456', '+373.69.123.456', '069/123/456'])(
      'refuses %s',
      (phone) => {
        expect(at('phoneNumber', phone)).toEqual(['Неверный формат номера телефона']);
      },
    );
  });

  describe('email', () => {
    it('fewer than 5 characters is "required"', () => {
      expect(at('email', '')).toEqual(['Email обязателен']);
      expect(at('email', 'a@b')).toEqual(['Email обязателен']);
    });

    it.each(MALFORMED_EMAILS)('refuses %s as invalid', (email) => {
      expect(at('email', email)).toEqual(['Неверный формат email']);
    });

    it('accepts 254 characters, refuses 255', () => {
      expect(at('email', emailOfLength(254, '@example.md'))).toEqual([]);
      expect(at('email', emailOfLength(255, '@example.md'))).toEqual([
        'Email не должен превышать 254 символа',
      ]);
    });
  });
});

describe('toIsoDate', () => {
  it('gives the local calendar date', () => {
    expect(toIsoDate(new Date(2026, 0, 5, 0, 0))).toBe('2026-01-05');
    expect(toIsoDate(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
    expect(toIsoDate(new Date(899, 0, 1))).toBe('0899-01-01');
  });
});
