import { describe, expect, it } from 'vitest';
import { sortFrom, sortParams } from './sort-param.ts';

describe("the list's order in the address", () => {
  it('is what is due first only when the address says so', () => {
    expect(sortFrom(sortParams('due'))).toBe('due');
    expect(sortFrom(sortParams('received'))).toBe('received');
    expect(sortParams('received')).toEqual([]);
    expect(sortFrom([['sort', 'anything']])).toBe('received');
    expect(sortFrom(undefined)).toBe('received');
  });
});
