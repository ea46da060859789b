import { H, W, window } from './outdoor.ts';
import type { Random } from './random.ts';
import { circle, defs, ellipse, group, line, path, pattern, poly, rect, shade } from './svg.ts';

/** The back wall of the room; side walls, floor and ceiling converge on a vanishing point. */
const BACK = { x0: 180, x1: 2220, y0: 110, y1: 1180 };
const VANISH = { x: 1200, y: 640 };

type Floor = 'planks' | 'tiles' | 'terrazzo';

/** Where the line from the vanishing point through (x, y) meets the horizontal line at `atY`. */
const project = (x: number, y: number, atY: number) =>
  VANISH.x + (x - VANISH.x) * ((atY - VANISH.y) / (y - VANISH.y));

const room = (rng: Random, wall: string, floorKind: Floor, floorColor: string): string => {
  const { x0, x1, y0, y1 } = BACK;
  const floorLeft = project(x0, y1, H);
  const floorRight = project(x1, y1, H);
  const parts: string[] = [
    rect(0, 0, W, H, shade(wall, -0.12)),
    poly(
      [
        [project(x0, y0, 0), 0],
        [project(x1, y0, 0), 0],
        [x1, y0],
        [x0, y0],
      ],
      shade(wall, 0.3),
    ),
    poly(
      [
        [project(x0, y0, 0), 0],
        [x0, y0],
        [x0, y1],
        [floorLeft, H],
        [-10, H],
        [-10, 0],
      ],
      shade(wall, -0.1),
    ),
    poly(
      [
        [project(x1, y0, 0), 0],
        [x1, y0],
        [x1, y1],
        [floorRight, H],
        [W + 10, H],
        [W + 10, 0],
      ],
      shade(wall, -0.18),
    ),
    rect(x0, y0, x1 - x0, y1 - y0, wall),
    poly(
      [
        [x0, y1],
        [x1, y1],
        [floorRight, H],
        [floorLeft, H],
      ],
      floorColor,
    ),
  ];
  // Floor joints run from the back wall towards the viewer, away from the vanishing point.
  const step = floorKind === 'planks' ? 110 : 170;
  for (let x = x0 + step; x < x1; x += step)
    parts.push(line(x, y1, project(x, y1, H), H, shade(floorColor, -0.2), 3));
  if (floorKind !== 'planks') {
    for (let k = 1; k < 6; k++) {
      const y = y1 + ((H - y1) * (k * k)) / 36;
      parts.push(line(project(x0, y1, y), y, project(x1, y1, y), y, shade(floorColor, -0.2), 3));
    }
  }
  if (floorKind === 'terrazzo') {
    for (let i = 0; i < 160; i++) {
      const y = rng.range(y1 + 10, H);
      const x = rng.range(project(x0, y1, y), project(x1, y1, y));
      parts.push(
        ellipse(
          x,
          y,
          rng.range(5, 12),
          rng.range(3, 7),
          rng.pick(['#8f8a80', '#c25e4a', '#4f6f5a', '#e8e2d6']),
        ),
      );
    }
  }
  parts.push(rect(x0, y1 - 16, x1 - x0, 16, shade(wall, -0.2)));
  return parts.join('');
};

const pendant = (x: number, y: number, color: string) =>
  group([
    line(x, 0, x, y, '#2b2b2b', 4),
    path(`M${x - 80} ${y + 70} Q${x} ${y - 40} ${x + 80} ${y + 70} Z`, color),
    ellipse(x, y + 72, 60, 10, '#fff3c4'),
  ]);

const cabinetRow = (x: number, y: number, w: number, h: number, front: string, doors: number) => {
  const parts = [rect(x, y, w, h, shade(front, -0.2))];
  const dw = w / doors;
  for (let i = 0; i < doors; i++) {
    parts.push(rect(x + i * dw + 6, y + 6, dw - 12, h - 12, front));
    parts.push(rect(x + i * dw + dw / 2 - 30, y + 30, 60, 10, shade(front, -0.45)));
  }
  return group(parts);
};

