// Which waiting leads one digest carries: the oldest that fit the mailbox limit (EMAIL_MAX_BYTES).
import { describe, expect, it } from 'vitest';
import { buildDigest, type DigestLead } from './budget-emails.ts';
import { DIGEST_LEADS, digestThatFits } from './digest.ts';
import { bodyBytes } from './message-size.ts';

describe('digestThatFits', () => {
  /** A waiting contact lead whose message is `length` characters of markup (escaped: four bytes each). */
  const lead = (i: number, length: number): DigestLead => ({
    request: {
      formType: 'contact',
      formData: {
        name: `Afsender ${i}`,
        email: `afsender${i}@example.dk`,
        phone: '12 34 56 78',
        message: '<'.repeat(length),
        altcha: '',
      },
    },
    reference: `REF${i}`,
    receivedAt: new Date(Date.UTC(2026, 4, 1, 10, i)),
    extras: { links: [], linksExpireAt: null, refused: [] },
  });

  it('carries the oldest leads that fit the mailbox limit, and every one when they all fit', () => {
    const longest = Array.from({ length: 40 }, (_, i) => lead(i, 5000));
    const limit = 1_000_000;
    const carried = digestThatFits(longest, limit);
    expect(carried.length).toBeGreaterThan(1);
    expect(carried.length).toBeLessThan(longest.length);
    expect(carried).toEqual(longest.slice(0, carried.length));
    expect(bodyBytes(buildDigest(carried))).toBeLessThanOrEqual(limit);
    expect(bodyBytes(buildDigest(longest.slice(0, carried.length + 1)))).toBeGreaterThan(limit);

    // A flood's worth of usual leads goes in one digest at the default 20 MB.
    const usual = Array.from({ length: DIGEST_LEADS }, (_, i) => lead(i, 200));
    expect(digestThatFits(usual, 20_000_000)).toHaveLength(DIGEST_LEADS);
  });
});
