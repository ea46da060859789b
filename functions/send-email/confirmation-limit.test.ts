import { describe, expect, it } from 'vitest';
import { normalisedRecipient } from './confirmation-limit.ts';

describe('normalisedRecipient', () => {
  it.each([
    [['Ole.Hansen+tilbud@Gmail.com', 'o.l.e.hansen@googlemail.com'], 'olehansen@gmail.com'],
    [['ole.hansen@proton.me', 'ole_hansen@protonmail.com', 'OLE-HANSEN+x@pm.me'], 'olehansen@proton.me'],
    [['ole@me.com', 'ole@mac.com', 'Ole+a@icloud.com'], 'ole@icloud.com'],
    [['ole-tilbud@yahoo.com', 'ole@ymail.com', 'ole-x@yahoo.dk'], 'ole@yahoo.com'],
    [['anything@ole.fastmail.com', 'ole+x@fastmail.com'], 'ole@fastmail.com'],
  ])('folds the spellings one provider delivers to one inbox: %o', (spellings, mailbox) => {
    for (const spelling of spellings) expect(normalisedRecipient(spelling)).toBe(mailbox);
  });

  it('keeps dots and hyphens where the provider does not fold them', () => {
    expect(normalisedRecipient(' A.B-c+x@Example.dk ')).toBe('a.b-c@example.dk');
    expect(normalisedRecipient('a.b@outlook.com')).not.toBe(normalisedRecipient('ab@outlook.com'));
  });
});
