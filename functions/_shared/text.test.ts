import { describe, expect, it } from 'vitest';
import { headerSafe } from './text.ts';

describe('headerSafe', () => {
  it('turns control characters and the line and paragraph separators into one space', () => {
    expect(headerSafe('Ny besked\r\nBcc: x@evil.example')).toBe('Ny besked Bcc: x@evil.example');
    expect(headerSafe('Ole\u2028Hansen\u2029og\u0085Co')).toBe('Ole Hansen og Co');
  });

  it('removes bidirectional controls, which turn a subject around in a mail client', () => {
    expect(
      headerSafe('Ny besked fra \u202Egnirrah\u202C Ole\u2066\u2067\u2068\u2069\u200E\u200F\u061C'),
    ).toBe('Ny besked fra gnirrah Ole');
  });

  it('cuts a long value with an ellipsis', () => {
    expect(headerSafe('a'.repeat(300), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});
