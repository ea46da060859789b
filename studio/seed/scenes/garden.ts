import {
  gableRoof,
  grassTufts,
  H,
  lawn,
  leafyTree,
  pine,
  shrub,
  sky,
  treeline,
  W,
  window,
} from './outdoor.ts';
import type { Random } from './random.ts';
import { circle, defs, el, gradient, group, line, pattern, poly, rect, shade } from './svg.ts';

const HEDGE = ['#3f6b3a', '#4a7540', '#365f35'];

const hedge = (rng: Random, y: number, height: number, color: string) => {
  const parts = [rect(0, y - height, W, height, color)];
  for (let x = 0; x < W; x += 70) parts.push(circle(x, y - height, rng.range(30, 48), color));
  for (let i = 0; i < 40; i++) {
    parts.push(
      circle(
        rng.range(0, W),
        rng.range(y - height, y),
        rng.range(12, 26),
        shade(color, rng.range(-0.12, 0.12)),
      ),
    );
  }
  return group(parts);
};

/** Lodrette brædder: a board-on-board fence with posts and a top rail. */
const boardFence = (rng: Random, y: number, height: number) => {
  const wood = rng.pick(['#c49a6c', '#b88d60', '#a9825a', '#9a9288']);
  const parts: string[] = [rect(0, y - height, W, height, shade(wood, -0.25))];
  for (let x = 0; x < W; x += 58)
    parts.push(rect(x, y - height + rng.range(0, 6), 52, height, shade(wood, rng.range(-0.08, 0.08))));
  for (let x = 0; x < W; x += 480) parts.push(rect(x, y - height - 30, 44, height + 30, shade(wood, -0.12)));
  parts.push(rect(0, y - height - 30, W, 26, shade(wood, -0.05)));
  return group(parts);
};

const picketFence = (y: number, height: number) => {
  const paint = '#f6f3ec';
  const parts: string[] = [rect(0, y - height * 0.75, W, 22, paint), rect(0, y - height * 0.3, W, 22, paint)];
  for (let x = 0; x < W; x += 70) {
    if (x > 1000 && x < 1400) continue;
    parts.push(
      poly(
        [
          [x, y],
          [x, y - height + 24],
          [x + 20, y - height],
          [x + 40, y - height + 24],
          [x + 40, y],
        ],
        paint,
      ),
    );
  }
  parts.push(rect(1010, y - height * 0.8, 380, height * 0.8, 'none', { stroke: paint, 'stroke-width': 18 }));
  parts.push(line(1010, y, 1390, y - height * 0.8, paint, 16));
  parts.push(
    rect(980, y - height - 20, 40, height + 20, paint),
    rect(1380, y - height - 20, 40, height + 20, paint),
  );
  return group(parts);
};

const raisedBeds = (rng: Random, y: number) => {
  const wood = rng.pick(['#c49a6c', '#b88d60']);
  const parts: string[] = [];
  for (let i = 0; i < 4; i++) {
    const x = 180 + i * 560;
    parts.push(rect(x, y - 180, 440, 180, wood), rect(x, y - 180, 440, 24, shade(wood, 0.15)));
    for (let k = 0; k < 6; k++)
      parts.push(
        circle(x + 50 + k * 68, y - 190, rng.range(26, 42), rng.pick(['#5f8d4a', '#6fa052', '#4f7a45'])),
      );
    parts.push(line(x, y - 90, x + 440, y - 90, shade(wood, -0.2), 4));
  }
  return group(parts);
};

const stoneWall = (y: number, height: number, tone: string) =>
  group([
    defs([
      pattern(`stones${y}`, 140, 70, [
        rect(0, 0, 140, 70, shade(tone, -0.35)),
        rect(4, 4, 80, 28, tone, { rx: 10 }),
        rect(88, 4, 48, 28, shade(tone, 0.1), { rx: 10 }),
        rect(4, 38, 40, 28, shade(tone, -0.08), { rx: 10 }),
        rect(48, 38, 88, 28, shade(tone, 0.05), { rx: 10 }),
      ]),
    ]),
    rect(0, y - height, W, height, `url(#stones${y})`),
  ]);

