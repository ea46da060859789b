import { groundShadow, H, lawn, leafyTree, pine, sky, treeline, W } from './outdoor.ts';
import type { Random } from './random.ts';
import { circle, el, group, line, path, poly, rect, shade } from './svg.ts';

const TIMBER = ['#d8b27a', '#cfa46a', '#e0bd86'];

/** A tower crane: lattice mast, jib, counter-jib with weights, and a hook with a bundle of beams. */
const crane = (x: number, ground: number, top: number, color: string) => {
  const parts: string[] = [
    rect(x - 40, top, 80, ground - top, 'none', { stroke: color, 'stroke-width': 10 }),
  ];
  for (let y = ground; y > top + 40; y -= 80) parts.push(line(x - 40, y, x + 40, y - 80, color, 6));
  parts.push(rect(x - 900, top - 60, 1200, 60, 'none', { stroke: color, 'stroke-width': 10 }));
  for (let jx = x - 900; jx < x + 300; jx += 60) parts.push(line(jx, top, jx + 60, top - 60, color, 5));
  parts.push(rect(x + 180, top - 10, 110, 120, '#6b7378'));
  parts.push(
    poly(
      [
        [x - 40, top - 60],
        [x, top - 190],
        [x + 40, top - 60],
      ],
      color,
    ),
  );
  parts.push(
    line(x, top - 190, x - 880, top - 60, color, 4),
    line(x, top - 190, x + 290, top - 60, color, 4),
  );
  parts.push(rect(x - 130, top + 20, 90, 80, '#f1ede4', { stroke: color, 'stroke-width': 6 }));
  const hookX = x - 620;
  parts.push(line(hookX, top, hookX, top + 420, '#444a4e', 4));
  parts.push(
    rect(hookX - 200, top + 420, 400, 34, '#cfa46a'),
    rect(hookX - 200, top + 454, 400, 34, '#bf955c'),
  );
  parts.push(
    line(hookX, top + 360, hookX - 180, top + 420, '#444a4e', 3),
    line(hookX, top + 360, hookX + 180, top + 420, '#444a4e', 3),
  );
  return group(parts);
};

/** Studs, plates and rafters of a timber frame with a gable or mono-pitch roof. */
const timberFrame = (
  rng: Random,
  x: number,
  w: number,
  wallTop: number,
  ground: number,
  ridge: number,
  mono: boolean,
) => {
  const wood = rng.pick(TIMBER);
  const dark = shade(wood, -0.2);
  const parts: string[] = [rect(x - 20, ground - 40, w + 40, 40, '#9d9a93')];
  parts.push(rect(x, ground - 64, w, 24, dark), rect(x, wallTop, w, 26, dark));
  for (let sx = x; sx <= x + w; sx += 60) parts.push(rect(sx, wallTop, 16, ground - 64 - wallTop, wood));
  // Sheathing on part of the wall: the building is being closed in.
  parts.push(
    rect(x, wallTop + 26, w * rng.range(0.25, 0.4), ground - 90 - wallTop, '#c9b48a', { opacity: 0.92 }),
  );
  const peakX = mono ? x : x + w / 2;
  for (let rx = x - 40; rx <= x + w + 40; rx += 70) {
    if (mono) {
      const y = ridge + ((rx - x) / w) * (wallTop - ridge);
      parts.push(line(rx, y, rx, wallTop, wood, 12));
    } else {
      const t = Math.abs(rx - peakX) / (w / 2);
      parts.push(line(rx, ridge + t * (wallTop - ridge), rx, wallTop, wood, 10, { opacity: 0.9 }));
    }
  }
  if (mono) parts.push(line(x - 60, ridge - 20, x + w + 60, wallTop + 20, dark, 26));
  else {
    parts.push(
      line(x - 60, wallTop + 26, peakX, ridge, dark, 26),
      line(peakX, ridge, x + w + 60, wallTop + 26, dark, 26),
    );
    for (let k = 1; k < 4; k++) {
      const y = ridge + (k / 4) * (wallTop - ridge);
      const half = (k / 4) * (w / 2 + 60);
      parts.push(line(peakX - half, y, peakX + half, y, shade(wood, -0.1), 8));
    }
  }
  return group(parts);
};

const carport = (rng: Random, ground: number) => {
  const wood = rng.pick(TIMBER);
  const dark = shade(wood, -0.22);
  const x = 420;
  const w = 1560;
  const top = 720;
  const parts: string[] = [
    groundShadow(x + w / 2, ground + 10, w + 100),
    rect(x - 60, ground - 10, w + 120, 40, '#b8b2a6'),
  ];
  parts.push(rect(x + w - 480, top, 480, ground - top, rng.pick(['#2f3438', '#5f6e5c', '#8a3b2a'])));
  for (let gx = x + w - 470; gx < x + w; gx += 40)
    parts.push(rect(gx, top + 20, 6, ground - top - 20, '#000000', { opacity: 0.13 }));
  parts.push(rect(x + w - 300, top + 200, 170, ground - top - 200, '#1c1e20'));
  for (const px of [x, x + 360, x + 720, x + 1060]) parts.push(rect(px, top, 40, ground - top, wood));
  parts.push(rect(x - 80, top - 60, w + 160, 70, dark), rect(x - 80, top - 90, w + 160, 30, '#2b2b2b'));
  const car = rng.pick(['#5a7d9a', '#b43a2f', '#d8d4cc', '#2f3438']);
  parts.push(
    el('path', {
      d: `M560 ${ground - 40} L560 ${ground - 170} Q600 ${ground - 200} 700 ${ground - 210} L760 ${ground - 310} L1060 ${ground - 310} L1150 ${ground - 210} Q1240 ${ground - 200} 1260 ${ground - 160} L1260 ${ground - 40} Z`,
      fill: car,
    }),
    rect(790, ground - 290, 120, 80, '#9cc3dc'),
    rect(930, ground - 290, 110, 80, '#9cc3dc'),
    circle(700, ground - 40, 60, '#1c1e20'),
    circle(1120, ground - 40, 60, '#1c1e20'),
  );
  return group(parts);
};

