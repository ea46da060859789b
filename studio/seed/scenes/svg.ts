/** Small helpers to write SVG markup as strings, with numbers rounded so output is stable. */

export type Attrs = Record<string, string | number | undefined>;

const round = (n: number): string => String(Math.round(n * 10) / 10);

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const attrs = (a: Attrs): string =>
  Object.entries(a)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? round(v) : escapeXml(v)}"`)
    .join('');

export const el = (tag: string, a: Attrs, children?: string): string =>
  children === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${children}</${tag}>`;

export const text = (content: string, a: Attrs): string => el('text', a, escapeXml(content));

export const rect = (x: number, y: number, width: number, height: number, fill: string, extra: Attrs = {}) =>
  el('rect', { x, y, width, height, fill, ...extra });

export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  el('circle', { cx, cy, r, fill, ...extra });

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}) =>
  el('ellipse', { cx, cy, rx, ry, fill, ...extra });

export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra: Attrs = {},
) => el('line', { x1, y1, x2, y2, stroke, 'stroke-width': width, 'stroke-linecap': 'round', ...extra });

export const poly = (points: [number, number][], fill: string, extra: Attrs = {}) =>
  el('polygon', { points: points.map(([x, y]) => `${round(x)},${round(y)}`).join(' '), fill, ...extra });

export const path = (d: string, fill: string, extra: Attrs = {}) => el('path', { d, fill, ...extra });

export const group = (children: string[], extra: Attrs = {}) => el('g', extra, children.join(''));

/** A gradient definition; stops are [offset 0..1, colour]. Vertical unless horizontal is set. */
export const gradient = (id: string, stops: [number, string][], horizontal = false) =>
  el(
    'linearGradient',
    { id, x1: 0, y1: 0, x2: horizontal ? 1 : 0, y2: horizontal ? 0 : 1 },
    stops.map(([offset, color]) => el('stop', { offset, 'stop-color': color })).join(''),
  );

/** A repeating tile (pattern) in user space. */
export const pattern = (id: string, width: number, height: number, children: string[], extra: Attrs = {}) =>
  el('pattern', { id, width, height, patternUnits: 'userSpaceOnUse', ...extra }, children.join(''));

export const defs = (children: string[]) => el('defs', {}, children.join(''));

const clamp = (n: number) => Math.max(0, Math.min(255, Math.round(n)));

/** Mixes a hex colour towards white (amount > 0) or black (amount < 0). */
export const shade = (hex: string, amount: number): string => {
  const n = Number.parseInt(hex.slice(1), 16);
  const target = amount > 0 ? 255 : 0;
  const t = Math.abs(amount);
  const channel = (shift: number) => {
    const c = (n >> shift) & 255;
    return clamp(c + (target - c) * t)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
};