const backHouse = (rng: Random, ground: number) => {
  const wall = rng.pick(['#f0ebe1', '#e6c27a', '#2a2d30', '#a4473a']);
  return group([
    rect(1400, ground - 420, 900, 420, wall),
    gableRoof(1400, ground - 700, 900, ground - 420, 40, rng.pick(['#2f3438', '#8a3b2a'])),
    window(1480, ground - 330, 200, 220, '#f4f1ea', 2),
    window(1980, ground - 330, 200, 220, '#f4f1ea', 2),
  ]);
};

/** Gardens: a wooden fence, a path, hedges, raised beds, terraced levels, a courtyard or a picket fence. */
export const gardenScene = (rng: Random, variant = 'fence'): string => {
  if (variant === 'courtyard') return courtyard(rng);
  const horizon = 900;
  const grass = rng.pick(['#86ab62', '#7aa35a', '#90b36a']);
  const parts: string[] = [sky(rng, horizon), treeline(rng, horizon, rng.pick(['#4b6a47', '#3f5e44']), 200)];
  parts.push(lawn(horizon, grass));
  if (variant === 'path' || variant === 'hedge') parts.push(backHouse(rng, horizon + 60));
  switch (variant) {
    case 'fence':
      parts.push(boardFence(rng, 1120, 420));
      parts.push(shrub(300, 1180, 280, '#4f7a45'), shrub(2000, 1190, 320, '#557f48'));
      break;
    case 'picket':
      parts.push(
        el('path', { d: `M0 1000 C 600 930, 1400 960, ${W} 900 L ${W} 960 L 0 1060 Z`, fill: '#d9c7a0' }),
      );
      parts.push(picketFence(1200, 300));
      parts.push(pine(2100, 1000, 520, '#2f4a34'));
      break;
    case 'hedge':
      parts.push(hedge(rng, 1060, 200, rng.pick(HEDGE)));
      break;
    case 'beds':
      parts.push(boardFence(rng, 980, 260));
      parts.push(rect(0, 1000, W, 500, '#d8ccb2'));
      parts.push(raisedBeds(rng, 1300));
      break;
    case 'terraced':
      parts.push(stoneWall(1100, 160, '#a39c90'), rect(0, 1100, W, 120, grass));
      parts.push(stoneWall(1320, 160, '#9a938a'), rect(0, 1320, W, H - 1320, shade(grass, 0.06)));
      for (const top of [940, 1160]) {
        parts.push(rect(1060, top, 320, 160, '#6b4a32'));
        for (let k = 0; k < 4; k++) parts.push(rect(1060, top + k * 40, 320, 14, '#a8774a'));
      }
      break;
    default:
      break;
  }
  if (variant === 'path') {
    parts.push(
      el('path', {
        d: `M1900 ${horizon + 60} C 1600 1100, 700 1120, 900 ${H} L 1350 ${H} C 1200 1180, 1800 1100, 2050 ${horizon + 60} Z`,
        fill: '#d9cfbd',
      }),
    );
    parts.push(hedge(rng, horizon + 160, 90, rng.pick(HEDGE)));
    parts.push(rect(0, 1350, 560, 250, '#8d8f92'));
    for (let x = 0; x < 560; x += 80) parts.push(line(x, 1350, x, H, '#7a7c7f', 4));
  }
  if (variant !== 'beds') parts.push(grassTufts(rng, 1150, H, shade(grass, -0.2), 40));
  parts.push(leafyTree(rng.range(150, 400), 980, rng.range(380, 480), rng.pick(['#5f8d4a', '#6c9650'])));
  return parts.join('');
};

