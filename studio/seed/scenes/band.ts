import { group, rect, text } from './svg.ts';

/** DejaVu Sans Bold averages about 0.62 em per character. */
const CHAR_WIDTH = 0.62;

/** Splits a long title into two lines at the space nearest the middle. */
const lines = (title: string): string[] => {
  if (title.length <= 30) return [title];
  const middle = title.length / 2;
  let best = -1;
  for (let i = 0; i < title.length; i++) {
    if (title[i] === ' ' && (best < 0 || Math.abs(i - middle) < Math.abs(best - middle))) best = i;
  }
  return best < 0 ? [title] : [title.slice(0, best), title.slice(best + 1)];
};

/**
 * The title band along the bottom. Text is centred and kept within the middle 62 % of the width,
 * so it survives the square and 4:3 crops the website makes.
 */
export const band = (width: number, height: number, title: string, label?: string): string => {
  const titleLines = lines(title);
  const longest = Math.max(...titleLines.map((l) => l.length));
  const size = Math.min(height * 0.052, (width * 0.62) / (longest * CHAR_WIDTH));
  const labelSize = size * 0.42;
  const gap = size * 0.3;
  const bandHeight = size * 1.15 * titleLines.length + (label ? labelSize * 1.6 : 0) + gap * 2.4;
  const top = height - bandHeight;
  const parts = [
    rect(0, top, width, bandHeight, '#13222e', { opacity: 0.82 }),
    rect(0, top, width, Math.max(4, size * 0.06), '#d9a441'),
  ];
  let y = top + gap * 1.2;
  if (label) {
    y += labelSize;
    parts.push(
      text(label.toUpperCase(), {
        x: width / 2,
        y,
        'font-family': 'sans-serif',
        'font-size': labelSize,
        'font-weight': 'bold',
        'letter-spacing': labelSize * 0.18,
        fill: '#e8c47a',
        'text-anchor': 'middle',
      }),
    );
    y += labelSize * 0.6;
  }
  for (const l of titleLines) {
    y += size * 1.1;
    parts.push(
      text(l, {
        x: width / 2,
        y: y - size * 0.12,
        'font-family': 'sans-serif',
        'font-size': size,
        'font-weight': 'bold',
        fill: '#ffffff',
        'text-anchor': 'middle',
      }),
    );
  }
  return group(parts);
};
