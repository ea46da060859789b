// The library's own build, served from this site for its web worker (by default it would fetch it from a CDN).
import libURL from 'browser-image-compression/dist/browser-image-compression.js?url';

/** Long edge of a scaled photo: plenty for judging a building job, small enough that five photos fit in an e-mail. */
export const MAX_IMAGE_EDGE = 2560;
const SCALABLE = new Set(['image/jpeg', 'image/png', 'image/webp']);

/**
 * A photo scaled down to MAX_IMAGE_EDGE (JPEG, PNG and WebP; GIFs may be animated and are kept), with its
 * name and type kept. Anything else, or a photo that cannot be decoded, comes back unchanged.
 */
export async function scaleImage(file: File): Promise<File> {
  if (!SCALABLE.has(file.type)) return file;
  try {
    const { default: imageCompression } = await import('browser-image-compression');
    const scaled = await imageCompression(file, {
      maxWidthOrHeight: MAX_IMAGE_EDGE,
      initialQuality: 0.85,
      useWebWorker: true,
      libURL: new URL(libURL, window.location.href).href,
    });
    if (scaled.size >= file.size) return file;
    return new File([scaled], file.name, { type: file.type, lastModified: file.lastModified });
  } catch (error) {
    console.warn(`Could not scale ${file.name}; sending it as it is`, error);
    return file;
  }
}