/** Kitchens: oak or black fronts, a utility room, or a kitchen-dining room under beams. */
export const kitchenScene = (rng: Random, variant = 'oak'): string => {
  const fronts: Record<string, string> = {
    oak: '#c99a62',
    black: '#2a2c2e',
    utility: '#f2f0ea',
    beams: '#8fa3a0',
  };
  const front = fronts[variant] ?? '#c99a62';
  const wall = rng.pick(['#f2efe8', '#e8e4da', '#dfe5e2']);
  const top = variant === 'black' ? '#b8875a' : rng.pick(['#e9e6df', '#3a3b3d', '#b8875a']);
  const parts: string[] = [
    room(
      rng,
      wall,
      variant === 'utility' ? 'tiles' : 'planks',
      variant === 'utility' ? '#b9b3a8' : '#c8a77c',
    ),
  ];
  if (variant === 'utility') {
    parts.push(cabinetRow(300, 180, 900, 1000, front, 3));
    parts.push(rect(1300, 300, 360, 880, '#e6e6e6'));
    for (const y of [360, 780])
      parts.push(
        circle(1480, y + 170, 130, '#9aa8b0', { stroke: '#c9cfd3', 'stroke-width': 20 }),
        rect(1320, y, 320, 40, '#d0d0d0'),
      );
    parts.push(cabinetRow(1760, 180, 380, 1000, front, 1));
    parts.push(rect(300, 1150, 1840, 30, shade(front, -0.3)));
    return parts.join('');
  }
  parts.push(
    defs([
      pattern('splash', 120, 60, [
        rect(0, 0, 120, 60, '#d8d5cd'),
        rect(3, 3, 114, 54, variant === 'black' ? '#eeeae2' : '#f6f4ef'),
      ]),
    ]),
  );
  parts.push(rect(300, 520, 1800, 260, 'url(#splash)'));
  parts.push(window(980, 300, 440, 400, '#f4f1ea', 1));
  if (variant === 'black') {
    for (const y of [300, 430])
      parts.push(rect(300, y, 560, 22, '#b8875a'), rect(1540, y, 560, 22, '#b8875a'));
    for (let i = 0; i < 6; i++)
      parts.push(rect(340 + i * 80, 240, 50, 60, rng.pick(['#e8e2d6', '#6f8b8a', '#c25e4a'])));
  } else {
    parts.push(cabinetRow(300, 170, 600, 330, front, 3), cabinetRow(1500, 170, 600, 330, front, 3));
  }
  parts.push(rect(290, 780, 1820, 30, top));
  parts.push(cabinetRow(300, 810, 1800, 350, front, 6));
  parts.push(
    rect(1100, 770, 200, 14, '#9aa0a4'),
    path('M1190 770 L1190 700 Q1190 680 1220 680 L1240 680', 'none', {
      stroke: '#9aa0a4',
      'stroke-width': 12,
    }),
  );
  if (variant === 'beams') {
    for (let x = 160; x < W; x += 420)
      parts.push(
        poly(
          [
            [x, 0],
            [x + 90, 0],
            [x + 70, 120],
            [x + 10, 120],
          ],
          '#5a3c2a',
        ),
      );
    parts.push(
      rect(600, 1240, 1200, 40, '#8a5a32'),
      rect(650, 1280, 30, 300, '#6b4a32'),
      rect(1720, 1280, 30, 300, '#6b4a32'),
    );
  } else {
    parts.push(rect(620, 1230, 1160, 40, top), cabinetRow(660, 1270, 1080, 330, front, 4));
  }
  for (const x of [820, 1200, 1580]) parts.push(pendant(x, 880, variant === 'black' ? '#2a2c2e' : '#d9a441'));
  return parts.join('');
};

