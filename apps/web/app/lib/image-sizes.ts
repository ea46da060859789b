// `sizes` attributes computed from the page layout, so the browser picks the srcset candidate that matches
// the width an image is really drawn at (a plain `33vw` overshoots by the container's padding and gaps).

/** `container-page`: at most 72rem (1152 px) wide including its side padding, which grows per breakpoint. */
const containerMaxPx = 1152;
const paddingPx: Record<number, number> = { 0: 16, 640: 24, 1024: 32 };

/** The value in effect at `width` of a table keyed by min-width breakpoints. */
function at(table: Record<number, number>, width: number): number {
  const key = Math.max(
    ...Object.keys(table)
      .map(Number)
      .filter((b) => b <= width),
  );
  return table[key] ?? 1;
}

/**
 * `sizes` for an image filling one cell of a grid in the page container.
 * `columns`: the column count from each min-width breakpoint on (Tailwind's sm 640, md 768, lg 1024);
 * `gapPx`: the grid gap (gap-6 = 24 px).
 */
export function gridImageSizes(columns: Record<number, number>, gapPx = 24): string {
  const breakpoints = [...new Set([...Object.keys(columns), ...Object.keys(paddingPx)].map(Number))]
    .filter((b) => b < containerMaxPx)
    .sort((a, b) => b - a);
  const fixed = (cols: number, pad: number) =>
    Math.ceil((containerMaxPx - 2 * pad - (cols - 1) * gapPx) / cols);
  const fluid = (cols: number, pad: number) => {
    const inset = 2 * pad + (cols - 1) * gapPx;
    return cols === 1 ? `calc(100vw - ${inset}px)` : `calc((100vw - ${inset}px) / ${cols})`;
  };
  const top = `(min-width: ${containerMaxPx}px) ${fixed(at(columns, containerMaxPx), at(paddingPx, containerMaxPx))}px`;
  const rest = breakpoints.map((b) => {
    const size = fluid(at(columns, b), at(paddingPx, b));
    return b === 0 ? size : `(min-width: ${b}px) ${size}`;
  });
  return [top, ...rest].join(', ');
}
