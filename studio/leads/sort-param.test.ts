import { describe, expect, it } from 'vitest';
import { sortFrom, sortParams } from './sort-param.ts';

describe("the list's order in the address", () => {
  it('is what is due first on a wide screen only when the address says so', () => {
    expect(sortFrom(sortParams('due'))).toBe('due');
    expect(sortFrom(sortParams('received'))).toBe('received');
    expect(sortParams('received')).toEqual([]);
    expect(sortFrom([['sort', 'anything']])).toBe('received');
    expect(sortFrom(undefined)).toBe('received');
  });

  it('is what is due first on a phone, unless the address names newest first', () => {
    expect(sortFrom(undefined, 'due')).toBe('due');
    expect(sortParams('due', 'due')).toEqual([]);
    expect(sortParams('received', 'due')).toEqual([['sort', 'received']]);
    expect(sortFrom(sortParams('received', 'due'), 'due')).toBe('received');
    expect(sortFrom([['sort', 'anything']], 'due')).toBe('due');
  });

  it("keeps a phone's chosen order when the same address opens on a wide screen", () => {
    expect(sortFrom(sortParams('received', 'due'), 'received')).toBe('received');
    expect(sortFrom(sortParams('due', 'received'), 'due')).toBe('due');
  });
});
