import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SPAM_RULES, spamFields, spamMessages } from './spam.ts';
import { messagesAt } from './test-support.ts';

describe.each([
  ['da', spamMessages.da],
  ['ru', spamMessages.ru],
] as const)('spamFields (%s)', (_, messages) => {
  const schema = z.object(spamFields(messages));
  const honeypot = (value: unknown) => messagesAt(schema, { website: value, elapsedMs: 5000 }, 'website');
  const elapsed = (value: unknown) => messagesAt(schema, { elapsedMs: value }, 'elapsedMs');

  it('uses the configured field names', () => {
    expect(SPAM_RULES).toEqual({ honeypotField: 'website', elapsedField: 'elapsedMs', minFillMs: 3000 });
    expect(Object.keys(schema.shape)).toEqual(['website', 'elapsedMs']);
  });

  it('accepts an empty or absent honeypot and refuses a filled one', () => {
    expect(honeypot('')).toEqual([]);
    expect(honeypot(undefined)).toEqual([]);
    expect(honeypot('https://spam.example')).toEqual([messages.honeypot]);
    expect(honeypot(' ')).toEqual([messages.honeypot]);
  });

  it('refuses a submit faster than 3000 ms', () => {
    expect(elapsed(2999)).toEqual([messages.tooFast]);
    expect(elapsed(3000)).toEqual([]);
    expect(elapsed(0)).toEqual([messages.tooFast]);
  });

  it.each([undefined, '5000', Number.NaN, Number.POSITIVE_INFINITY, 3000.5])(
    'refuses elapsedMs %j',
    (value) => {
      expect(elapsed(value)).toEqual([messages.elapsed]);
    },
  );
});

describe('spamMessages', () => {
  it('are in Danish and Russian', () => {
    expect(spamMessages.da.tooFast).toBe('Formularen blev sendt for hurtigt. Vent et øjeblik, og prøv igen.');
    expect(spamMessages.ru.tooFast).toBe(
      'Форма отправлена слишком быстро. Подождите немного и попробуйте снова.',
    );
    expect(spamMessages.da.honeypot).toBe('Formularen kunne ikke sendes.');
    expect(spamMessages.ru.honeypot).toBe('Форму не удалось отправить.');
  });
});
