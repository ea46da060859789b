import { describe, expect, it } from 'vitest';

// Vite reads the sources as text at build time (no Node built-ins needed).
const sources: Record<string, string> = import.meta.glob(['./*.ts', '!./*.test.ts', '!./test-support.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

declare global {
  interface ImportMeta {
    glob(
      patterns: string[],
      options: { query: '?raw'; import: 'default'; eager: true },
    ): Record<string, string>;
  }
}

/** Every message of spec section 5, word for word. */
const SPEC_MESSAGES = [
  'Navn skal være mindst 2 tegn',
  'Ugyldig email-adresse',
  'Telefonnummer skal være mindst 8 cifre',
  'Besked skal være mindst 10 tegn',
  'Adresse er påkrævet',
  'Postnr. er påkrævet',
  'Beskrivelse skal være mindst 10 tegn',
  'Du skal acceptere betingelserne for at fortsætte',
  'Du kan maksimalt uploade 5 filer',
  'Имя должно содержать минимум 2 символа',
  'Имя не должно превышать 50 символов',
  'Фамилия должна содержать минимум 2 символа',
  'Фамилия не должна превышать 50 символов',
  'Дата рождения обязательна',
  'Страна рождения обязательна',
  'Страна рождения не должна превышать 100 символов',
  'Город рождения обязателен',
  'Город рождения не должен превышать 100 символов',
  'Пожалуйста, укажите есть ли у вас дети',
  'Пожалуйста, укажите ваше семейное положение',
  'Номер телефона должен содержать минимум 8 цифр',
  'Неверный формат номера телефона',
  'Неверный формат email',
  'Email обязателен',
  'Пожалуйста, укажите полный адрес',
  'Адрес не должен превышать 500 символов',
  'Почтовый индекс обязателен',
  'Неверный формат почтового индекса',
  'Город обязателен',
  'Город не должен превышать 100 символов',
  'Страна обязательна',
  'Страна не должна превышать 100 символов',
];
/** The fixed parts of the two spec messages with a placeholder, as they open and close a template literal. */
const SPEC_TEMPLATE_PARTS = ['`Filen "', '" er for stor (maks 10MB)`', '`Filtypen "', '" er ikke tilladt`'];

const occurrences = (text: string) =>
  Object.values(sources).reduce((count, source) => count + source.split(text).length - 1, 0);

describe('spec section 5 messages', () => {
  it('reads the package sources', () => {
    expect(Object.keys(sources).sort()).toEqual(
      [
        'contact-links',
        'contact',
        'email-payload',
        'examples',
        'file-fields',
        'files',
        'index',
        'job-application',
        'lead-source',
        'quote',
        'spam',
        'stored-files',
        'text',
        'zod-config',
      ].map((n) => `./${n}.ts`),
    );
  });

  it.each(SPEC_MESSAGES)('%s is written exactly once, as a string literal', (message) => {
    expect(occurrences(`'${message}'`)).toBe(1);
    expect(occurrences(message)).toBe(1);
  });

  it.each(SPEC_TEMPLATE_PARTS)('template part %s is written exactly once', (part) => {
    expect(occurrences(part)).toBe(1);
  });
});

describe('portability (browser, Node and Deno)', () => {
  it('imports nothing but zod and its own modules, and uses no Node globals', () => {
    for (const source of Object.values(sources)) {
      for (const [, specifier] of source.matchAll(/from '([^']+)'/g))
        expect(specifier).toMatch(/^(zod|\.\/[\w-]+\.ts)$/);
      expect(source).not.toMatch(/\b(Buffer|process|require)\b/);
    }
  });
});