/** Construction in timber: a frame with a crane, a carport, or an annex frame. */
export const frameScene = (rng: Random, variant = 'crane'): string => {
  const ground = 1220;
  const parts: string[] = [sky(rng), treeline(rng, ground - 20, rng.pick(['#4b6a47', '#3f5e44']), 180)];
  parts.push(rect(0, ground, W, H - ground, rng.pick(['#a89a80', '#9f9278'])));
  parts.push(lawn(ground + 90, '#7aa35a'));
  if (variant === 'carport') {
    parts.push(carport(rng, ground + 60));
    parts.push(leafyTree(2200, ground + 160, 480, '#5f8d4a'));
    return parts.join('');
  }
  if (variant === 'crane') parts.push(crane(1900, ground, 260, rng.pick(['#e0a526', '#d9892b', '#e6b422'])));
  const mono = variant === 'annex';
  const x = mono ? 700 : 380;
  const w = mono ? 1100 : 1320;
  parts.push(timberFrame(rng, x, w, mono ? 760 : 800, ground + 20, mono ? 520 : 380, mono));
  for (let i = 0; i < 3; i++)
    parts.push(rect(200 + i * 40, ground + 70 - i * 30, 700, 28, shade(rng.pick(TIMBER), -0.05)));
  if (mono) parts.push(pine(360, ground + 40, 520, '#2f4a34'), pine(2150, ground + 60, 600, '#34513a'));
  return parts.join('');
};

const excavator = (x: number, ground: number, color: string) =>
  group([
    rect(x, ground - 110, 520, 110, '#3a3d40', { rx: 55 }),
    ...[60, 180, 300, 420].map((cx) => circle(x + cx + 20, ground - 55, 38, '#5c6166')),
    rect(x + 40, ground - 200, 460, 90, color),
    rect(x + 260, ground - 400, 220, 210, color),
    rect(x + 290, ground - 370, 150, 130, '#9cc3dc'),
    rect(x + 60, ground - 250, 160, 60, shade(color, -0.2)),
    line(x + 260, ground - 240, x - 60, ground - 560, shade(color, -0.1), 60),
    line(x - 60, ground - 560, x - 330, ground - 220, shade(color, -0.1), 46),
    poly(
      [
        [x - 400, ground - 250],
        [x - 260, ground - 250],
        [x - 280, ground - 110],
        [x - 420, ground - 150],
      ],
      '#4a4d50',
    ),
  ]);

/** Groundwork: an excavator beside an excavated trench with a new drain, gravel beds and new paving. */
export const groundworkScene = (rng: Random, variant = 'default'): string => {
  const ground = 1080;
  const parts: string[] = [sky(rng, ground), treeline(rng, ground, rng.pick(['#4b6a47', '#3f5e44']), 200)];
  const scene: string[] = [rect(0, ground, W, H - ground, rng.pick(['#a88d6a', '#9c8463']))];
  const stone = rng.pick(['#9a9a96', '#a8a097', '#8d8f92', '#b0a08a']);
  const paveTop = variant === 'paving' ? 1120 : 1260;
  const brick = rng.pick([100, 120, 140]);
  for (let row = 0; paveTop + row * 48 < H; row++) {
    const y = paveTop + row * 48;
    const offset = row % 2 === 0 ? 0 : brick / 2;
    for (let x = -offset; x < W; x += brick)
      scene.push(rect(x + 3, y + 3, brick - 6, 42, shade(stone, rng.range(-0.08, 0.08))));
  }
  scene.push(rect(0, paveTop - 40, W, 40, '#cbbf9f'));
  const soil = rng.range(60, 400);
  scene.push(
    path(`M${soil} ${ground + 40} Q${soil + 300} ${ground - 170} ${soil + 660} ${ground + 40} Z`, '#8a6e4e'),
  );
  const gravel = soil + rng.range(420, 700);
  scene.push(
    path(
      `M${gravel} ${ground + 40} Q${gravel + 220} ${ground - 100} ${gravel + 440} ${ground + 40} Z`,
      '#c9c2b0',
    ),
  );
  if (variant !== 'paving') {
    // The trench with a new drain pipe in it.
    scene.push(rect(900, ground + 30, 1400, 120, '#5b4631'), rect(930, ground + 90, 1340, 26, '#d9892b'));
    for (let x = 960; x < 2260; x += 90) scene.push(rect(x, ground + 92, 8, 22, '#b86f22'));
  }
  scene.push(excavator(rng.range(1350, 1750), ground + 20, rng.pick(['#e6b422', '#e0a526', '#d9892b'])));
  // Half of the scenes are mirrored, so images of the same kind differ more.
  parts.push(group(scene, rng.chance(0.5) ? { transform: `translate(${W} 0) scale(-1 1)` } : {}));
  return parts.join('');
};
