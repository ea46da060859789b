import { describe, expect, it } from 'vitest';
import { phoneE164, referenceNumber, replyMailtoHref, replySubject, telHref } from './contact-links.ts';

describe('a phone number in E.164 form', () => {
  it('gives a Danish number +45 however the visitor wrote it', () => {
    for (const written of [
      '87654321',
      '87 65 43 21',
      '8765 4321',
      '87-65-43-21',
      '+45 87654321',
      '+45 87 65 43 21',
      '+4587654321',
      '0045 8765 4321',
      '004587654321',
      '(+45)87654321',
      '(+45) 87 65 43 21',
      '45 87 65 43 21',
      ' 87\u00a065\u00a043\u00a021 ',
      '+45 (0)87654321',
    ])
      expect(phoneE164(written), written).toBe('+4587654321');
  });

  it('keeps a foreign number its country code when it is written with + or 00', () => {
    expect(phoneE164('+46 70 123 45 67')).toBe('+46701234567');
    expect(phoneE164('0046 70-123 45 67')).toBe('+46701234567');
    expect(phoneE164('+44 (0)20 7946 0958')).toBe('+442079460958');
    expect(phoneE164('+373 22 123 456')).toBe('+37322123456');
    expect(phoneE164('+298 123456')).toBe('+298123456');
  });

  it('leaves what it cannot dial for sure as it was: not a number, too short or long, a national foreign one', () => {
    for (const written of [
      '',
      'ring efter kl. 16',
      '87654321 ext. 12',
      '22 33 44 55 / 66 77 88 99',
      '1234567',
      '+45 8765 432',
      '+45 876 543 210',
      '0046',
      '+0 12345678',
      '+1 234 567 890 123 456',
      '070-123 45 67',
      '22+33 44 55',
      '87654321\n+4522334455',
    ])
      expect(phoneE164(written), written).toBeUndefined();
  });

  it('is a tel: link, or none', () => {
    expect(telHref('87 65 43 21')).toBe('tel:+4587654321');
    expect(telHref('ring mig')).toBeUndefined();
  });
});

describe('the reference a visitor quotes', () => {
  it("is the first eight hex digits of the lead's id, upper case", () => {
    expect(referenceNumber('adacb46e-1f2a-4c3b-9d8e-0123456789ab')).toBe('ADACB46E');
    expect(referenceNumber('0a1b-2c3d4e5f-0000')).toBe('0A1B2C3D');
  });
});

describe("a mailto: link that answers a lead's e-mail", () => {
  it('names the reference in a Danish subject, spaces as %20', () => {
    expect(replySubject('ADACB46E')).toBe('Vedr. din henvendelse ADACB46E');
    expect(replyMailtoHref('ole@example.dk', 'ADACB46E')).toBe(
      'mailto:ole@example.dk?subject=Vedr.%20din%20henvendelse%20ADACB46E',
    );
  });

  it('reads back as the address and the subject', () => {
    const href = replyMailtoHref(' Karen.Ø+tag@example.dk ', 'ADACB46E') ?? '';
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(decodeURIComponent(url.pathname)).toBe('Karen.Ø+tag@example.dk');
    expect(url.searchParams.get('subject')).toBe('Vedr. din henvendelse ADACB46E');
  });

  it('encodes what would end the address or start another header', () => {
    expect(replyMailtoHref('a%b?c#d&e@example.dk', 'X')).toBe(
      'mailto:a%25b%3Fc%23d%26e@example.dk?subject=Vedr.%20din%20henvendelse%20X',
    );
  });

  it('gives none for what is not one address', () => {
    for (const address of [
      '',
      'ole',
      'ole@',
      'ole@example',
      'a@b.dk, c@d.dk',
      'a@b.dk\r\nBcc: c@d.dk',
      'Ole <ole@example.dk>',
    ])
      expect(replyMailtoHref(address, 'X'), address).toBeUndefined();
  });
});
