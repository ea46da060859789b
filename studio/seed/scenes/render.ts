import type { SceneKind, SeedImage } from '../content/seed-image.ts';
import { IMAGE_HEIGHT, IMAGE_WIDTH } from '../content/seed-image.ts';
import { band } from './band.ts';
import { coastScene, commercialScene, facadeScene, houseScene, windowsScene } from './buildings.ts';
import { frameScene, groundworkScene } from './construction.ts';
import { gardenScene, terraceScene } from './garden.ts';
import { bathroomScene, kitchenScene, livingScene } from './interiors.ts';
import { H, W } from './outdoor.ts';
import { createRandom, type Random } from './random.ts';
import { roofScene, stoneScene } from './surfaces.ts';
import { el } from './svg.ts';

type Scene = (rng: Random, variant?: string) => string;

const SCENES: Record<SceneKind, Scene> = {
  facade: facadeScene,
  house: houseScene,
  coast: coastScene,
  windows: windowsScene,
  commercial: commercialScene,
  frame: frameScene,
  groundwork: groundworkScene,
  garden: gardenScene,
  terrace: terraceScene,
  kitchen: kitchenScene,
  bathroom: bathroomScene,
  living: livingScene,
  roof: roofScene,
  stone: stoneScene,
};

/**
 * The SVG for one seed image: the scene is drawn on a 2400×1600 canvas and scaled to cover the
 * output size; the band is drawn at output size so its text stays sharp and fits.
 */
export const renderSvg = (image: SeedImage): string => {
  const width = image.width ?? IMAGE_WIDTH;
  const height = image.height ?? IMAGE_HEIGHT;
  const rng = createRandom(image.file);
  const scene = SCENES[image.scene](rng, image.variant);
  const canvas = el(
    'svg',
    { viewBox: `0 0 ${W} ${H}`, width, height, preserveAspectRatio: 'xMidYMid slice' },
    scene,
  );
  const title = image.bandTitle ? band(width, height, image.bandTitle, image.bandLabel) : '';
  return el(
    'svg',
    { xmlns: 'http://www.w3.org/2000/svg', width, height, viewBox: `0 0 ${width} ${height}` },
    canvas + title,
  );
};
