// Where the seed dataset lives, exported by the studio package so the packages and tests that serve or check
// the seed depend on the studio by name instead of reaching into this folder by a relative path.
import { fileURLToPath } from 'node:url';

/** The folder holding `production.ndjson` and `images/`. */
export const seedDir = fileURLToPath(new URL('.', import.meta.url));
