import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.ts';

describe('formatFileSize', () => {
  it('writes sizes with Danish decimal commas and units', () => {
    expect(formatFileSize(850)).toBe('850 B');
    expect(formatFileSize(120 * 1024)).toBe('120 KB');
    expect(formatFileSize(2.44 * 1024 * 1024)).toBe('2,4 MB');
    expect(formatFileSize(11 * 1024 * 1024)).toBe('11 MB');
  });
});
