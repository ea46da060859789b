import { describe, expect, it } from 'vitest';
import { sendEmailRequestSchema } from './email-payload.ts';
import { exampleContact } from './examples.ts';
import { leadSourceSchema } from './lead-source.ts';

const parse = (source: unknown) => leadSourceSchema.parse(source);
const defined = (value: object | undefined) =>
  value && Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));

describe('leadSourceSchema', () => {
  it('keeps the path, the three campaign parameters (trimmed) and the referrer host (lower case)', () => {
    expect(
      parse({
        path: '/tilbud',
        utmSource: ' facebook ',
        utmMedium: 'paid-social',
        utmCampaign: 'Forår 2027 – tag',
        referrerHost: 'WWW.Facebook.com',
      }),
    ).toEqual({
      path: '/tilbud',
      utmSource: 'facebook',
      utmMedium: 'paid-social',
      utmCampaign: 'Forår 2027 – tag',
      referrerHost: 'www.facebook.com',
    });
  });

  it('drops unknown keys such as click ids', () => {
    expect(defined(parse({ path: '/', gclid: 'abc', fbclid: 'def', utm_term: 'x' }))).toEqual({ path: '/' });
  });

  it.each([
    ['path', '/tilbud?gclid=abc'],
    ['path', '/kontakt#form'],
    ['path', 'kontakt'],
    ['path', '//evil.example/x'],
    ['path', `/${'a'.repeat(200)}`],
    ['path', '/med mellemrum'],
    ['utmSource', 'x'.repeat(101)],
    ['utmSource', '   '],
    ['utmCampaign', 'a\u202Eb'],
    ['utmMedium', 'a\u0000b'],
    ['referrerHost', 'evil.example/path'],
    ['referrerHost', 'user@host.dk'],
    ['referrerHost', `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.dk`],
    ['referrerHost', '-bad.dk'],
    ['utmSource', 42],
  ])('drops a %s that is not what it should be (%j), and keeps the rest', (key, value) => {
    expect(defined(parse({ path: '/ok', utmMedium: 'cpc', [key]: value }))).toEqual(
      key === 'path'
        ? { utmMedium: 'cpc' }
        : key === 'utmMedium'
          ? { path: '/ok' }
          : { path: '/ok', utmMedium: 'cpc' },
    );
  });

  it('takes a path of 200 characters and a utm value of 100', () => {
    const path = `/${'a'.repeat(199)}`;
    expect(parse({ path, utmSource: 'x'.repeat(100) })).toEqual({ path, utmSource: 'x'.repeat(100) });
  });

  it('is optional, and a source that is no object is none', () => {
    expect(parse(undefined)).toBeUndefined();
    expect(parse('facebook')).toBeUndefined();
    expect(parse(null)).toBeUndefined();
  });
});

describe('the send-email request with a source', () => {
  const contact = { ...exampleContact, website: '', altcha: 'solved' };

  it('keeps the source beside formType and formData, and accepts a request without one', () => {
    const source = { path: '/kontakt', utmSource: 'google', referrerHost: 'www.google.com' };
    expect(sendEmailRequestSchema.parse({ formType: 'contact', formData: contact, source }).source).toEqual(
      source,
    );
    expect(sendEmailRequestSchema.parse({ formType: 'contact', formData: contact }).source).toBeUndefined();
  });

  it('never refuses a lead for its source', () => {
    const parsed = sendEmailRequestSchema.safeParse({
      formType: 'contact',
      formData: contact,
      source: { path: 'not a path', utmSource: '\u0000', gclid: 'x' },
    });
    expect(parsed.success).toBe(true);
    expect(defined(parsed.data?.source)).toEqual({});
  });
});
