import { describe, expect, it } from 'vitest';
import { createLeadActionLinks } from './lead-action-link.ts';

const links = createLeadActionLinks('s'.repeat(40));
const leadId = '0b7e1c2d-3f4a-4b5c-8d6e-7f8091a2b3c4';
const now = Date.parse('2026-11-28T12:00:00Z');
const expiresAt = new Date(now + 30 * 86_400_000);

describe('a one-tap action link', () => {
  it('is the confirmation page with the signed lead and action in its fragment', async () => {
    const url = await links.url('https://nordkystbyg.dk', { leadId, action: 'called', expiresAt });
    expect(url).toMatch(
      new RegExp(`^https://nordkystbyg\\.dk/handling/#${leadId}\\.called\\.\\d+\\.[0-9a-f]{64}$`),
    );
    const token = url.split('#')[1] ?? '';
    expect(await links.check(token, now)).toEqual({
      leadId,
      action: 'called',
      expiresAt: new Date(Math.floor(expiresAt.getTime() / 1000) * 1000),
    });
  });

  it('is forged when any part is changed, or signed with another secret', async () => {
    const token = await links.token({ leadId, action: 'called', expiresAt });
    const [id, , expires, signature] = token.split('.');
    const other = '1b7e1c2d-3f4a-4b5c-8d6e-7f8091a2b3c4';
    for (const tampered of [
      `${other}.called.${expires}.${signature}`,
      `${id}.quote-sent.${expires}.${signature}`,
      `${id}.called.${Number(expires) + 86_400}.${signature}`,
      `${id}.called.${expires}.${signature?.replace(/^./, (c) => (c === '0' ? '1' : '0'))}`,
      `${token}.extra`,
      `${id}.delete.${expires}.${signature}`,
      'not a token',
      '',
      await createLeadActionLinks('t'.repeat(40)).token({ leadId, action: 'called', expiresAt }),
    ])
      expect(await links.check(tampered, now)).toBe('forged');
  });

  it('is expired after its time', async () => {
    const token = await links.token({ leadId, action: 'quote-sent', expiresAt });
    expect(await links.check(token, expiresAt.getTime() + 1000)).toBe('expired');
  });
});
