// Imported first by index.ts, before any schema is built: zod decides whether to compile its object
// parsers with `new Function` when a schema is constructed. The website's Content-Security-Policy
// forbids eval, and the browser reports zod's probe as a violation even though zod catches it.
import { z } from 'zod';

z.config({ jitless: true });
