/** The drawn scenes the image generator knows; each category and service maps to one. */
export type SceneKind =
  | 'facade'
  | 'garden'
  | 'frame'
  | 'house'
  | 'kitchen'
  | 'bathroom'
  | 'living'
  | 'roof'
  | 'stone'
  | 'terrace'
  | 'windows'
  | 'groundwork'
  | 'commercial'
  | 'coast';

/**
 * One generated image: the seed content names it once, and both the image generator and the
 * dataset writer read it, so a document never points at an image that is not drawn.
 */
export interface SeedImage {
  /** File name without folder or extension; also the seed of the image's colour variation. */
  file: string;
  scene: SceneKind;
  /** Scene-specific variation, e.g. 'fence' for a garden with a wooden fence. */
  variant?: string;
  /** Danish alt text, stored on the image field. */
  alt: string;
  /** Title printed on the band; no band when absent. */
  bandTitle?: string;
  /** Small label above the title on the band. */
  bandLabel?: string;
  width?: number;
  height?: number;
}

export const IMAGE_WIDTH = 2400;
export const IMAGE_HEIGHT = 1600;
