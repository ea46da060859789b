import type { Random } from './random.ts';
import { circle, defs, ellipse, gradient, group, path, poly, rect, shade } from './svg.ts';

export const W = 2400;
export const H = 1600;

const SKIES: [string, string][] = [
  ['#7fb8e0', '#dcefF8'],
  ['#9cc7e4', '#f3e6d0'],
  ['#a9bccb', '#e8edf0'],
  ['#6fa6d6', '#cfe7f5'],
  ['#8fb3d9', '#f6dcc0'],
];

/** Sky with a soft gradient, a low sun and a few flat clouds. */
export const sky = (rng: Random, horizon = H): string => {
  const [top, bottom] = rng.pick(SKIES);
  const clouds: string[] = [];
  const count = rng.int(2, 4);
  for (let i = 0; i < count; i++) {
    const cx = rng.range(150, W - 150);
    const cy = rng.range(120, horizon * 0.45);
    const s = rng.range(0.7, 1.4);
    clouds.push(
      group(
        [
          ellipse(cx, cy, 190 * s, 48 * s, '#ffffff'),
          ellipse(cx - 80 * s, cy - 30 * s, 95 * s, 55 * s, '#ffffff'),
          ellipse(cx + 60 * s, cy - 42 * s, 110 * s, 65 * s, '#ffffff'),
        ],
        { opacity: 0.85 },
      ),
    );
  }
  return [
    defs([
      gradient('sky', [
        [0, top],
        [1, bottom],
      ]),
    ]),
    rect(0, 0, W, horizon, 'url(#sky)'),
    circle(rng.range(300, W - 300), rng.range(160, 380), 90, '#fff6d8', { opacity: 0.9 }),
    ...clouds,
  ].join('');
};

/** A row of soft, rounded tree crowns along the horizon. */
export const treeline = (rng: Random, y: number, color: string, height = 160): string => {
  const crowns: string[] = [rect(0, y - height * 0.3, W, height * 0.3 + 4, color)];
  for (let x = -60; x < W + 60; x += rng.range(70, 150)) {
    const r = rng.range(height * 0.35, height * 0.7);
    crowns.push(ellipse(x, y - height * 0.3, r, r * rng.range(0.8, 1.2), color));
  }
  return group(crowns);
};

export const pine = (x: number, y: number, size: number, color: string): string =>
  group([
    rect(x - size * 0.05, y - size * 0.25, size * 0.1, size * 0.25, '#5b4332'),
    poly(
      [
        [x, y - size * 1.1],
        [x + size * 0.28, y - size * 0.55],
        [x + size * 0.16, y - size * 0.55],
        [x + size * 0.38, y - size * 0.2],
        [x - size * 0.38, y - size * 0.2],
        [x - size * 0.16, y - size * 0.55],
        [x - size * 0.28, y - size * 0.55],
      ],
      color,
    ),
  ]);

export const leafyTree = (x: number, y: number, size: number, color: string): string =>
  group([
    rect(x - size * 0.05, y - size * 0.45, size * 0.1, size * 0.45, '#6a4d37'),
    ellipse(x, y - size * 0.7, size * 0.42, size * 0.38, color),
    ellipse(x - size * 0.22, y - size * 0.55, size * 0.25, size * 0.22, shade(color, -0.12)),
    ellipse(x + size * 0.2, y - size * 0.85, size * 0.22, size * 0.2, shade(color, 0.12)),
  ]);

export const shrub = (x: number, y: number, size: number, color: string): string =>
  group([
    ellipse(x, y - size * 0.35, size * 0.6, size * 0.4, color),
    ellipse(x - size * 0.25, y - size * 0.45, size * 0.3, size * 0.28, shade(color, 0.1)),
  ]);

/** Grass field from y to the bottom with a darker band near the horizon. */
export const lawn = (y: number, color: string): string =>
  [
    defs([
      gradient('lawn', [
        [0, shade(color, -0.15)],
        [1, shade(color, 0.08)],
      ]),
    ]),
    rect(0, y, W, H - y, 'url(#lawn)'),
  ].join('');

/** A gable roof over a rectangle: the roof overhangs by `eave` on each side. */
export const gableRoof = (
  x: number,
  top: number,
  width: number,
  wallTop: number,
  eave: number,
  color: string,
) =>
  poly(
    [
      [x - eave, wallTop + eave * 0.4],
      [x + width / 2, top],
      [x + width + eave, wallTop + eave * 0.4],
    ],
    color,
  );

/** A window with frame, sky reflection and optional cross bars. */
export const window = (
  x: number,
  y: number,
  w: number,
  h: number,
  frame: string,
  bars: 0 | 1 | 2 = 1,
): string => {
  const inset = Math.min(w, h) * 0.08;
  const parts = [
    rect(x, y, w, h, frame),
    rect(x + inset, y + inset, w - inset * 2, h - inset * 2, '#4f6f86'),
    poly(
      [
        [x + inset, y + inset],
        [x + w * 0.55, y + inset],
        [x + inset, y + h * 0.6],
      ],
      '#9cc3dc',
      { opacity: 0.55 },
    ),
  ];
  if (bars >= 1) parts.push(rect(x + w / 2 - inset / 2, y, inset, h, frame));
  if (bars === 2) parts.push(rect(x, y + h / 2 - inset / 2, w, inset, frame));
  return group(parts);
};

/** A soft shadow on the ground under a building or object. */
export const groundShadow = (cx: number, y: number, width: number) =>
  ellipse(cx, y, width / 2, 26, '#000000', { opacity: 0.14 });

export const grassTufts = (rng: Random, y0: number, y1: number, color: string, count: number): string => {
  const tufts: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = rng.range(0, W);
    const y = rng.range(y0, y1);
    const s = rng.range(14, 30);
    tufts.push(
      path(
        `M${x - s} ${y} Q${x - s * 0.4} ${y - s * 2} ${x} ${y - s * 2.4} Q${x + s * 0.2} ${y - s} ${x + s} ${y} Z`,
        color,
      ),
    );
  }
  return group(tufts, { opacity: 0.7 });
};
