import { describe, expect, it } from 'vitest';
import { menuTitle } from './menu-title.ts';

describe("the tool's menu entry", () => {
  it('counts the unread and the overdue leads', () => {
    expect(menuTitle('Henvendelser', { unread: 3, overdue: 1 })).toBe('Henvendelser (3 · 1 for sent)');
    expect(menuTitle('Henvendelser', { unread: 3, overdue: 0 })).toBe('Henvendelser (3)');
    expect(menuTitle('Henvendelser', { unread: 0, overdue: 2 })).toBe('Henvendelser (2 for sent)');
  });

  it('is the plain title when nothing waits', () => {
    expect(menuTitle('Henvendelser', { unread: 0, overdue: 0 })).toBe('Henvendelser');
  });
});
