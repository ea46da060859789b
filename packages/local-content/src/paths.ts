import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, so the defaults work whatever the caller's working directory is. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export const defaultSeedDir = join(repoRoot, 'studio', 'seed');

export const defaultCacheDir = join(repoRoot, '.data', 'image-cache');
