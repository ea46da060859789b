import { describe, expect, it } from 'vitest';
import { gridImageSizes } from './image-sizes.ts';

describe('gridImageSizes', () => {
  it('gives the drawn width of a three-column grid cell in the full-width container, then fluid widths', () => {
    // 1152 − 2 × 32 padding − 2 × 24 gap = 1040, a third is 346.7 px.
    expect(gridImageSizes({ 0: 1, 768: 3 })).toBe(
      '(min-width: 1152px) 347px, (min-width: 1024px) calc((100vw - 112px) / 3), ' +
        '(min-width: 768px) calc((100vw - 96px) / 3), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)',
    );
  });

  it('uses the given gap and each breakpoint’s own padding', () => {
    expect(gridImageSizes({ 0: 1, 1024: 2 }, 40)).toBe(
      '(min-width: 1152px) 524px, (min-width: 1024px) calc((100vw - 104px) / 2), ' +
        '(min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)',
    );
  });
});