/** Bathrooms: tiled walls, a glass shower screen, a vanity with a basin, a wall-hung toilet or a bathtub. */
export const bathroomScene = (rng: Random, variant = 'light'): string => {
  // Dark tiles get light grout, light tiles a darker one.
  const tiles: Record<string, { color: string; grout: number; w: number; h: number }> = {
    green: { color: rng.pick(['#2f6b55', '#3a7a62', '#285c4a']), grout: 0.35, w: 60, h: 180 },
    terrazzo: { color: '#f1eee8', grout: -0.18, w: 200, h: 200 },
    light: { color: rng.pick(['#e9e7e2', '#dcdad5', '#eef0f0']), grout: -0.18, w: 300, h: 600 },
    bathtub: { color: rng.pick(['#d9c6a8', '#cdb89a', '#e2d3bb']), grout: -0.18, w: 240, h: 120 },
  };
  const tile = tiles[variant] ?? tiles.light;
  if (!tile) throw new Error('missing tile');
  const grout = shade(tile.color, tile.grout);
  const parts: string[] = [
    room(
      rng,
      tile.color,
      variant === 'terrazzo' ? 'terrazzo' : 'tiles',
      rng.pick(['#b7b2a8', '#8f8b85', '#cfc9bd']),
    ),
    defs([
      pattern('tiles', tile.w, tile.h, [
        rect(0, 0, tile.w, tile.h, grout),
        rect(3, 3, tile.w - 6, tile.h - 6, tile.color),
      ]),
    ]),
    rect(BACK.x0, BACK.y0, BACK.x1 - BACK.x0, BACK.y1 - BACK.y0, 'url(#tiles)'),
  ];
  // Shower: rail, head and a glass screen.
  parts.push(
    line(460, 300, 460, 1050, '#b9bec2', 12),
    circle(460, 300, 40, '#b9bec2'),
    rect(430, 700, 60, 30, '#b9bec2'),
  );
  parts.push(rect(720, 250, 22, 1060, '#cfd6da'), rect(742, 250, 8, 1060, '#ffffff', { opacity: 0.6 }));
  parts.push(
    poly(
      [
        [200, 250],
        [742, 250],
        [742, 1310],
        [120, 1420],
      ],
      '#cfe4ee',
      { opacity: 0.25 },
    ),
  );
  parts.push(rect(260, 1140, 440, 60, shade(grout, -0.1)));
  if (variant === 'bathtub') {
    parts.push(path('M880 980 Q880 1260 1000 1300 L1500 1300 Q1620 1260 1620 980 Z', '#fbfbf8'));
    parts.push(rect(860, 960, 780, 40, '#f4f4f0', { rx: 20 }), ellipse(1250, 980, 360, 20, '#dfe9ee'));
  } else {
    // Wall-hung toilet.
    parts.push(
      rect(1000, 820, 200, 30, '#d0d4d6'),
      path('M1000 860 L1210 860 Q1210 1000 1120 1010 L1040 1010 Q1000 990 1000 960 Z', '#fbfbf8'),
    );
  }
  const wood = rng.pick(['#b8875a', '#8a5a3b', '#c99a62']);
  parts.push(rect(1700, 760, 460, 40, wood), rect(1720, 800, 420, 220, shade(wood, -0.15)));
  parts.push(rect(1740, 820, 380, 80, shade(wood, -0.05)), rect(1740, 920, 380, 80, shade(wood, -0.05)));
  parts.push(ellipse(1930, 750, 150, 28, '#fbfbf8'), rect(1920, 650, 16, 100, '#b9bec2'));
  parts.push(ellipse(1930, 420, 170, 200, '#cfe4ee', { stroke: '#2b2b2b', 'stroke-width': 12 }));
  if (variant === 'bathtub')
    parts.push(ellipse(1540, 420, 130, 160, '#cfe4ee', { stroke: '#2b2b2b', 'stroke-width': 12 }));
  parts.push(
    rect(1640, 560, 10, 300, '#b9bec2'),
    rect(1600, 600, 60, 180, rng.pick(['#f2efe8', '#d98c5f', '#8fa3a0'])),
  );
  return parts.join('');
};

const books = (rng: Random, x: number, y: number, w: number, h: number) => {
  const parts: string[] = [];
  let bx = x;
  while (bx < x + w - 20) {
    const bw = rng.range(18, 40);
    const bh = rng.range(h * 0.6, h * 0.95);
    if (rng.chance(0.12)) {
      bx += bw * 2;
      continue;
    }
    parts.push(
      rect(
        bx,
        y + h - bh,
        bw - 3,
        bh,
        rng.pick(['#c25e4a', '#2f5d62', '#d9a441', '#e8e2d6', '#4f6f5a', '#6b4a32', '#2a2d30']),
      ),
    );
    bx += bw;
  }
  return group(parts);
};

