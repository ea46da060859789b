import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SPAM_RULES, spamFields, spamMessages } from './spam.ts';
import { messagesAt } from './test-support.ts';

describe.each([
  ['da', spamMessages.da],
  ['ru', spamMessages.ru],
] as const)('spamFields (%s)', (_, messages) => {
  const schema = z.object(spamFields(messages));
  const honeypot = (value: unknown) => messagesAt(schema, { website: value, altcha: 'solved' }, 'website');
  const challenge = (value: unknown) => messagesAt(schema, { altcha: value }, 'altcha');

  it('uses the configured field names', () => {
    expect(SPAM_RULES).toEqual({ honeypotField: 'website', challengeField: 'altcha' });
    expect(Object.keys(schema.shape)).toEqual(['website', 'altcha']);
  });

  it('accepts an empty or absent honeypot and refuses a filled one', () => {
    expect(honeypot('')).toEqual([]);
    expect(honeypot(undefined)).toEqual([]);
    expect(honeypot('https://spam.example')).toEqual([messages.honeypot]);
    expect(honeypot(' ')).toEqual([messages.honeypot]);
  });

  it.each([undefined, '', 5000, null])('refuses a missing challenge solution %j', (value) => {
    expect(challenge(value)).toEqual([messages.challengeMissing]);
  });

  it('refuses a solution far larger than any real one', () => {
    expect(challenge('x'.repeat(8193))).toEqual([messages.challengeInvalid]);
    expect(challenge('eyJ9')).toEqual([]);
  });
});

describe('spamMessages', () => {
  it('are in Danish and Russian', () => {
    expect(spamMessages.da.honeypot).toBe('Formularen kunne ikke sendes.');
    expect(spamMessages.ru.honeypot).toBe('Форму не удалось отправить.');
    expect(Object.keys(spamMessages.da)).toEqual(Object.keys(spamMessages.ru));
  });
});
