import {
  gableRoof,
  grassTufts,
  groundShadow,
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

const WALLS = ['#e6c27a', '#f0ebe1', '#a4473a', '#9fb1bc', '#d8cbb3', '#c9d3c4'];

/** Brick courses as a pattern, so a wall of bricks is one rectangle. */
const brickPattern = (id: string, color: string, scale = 1) =>
  pattern(id, 96 * scale, 44 * scale, [
    rect(0, 0, 96 * scale, 44 * scale, shade(color, 0.45)),
    rect(2 * scale, 2 * scale, 92 * scale, 18 * scale, color),
    rect(-46 * scale, 24 * scale, 92 * scale, 18 * scale, shade(color, -0.06)),
    rect(50 * scale, 24 * scale, 92 * scale, 18 * scale, shade(color, 0.04)),
  ]);

/** Vertical board cladding as a pattern. */
const boardPattern = (id: string, color: string, width = 42) =>
  pattern(id, width, 200, [
    rect(0, 0, width, 200, color),
    rect(width - 6, 0, 6, 200, shade(color, -0.25)),
    rect(0, 0, 4, 200, shade(color, 0.1)),
  ]);

const door = (x: number, y: number, w: number, h: number, color: string) =>
  group([
    rect(x - 10, y - 10, w + 20, h + 10, shade(color, 0.5)),
    rect(x, y, w, h, color),
    rect(x + w * 0.18, y + h * 0.1, w * 0.64, h * 0.35, shade(color, 0.12)),
    rect(x + w * 0.18, y + h * 0.52, w * 0.64, h * 0.38, shade(color, 0.12)),
    circle(x + w * 0.85, y + h * 0.55, 9, '#d9c48a'),
  ]);

/** Tubes, ledgers, planks and a ladder in front of a facade. */
const scaffold = (rng: Random, x0: number, x1: number, top: number, ground: number) => {
  const tube = '#8e979c';
  const plank = rng.pick(['#b07d44', '#a56f3a', '#c28f52']);
  const parts: string[] = [];
  const levels: number[] = [];
  for (let y = ground - 330; y > top; y -= 330) levels.push(y);
  for (let x = x0; x <= x1; x += 240) {
    parts.push(line(x, top - 30, x, ground, tube, 12));
    parts.push(line(x + 90, top - 30, x + 90, ground, tube, 12));
  }
  for (const y of levels) {
    parts.push(rect(x0 - 20, y, x1 - x0 + 130, 22, plank));
    parts.push(line(x0 - 20, y - 110, x1 + 110, y - 110, tube, 8));
    parts.push(line(x0 - 20, y + 30, x1 + 110, y + 30, tube, 8));
  }
  for (let x = x0; x + 240 <= x1; x += 480) parts.push(line(x, ground, x + 240, ground - 330, tube, 8));
  const ladderX = x1 - 130;
  parts.push(line(ladderX, ground, ladderX, ground - 330, '#c9ced1', 8));
  parts.push(line(ladderX + 60, ground, ladderX + 60, ground - 330, '#c9ced1', 8));
  for (let y = ground - 30; y > ground - 330; y -= 45)
    parts.push(line(ladderX, y, ladderX + 60, y, '#c9ced1', 6));
  parts.push(rect(x1 - 500, top, 560, ground - top, rng.pick(['#3f7d5a', '#3a6a8a']), { opacity: 0.22 }));
  return group(parts);
};

const timberFraming = (x: number, y: number, w: number, h: number, color: string) => {
  const parts: string[] = [
    rect(x, y, w, 24, color),
    rect(x, y + h - 24, w, 24, color),
    rect(x, y + h * 0.45, w, 20, color),
  ];
  for (let px = x; px <= x + w; px += 220) {
    parts.push(rect(px - 10, y, 20, h, color));
    if (px + 220 <= x + w && Math.round(px / 220) % 2 === 0) {
      parts.push(line(px, y + h * 0.45 + 20, px + 110, y + h - 24, color, 16, { 'stroke-linecap': 'butt' }));
    }
  }
  return group(parts);
};

const dormer = (x: number, y: number, w: number, wall: string, roof: string) =>
  group([
    rect(x, y, w, w * 0.8, wall),
    window(x + w * 0.18, y + w * 0.15, w * 0.64, w * 0.55, '#f4f1ea', 1),
    gableRoof(x, y - w * 0.45, w, y, w * 0.12, roof),
  ]);

/** Renovation: an older house, optionally in scaffolding, with dormers or timber framing. */
export const facadeScene = (rng: Random, variant = 'scaffold'): string => {
  const ground = 1200;
  const wall = rng.pick(WALLS);
  const roof = rng.pick(['#3b3f44', '#8a3b2a', '#5a5f63', '#2e3236']);
  const frame = variant === 'cottage' ? '#f4f1ea' : rng.pick(['#f4f1ea', '#2f3a40', '#ffffff']);
  const parts: string[] = [
    sky(rng),
    treeline(rng, ground - 30, rng.pick(['#4d6b45', '#587a4c', '#3f5e44']), 220),
  ];
  parts.push(lawn(ground, rng.pick(['#7aa35a', '#6f9a52', '#86ab62'])));
  if (variant === 'cottage') {
    const x = 330;
    const w = 1740;
    const wallTop = 760;
    parts.push(groundShadow(x + w / 2, ground + 10, w + 120));
    parts.push(rect(x, wallTop, w, ground - wallTop, '#ecd28a'));
    parts.push(timberFraming(x, wallTop, w, ground - wallTop, '#5a3c2a'));
    parts.push(gableRoof(x, 380, w, wallTop, 70, roof));
    parts.push(rect(x + w * 0.7, 420, 90, 200, '#8a4a3a'));
    for (let i = 0; i < 5; i++) {
      const wx = x + 130 + i * 330;
      if (i === 2) parts.push(door(wx + 20, 930, 160, 270, '#2f4f5f'));
      else parts.push(window(wx, 870, 200, 210, frame, 2));
    }
    return parts.join('');
  }
  const x = 560;
  const w = 1280;
  const wallTop = 600;
  parts.push(groundShadow(x + w / 2, ground + 10, w + 120));
  parts.push(rect(x, wallTop, w, ground - wallTop, wall));
  // The freshly restored part of the facade is lighter than the weathered rest.
  if (variant === 'scaffold') parts.push(rect(x, wallTop, w * 0.45, ground - wallTop, shade(wall, 0.25)));
  parts.push(rect(x - 10, ground - 70, w + 20, 70, shade(wall, -0.35)));
  parts.push(gableRoof(x, 250, w, wallTop, 80, roof));
  parts.push(rect(x + w * 0.72, 300, 90, 220, '#8a4a3a'));
  for (let row = 0; row < 2; row++) {
    for (let col = 0; col < 4; col++) {
      const wx = x + 110 + col * 300;
      const wy = row === 0 ? 680 : 930;
      if (row === 1 && col === 2)
        parts.push(door(wx + 40, 920, 150, 280, rng.pick(['#2f4f5f', '#6b2f2a', '#3d4a3a'])));
      else parts.push(window(wx, wy, 180, 200, frame, 2));
    }
  }
  if (variant === 'dormers') {
    parts.push(dormer(x + 260, 380, 200, wall, roof));
    parts.push(dormer(x + w - 460, 380, 200, wall, roof));
  }
  if (variant === 'scaffold') parts.push(scaffold(rng, x - 60, x + w - 40, wallTop - 160, ground));
  parts.push(shrub(x - 120, ground + 40, 200, '#4f7a45'), shrub(x + w + 140, ground + 60, 240, '#557f48'));
  parts.push(grassTufts(rng, ground + 80, H, '#5d8a47', 40));
  return parts.join('');
};

const solarPanels = (x: number, y: number, w: number, h: number) => {
  const parts: string[] = [];
  const cols = 6;
  const cw = w / cols;
  for (let r = 0; r < 2; r++) {
    for (let c = 0; c < cols; c++) {
      const px = x + c * cw + r * 20;
      const py = y + r * (h / 2);
      parts.push(
        rect(px + 6, py + 6, cw - 12, h / 2 - 12, '#1f3552', { stroke: '#8fa4b8', 'stroke-width': 4 }),
      );
    }
  }
  return group(parts);
};

/** A new house with a gable roof, large windows and a fresh garden. */
export const houseScene = (rng: Random, variant = 'black'): string => {
  const ground = 1210;
  const parts: string[] = [sky(rng), treeline(rng, ground - 40, rng.pick(['#4b6a47', '#3f5e44']), 200)];
  parts.push(lawn(ground, rng.pick(['#86ab62', '#7aa35a', '#90b36a'])));
  const claddings: Record<string, { fill: string; def: string }> = {
    black: { fill: 'url(#clad)', def: boardPattern('clad', '#2a2d30') },
    larch: { fill: 'url(#clad)', def: boardPattern('clad', rng.pick(['#c49a6c', '#b88d60'])) },
    solar: { fill: 'url(#clad)', def: boardPattern('clad', rng.pick(['#7d8d99', '#5f6e5c'])) },
    brick: { fill: 'url(#clad)', def: brickPattern('clad', rng.pick(['#a4513a', '#8f4632'])) },
    yellow: { fill: 'url(#clad)', def: brickPattern('clad', '#d6b067') },
    double: { fill: 'url(#clad)', def: pattern('clad', 100, 100, [rect(0, 0, 100, 100, '#eeeae2')]) },
  };
  const cladding = claddings[variant] ?? claddings.black;
  if (!cladding) throw new Error('missing cladding');
  const roof = rng.pick(['#2f3438', '#3b3f44', '#7d3a2b']);
  const x = rng.range(360, 460);
  const w = 1620;
  const wallTop = 760;
  parts.push(defs([cladding.def]));
  if (variant === 'larch') {
    for (let i = 0; i < 5; i++)
      parts.push(pine(rng.range(0, W), ground - rng.range(0, 40), rng.range(380, 560), '#2f4a34'));
  }
  parts.push(groundShadow(x + w / 2, ground + 12, w + 160));
  parts.push(rect(x, wallTop, w, ground - wallTop, cladding.fill));
  parts.push(gableRoof(x, 430, w, wallTop, 60, roof));
  for (let sx = x + 80; sx < x + w; sx += 60) {
    const t = (sx - x) / w;
    const topY = 430 + Math.abs(t - 0.5) * 2 * (wallTop - 430);
    parts.push(line(sx, topY + 6, sx, wallTop + 10, shade(roof, 0.12), 3));
  }
  if (variant === 'solar') parts.push(solarPanels(x + w * 0.55, 520, w * 0.38, 190));
  if (variant === 'brick') {
    parts.push(dormer(x + 300, 540, 180, '#f0ebe1', roof));
    parts.push(dormer(x + w - 480, 540, 180, '#f0ebe1', roof));
  }
  const frame = variant === 'black' || variant === 'solar' ? '#1c1e20' : '#f4f1ea';
  const doors = variant === 'double' ? [x + 520, x + w - 640] : [x + w * 0.42];
  for (const dx of doors) parts.push(door(dx, 920, 150, 290, rng.pick(['#3a2f28', '#2f4f5f', '#1f2326'])));
  parts.push(window(x + 90, 860, 340, 350, frame, 1));
  parts.push(window(x + w - 460, 860, 380, 350, frame, 1));
  if (variant !== 'double') parts.push(window(x + w * 0.55, 860, 300, 350, frame, 0));
  if (variant === 'double')
    parts.push(rect(x + w / 2 - 8, wallTop, 16, ground - wallTop, shade('#eeeae2', -0.25)));
  if (variant === 'larch') {
    parts.push(rect(x + w - 20, 860, 340, 22, shade(roof, 0.1)));
    parts.push(rect(x + w + 280, 880, 18, 330, '#b88d60'));
  }
  parts.push(
    poly(
      [
        [doors[0] ?? x, ground],
        [(doors[0] ?? x) + 150, ground],
        [(doors[0] ?? x) + 330, H],
        [(doors[0] ?? x) - 160, H],
      ],
      '#d9cfbd',
    ),
  );
  parts.push(
    leafyTree(rng.range(100, 260), ground + 120, rng.range(420, 520), rng.pick(['#5f8d4a', '#6c9650'])),
  );
  parts.push(shrub(x + w + 180, ground + 90, 260, '#4f7a45'));
  parts.push(grassTufts(rng, ground + 60, H, '#5d8a47', 36));
  return parts.join('');
};

/** The home hero: a black timber house in the dunes by the sea. */
export const coastScene = (rng: Random): string => {
  const horizon = 860;
  const parts: string[] = [
    sky(rng, horizon),
    defs([
      gradient('sea', [
        [0, '#3f6f8f'],
        [1, '#7fa9c2'],
      ]),
      boardPattern('clad', '#24272a', 30),
    ]),
    rect(0, horizon, W, 240, 'url(#sea)'),
  ];
  for (let i = 0; i < 12; i++) {
    const y = horizon + rng.range(30, 220);
    const x = rng.range(0, W);
    parts.push(line(x, y, x + rng.range(80, 220), y, '#dbe9f1', 4, { opacity: 0.6 }));
  }
  parts.push(
    el('path', {
      d: `M0 1030 C 400 960, 700 1080, 1100 1010 S 1900 940, ${W} 1020 L ${W} ${H} L 0 ${H} Z`,
      fill: '#d9c7a0',
    }),
  );
  parts.push(
    el('path', {
      d: `M0 1160 C 500 1090, 900 1190, 1400 1120 S 2100 1080, ${W} 1140 L ${W} ${H} L 0 ${H} Z`,
      fill: '#a9ad7a',
    }),
  );
  const x = 1250;
  const w = 860;
  const wallTop = 900;
  const ground = 1150;
  parts.push(groundShadow(x + w / 2, ground + 8, w + 100));
  parts.push(rect(x, wallTop, w, ground - wallTop, 'url(#clad)'));
  parts.push(gableRoof(x, 700, w, wallTop, 36, '#2b2f33'));
  parts.push(window(x + 70, 960, 260, 190, '#1c1e20', 1));
  parts.push(window(x + w - 300, 960, 230, 190, '#1c1e20', 0));
  parts.push(door(x + 420, 975, 100, 175, '#6b4a32'));
  parts.push(grassTufts(rng, 1120, H, '#7d8a52', 90));
  parts.push(pine(420, 1150, 360, '#34513a'), pine(560, 1170, 280, '#2f4a34'));
  return parts.join('');
};

/** A close view of a facade with new windows, or with a new front door. */
export const windowsScene = (rng: Random, variant = 'default'): string => {
  const brick = variant === 'brick' || (variant === 'default' && rng.chance(0.5));
  const wallDef = brick
    ? brickPattern('wall', rng.pick(['#a4513a', '#b86a48', '#d6b067']), 1.4)
    : boardPattern('wall', rng.pick(['#2a2d30', '#8a9ba5', '#c49a6c', '#6d2f2a']), 56);
  const frame = rng.pick(['#f4f1ea', '#ffffff', '#2f3a40']);
  const parts: string[] = [defs([wallDef]), rect(0, 0, W, H, 'url(#wall)')];
  const sill = '#c9c6bd';
  const windowAt = (x: number, y: number, w: number, h: number) => {
    parts.push(rect(x - 30, y - 30, w + 60, 30, shade(sill, -0.1)));
    parts.push(window(x, y, w, h, frame, 2));
    parts.push(rect(x - 40, y + h, w + 80, 36, sill));
  };
  if (variant === 'door') {
    windowAt(260, 360, 520, 700);
    parts.push(rect(1000, 260, 520, 1140, shade(frame, -0.05)));
    parts.push(rect(1030, 290, 460, 1110, '#8a5a32'));
    for (let gx = 1090; gx < 1480; gx += 70) parts.push(rect(gx, 340, 10, 1010, '#6f4727'));
    parts.push(rect(1440, 820, 14, 180, '#c8b27a'));
    parts.push(rect(1000, 1400, 520, 200, '#9a9690'));
    windowAt(1760, 360, 420, 700);
    parts.push(rect(1580, 500, 60, 90, '#2b2b2b'), circle(1610, 560, 22, '#f7e7a8'));
    parts.push(rect(850, 1260, 120, 140, '#8a5a3b'), circle(910, 1210, 100, '#5b8a4a'));
  } else {
    windowAt(220, 330, 560, 760);
    windowAt(920, 330, 560, 760);
    windowAt(1620, 330, 560, 760);
    parts.push(rect(0, 1400, W, 200, shade('#9a9690', rng.range(-0.1, 0.1))));
    parts.push(circle(700, 1270, 110, '#5b8a4a'), rect(640, 1300, 120, 100, '#8a5a3b'));
  }
  return parts.join('');
};

/** Commercial premises: a two-storey building with a shop front and an awning. */
export const commercialScene = (rng: Random): string => {
  const wall = rng.pick(['#e8dfcf', '#c9d3c4', '#d8cbb3', '#b9c5cc']);
  const awning = rng.pick(['#2f5d62', '#8a3b2a', '#2f3a40']);
  const ground = 1320;
  const parts: string[] = [sky(rng, ground), rect(0, ground, W, H - ground, '#b3aea6')];
  for (let x = 0; x < W; x += 160) parts.push(line(x, ground, x - 80, H, '#a19b92', 4));
  parts.push(rect(200, 260, 2000, ground - 260, wall));
  parts.push(rect(180, 240, 2040, 50, shade(wall, -0.2)));
  for (let i = 0; i < 6; i++) parts.push(window(300 + i * 320, 380, 220, 300, '#2f3a40', 1));
  parts.push(rect(200, 780, 2000, 90, awning));
  for (let x = 200; x < 2200; x += 100) parts.push(rect(x, 870, 50, 40, awning, { opacity: 0.9 }));
  parts.push(rect(260, 940, 1880, ground - 940, '#2f3a40'));
  for (let i = 0; i < 4; i++) {
    const x = 290 + i * 470;
    if (i === 2)
      parts.push(rect(x, 970, 400, ground - 970, '#4f6f86'), rect(x + 196, 970, 8, ground - 970, '#2f3a40'));
    else parts.push(window(x, 970, 420, ground - 970, '#2f3a40', 0));
  }
  parts.push(leafyTree(2300, ground + 120, 520, '#5f8d4a'));
  for (const bx of [380, 760]) {
    const wheel = { stroke: '#2b2b2b', 'stroke-width': 10 };
    parts.push(
      circle(bx, ground + 180, 80, 'none', wheel),
      circle(bx + 260, ground + 180, 80, 'none', wheel),
    );
    parts.push(
      poly(
        [
          [bx, ground + 180],
          [bx + 100, ground + 60],
          [bx + 220, ground + 60],
          [bx + 130, ground + 180],
        ],
        'none',
        wheel,
      ),
    );
    parts.push(
      line(bx + 220, ground + 60, bx + 260, ground + 180, '#2b2b2b', 10),
      line(bx + 90, ground + 40, bx + 130, ground + 40, '#2b2b2b', 14),
    );
  }
  return parts.join('');
};