/** Living spaces with carpentry: a shelf wall, an attic room, a staircase, or a sleeping loft. */
export const livingScene = (rng: Random, variant = 'shelves'): string => {
  const wall = rng.pick(['#efe9df', '#e3e8e4', '#f4efe6', '#dcd6cb']);
  const floor = rng.pick(['#c8a77c', '#d8b88e', '#b08a60']);
  const paint = rng.pick(['#8fa3a0', '#d9d2c3', '#5f6e5c', '#f2efe8']);
  const parts: string[] = [room(rng, wall, 'planks', floor)];
  switch (variant) {
    case 'attic': {
      // Sloping ceilings meet low knee walls; the gable wall at the back is a pentagon.
      parts.push(
        poly(
          [
            [0, 0],
            [1200, 0],
            [1200, 150],
            [520, 600],
            [0, 940],
          ],
          shade(wall, -0.04),
        ),
      );
      parts.push(
        poly(
          [
            [W, 0],
            [1200, 0],
            [1200, 150],
            [1880, 600],
            [W, 940],
          ],
          shade(wall, -0.1),
        ),
      );
      parts.push(
        poly(
          [
            [0, 940],
            [520, 600],
            [520, 1180],
            [0, 1450],
          ],
          shade(wall, -0.14),
        ),
      );
      parts.push(
        poly(
          [
            [W, 940],
            [1880, 600],
            [1880, 1180],
            [W, 1450],
          ],
          shade(wall, -0.2),
        ),
      );
      parts.push(
        poly(
          [
            [1440, 170],
            [1640, 40],
            [1760, 230],
            [1560, 360],
          ],
          '#4f6f86',
          { stroke: '#f4f1ea', 'stroke-width': 18 },
        ),
      );
      parts.push(
        poly(
          [
            [1470, 180],
            [1620, 80],
            [1560, 300],
          ],
          '#9cc3dc',
          { opacity: 0.6 },
        ),
      );
      parts.push(
        poly(
          [
            [60, 960],
            [460, 700],
            [460, 1140],
            [60, 1360],
          ],
          paint,
        ),
      );
      parts.push(
        poly(
          [
            [260, 830],
            [270, 824],
            [270, 1240],
            [260, 1246],
          ],
          shade(paint, -0.3),
        ),
      );
      parts.push(
        poly(
          [
            [W - 60, 960],
            [1940, 700],
            [1940, 1140],
            [W - 60, 1360],
          ],
          paint,
        ),
      );
      parts.push(
        poly(
          [
            [2140, 830],
            [2130, 824],
            [2130, 1240],
            [2140, 1246],
          ],
          shade(paint, -0.3),
        ),
      );
      parts.push(
        rect(880, 1000, 640, 260, '#eeeae2'),
        rect(880, 960, 640, 60, rng.pick(['#c25e4a', '#2f5d62', '#d9a441'])),
      );
      break;
    }
    case 'stairs': {
      const oak = '#b8875a';
      for (let k = 0; k < 12; k++) {
        const x = 600 + k * 110;
        const y = 1180 - k * 85;
        parts.push(rect(x, y, 150, 85, shade(oak, -0.1)), rect(x, y, 150, 18, oak));
      }
      parts.push(
        poly(
          [
            [560, 1180],
            [600, 1180],
            [1930, 160],
            [1890, 160],
          ],
          shade(oak, -0.3),
        ),
      );
      for (let k = 0; k < 12; k += 1)
        parts.push(line(680 + k * 110, 1110 - k * 85, 680 + k * 110, 880 - k * 85, '#2b2b2b', 8));
      parts.push(line(680, 880, 1890, -55, '#2b2b2b', 14));
      parts.push(window(300, 300, 260, 480, '#f4f1ea', 2));
      break;
    }
    case 'loft': {
      parts.push(rect(BACK.x0, 560, BACK.x1 - BACK.x0, 60, '#d8b88e'), rect(0, 600, W, 60, '#c8a77c'));
      for (let x = 40; x < W; x += 90) parts.push(rect(x, 380, 16, 220, '#d8b88e'));
      parts.push(rect(0, 370, W, 24, '#c8a77c'));
      parts.push(
        poly(
          [
            [1700, 660],
            [1760, 660],
            [1900, 1450],
            [1840, 1450],
          ],
          '#b08a60',
        ),
      );
      parts.push(
        poly(
          [
            [1860, 660],
            [1920, 660],
            [2060, 1450],
            [2000, 1450],
          ],
          '#b08a60',
        ),
      );
      for (let k = 1; k < 8; k++)
        parts.push(line(1730 + k * 18, 660 + k * 100, 1890 + k * 18, 660 + k * 100, '#b08a60', 18));
      parts.push(cabinetRow(BACK.x0 + 60, 680, 1200, 500, paint, 5));
      break;
    }
    default: {
      parts.push(rect(260, 160, 1880, 1020, shade(paint, -0.15)));
      for (let row = 0; row < 4; row++) {
        for (let col = 0; col < 5; col++) {
          if (row >= 2 && col >= 1 && col <= 3) continue;
          const x = 290 + col * 370;
          const y = 190 + row * 240;
          parts.push(rect(x, y, 340, 210, shade(paint, -0.35)), books(rng, x + 10, y + 20, 320, 190));
        }
      }
      parts.push(window(700, 670, 1000, 330, '#f4f1ea', 1));
      parts.push(
        rect(660, 1000, 1080, 180, paint),
        rect(680, 950, 1040, 60, rng.pick(['#c25e4a', '#2f5d62', '#d9a441'])),
      );
      parts.push(cabinetRow(700, 1040, 1000, 130, paint, 3));
    }
  }
  parts.push(ellipse(1200, 1450, 700, 90, rng.pick(['#c9b9a0', '#8fa3a0', '#b45a4a']), { opacity: 0.55 }));
  return parts.join('');
};
