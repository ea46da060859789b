import { H, sky, W } from './outdoor.ts';
import type { Random } from './random.ts';
import { el, group, path, poly, rect, shade } from './svg.ts';

/** Roofing detail: courses of pantiles or slates, a zinc flashing and a chimney against the sky. */
export const roofScene = (rng: Random, variant = 'tiles'): string => {
  const slate = variant === 'slate';
  const base = slate
    ? rng.pick(['#474c52', '#3d4247', '#525860'])
    : rng.pick(['#a84a32', '#b5553a', '#94402d', '#2f3236']);
  const ridgeY = 300;
  const parts: string[] = [sky(rng, 420)];
  const courseH = slate ? 70 : 96;
  const unit = slate ? 130 : 150;
  for (let row = 0; ridgeY + row * courseH < H; row++) {
    const y = ridgeY + row * courseH;
    const offset = row % 2 === 0 ? 0 : unit / 2;
    for (let x = -offset; x < W; x += unit) {
      const fill = shade(base, rng.range(-0.1, 0.1));
      if (slate) {
        parts.push(rect(x + 3, y, unit - 6, courseH + 20, fill, { rx: 4 }));
      } else {
        // A pantile: a wave seen from below, its shadow on the left.
        parts.push(
          path(
            `M${x} ${y + courseH + 16} L${x} ${y + 10} Q${x + unit * 0.25} ${y - 8} ${x + unit * 0.5} ${y + 10} Q${x + unit * 0.75} ${y + 28} ${x + unit} ${y + 10} L${x + unit} ${y + courseH + 16} Z`,
            fill,
          ),
        );
        parts.push(rect(x, y + courseH - 6, unit, 22, shade(fill, -0.3), { opacity: 0.55 }));
      }
    }
  }
  parts.push(rect(0, ridgeY - 50, W, 70, shade(base, -0.25)));
  const zinc = '#a9b2b8';
  parts.push(rect(1500, 160, 340, 800, rng.pick(['#a4513a', '#8f4632', '#e6e1d6'])));
  parts.push(rect(1480, 140, 380, 40, shade(zinc, -0.2)));
  parts.push(
    poly(
      [
        [1420, 960],
        [1920, 960],
        [1960, 1050],
        [1380, 1050],
      ],
      zinc,
    ),
  );
  parts.push(rect(1440, 300, 60, 680, zinc), rect(1840, 300, 60, 680, zinc));
  if (slate) {
    for (let x = 60; x < W; x += 260)
      parts.push(el('circle', { cx: x, cy: ridgeY - 15, r: 10, fill: '#b87333' }));
  }
  return parts.join('');
};

/** Stonework detail: a plinth of split granite beside steps of solid stone. */
export const stoneScene = (rng: Random): string => {
  const palette = ['#8d8a85', '#a39e97', '#6f6c68', '#b0a495', '#9a8878', '#7d7a76'];
  const mortar = rng.pick(['#d8d2c6', '#cfc8ba']);
  const wall = rng.pick(['#f0ebe1', '#e6c27a', '#d8cbb3']);
  const parts: string[] = [rect(0, 0, W, 700, wall), rect(0, 700, W, H - 700, mortar)];
  for (let row = 0; row < 8; row++) {
    const y = 720 + row * 112;
    let x = -rng.range(0, 120);
    while (x < 1500) {
      const w = rng.range(150, 320);
      const inset = rng.range(6, 16);
      const fill = rng.pick(palette);
      parts.push(
        poly(
          [
            [x + inset, y + rng.range(6, 14)],
            [x + w - inset, y + rng.range(4, 12)],
            [x + w - rng.range(4, 12), y + 104],
            [x + rng.range(4, 14), y + 100],
          ],
          fill,
        ),
      );
      x += w;
    }
  }
  for (let k = 0; k < 5; k++) {
    const y = 720 + k * 176;
    parts.push(
      rect(1500, y, 900, 176, shade('#8d8a85', 0.05 * k)),
      rect(1500, y, 900, 26, shade('#a39e97', 0.05 * k)),
    );
  }
  parts.push(rect(1540, 100, 520, 600, '#2f4f5f'), rect(1500, 60, 600, 40, shade(wall, -0.25)));
  parts.push(rect(200, 160, 420, 440, '#f4f1ea'), rect(230, 190, 360, 380, '#4f6f86'));
  parts.push(group([rect(0, 690, 1500, 20, shade(mortar, -0.3))]));
  return parts.join('');
};