const courtyard = (rng: Random): string => {
  const tile = rng.pick(['#cfc6b6', '#bdb5a7', '#d8d0c2']);
  const wall = rng.pick(['#e6c27a', '#f0ebe1', '#d8cbb3']);
  const parts: string[] = [
    sky(rng, 700),
    rect(0, 300, W, 560, wall),
    gableRoof(-100, 40, 1300, 300, 40, '#8a3b2a'),
  ];
  parts.push(window(300, 420, 260, 300, '#f4f1ea', 2), window(1700, 420, 260, 300, '#f4f1ea', 2));
  parts.push(rect(980, 480, 200, 380, '#2f4f5f'));
  for (let row = 0; row < 12; row++) {
    const y0 = 860 + row * row * 5 + row * 20;
    const y1 = 860 + (row + 1) * (row + 1) * 5 + (row + 1) * 20;
    parts.push(rect(0, y0, W, y1 - y0, shade(tile, row % 2 === 0 ? 0 : -0.06)));
    parts.push(line(0, y0, W, y0, shade(tile, -0.25), 3));
  }
  for (let k = -12; k <= 12; k++)
    parts.push(line(W / 2 + k * 90, 860, W / 2 + k * 260, H, shade(tile, -0.25), 3));
  parts.push(rect(0, 800, W, 70, '#6b4a32'));
  for (let i = 0; i < 14; i++)
    parts.push(
      circle(80 + i * 170, 790, rng.range(50, 80), rng.pick(['#5f8d4a', '#6fa052', '#4f7a45', '#b45a7a'])),
    );
  return parts.join('');
};

/** A wooden deck in front of a house, with steps, planters and optionally a glass roof. */
export const terraceScene = (rng: Random, variant = 'default'): string => {
  const woods: Record<string, string> = { hardwood: '#8a5a3b', larch: '#d4aa76', covered: '#b79162' };
  const wood = woods[variant] ?? rng.pick(['#b79162', '#a87f52', '#c49a6c']);
  const wall = rng.pick(['#2a2d30', '#f0ebe1', '#9fb1bc', '#c49a6c']);
  const deckTop = 900;
  const lawnTop = 1240;
  const parts: string[] = [
    defs([
      gradient('glass', [
        [0, '#cfe4f0'],
        [1, '#7fa6bf'],
      ]),
    ]),
    sky(rng, 500),
    rect(0, 120, W, deckTop - 120, wall),
    rect(500, 360, 1100, deckTop - 360, '#2f3a40'),
    rect(520, 380, 520, deckTop - 380, 'url(#glass)'),
    rect(1060, 380, 520, deckTop - 380, 'url(#glass)'),
    window(1800, 380, 360, 420, '#2f3a40', 1),
  ];
  for (let row = 0; deckTop + row * 40 < lawnTop; row++) {
    const y = deckTop + row * (36 + row * 2);
    parts.push(rect(0, y, W, 34 + row * 2, shade(wood, rng.range(-0.08, 0.08))));
    parts.push(line(0, y, W, y, shade(wood, -0.35), 3));
  }
  parts.push(rect(0, lawnTop, W, H - lawnTop, '#7aa35a'));
  for (let s = 0; s < 3; s++)
    parts.push(rect(900 - s * 40, lawnTop + s * 50, 600 + s * 80, 50, shade(wood, -0.1 * s)));
  parts.push(
    rect(200, deckTop - 140, 300, 160, shade(wood, -0.2)),
    rect(1900, deckTop - 140, 300, 160, shade(wood, -0.2)),
  );
  for (let i = 0; i < 5; i++)
    parts.push(
      circle(230 + i * 60, deckTop - 150, 50, '#5f8d4a'),
      circle(1930 + i * 60, deckTop - 150, 50, '#6c9650'),
    );
  if (variant === 'covered') {
    parts.push(rect(0, 60, W, 60, '#e0e6ea', { opacity: 0.9 }));
    for (const x of [80, 1200, 2300]) parts.push(rect(x, 120, 36, lawnTop - 120, '#6b4a32'));
    for (let x = 0; x < W; x += 300) parts.push(line(x, 60, x, 120, '#6b4a32', 8));
  } else {
    parts.push(rect(0, 100, W, 30, shade(wall, -0.3)));
  }
  if (variant === 'hardwood') {
    // Railing on the open sides of the raised deck.
    for (const [from, to] of [
      [0, 180],
      [2220, W],
    ] as const) {
      for (let x = from; x < to; x += 45) parts.push(rect(x, deckTop - 240, 12, 300, '#2b2b2b'));
      parts.push(rect(from, deckTop - 250, to - from, 18, '#2b2b2b'));
    }
  }
  return parts.join('');
};
