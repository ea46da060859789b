/** Writes studio/seed/production.ndjson from the seed content. Run: node studio/seed/write-dataset.ts */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildDataset, toNdjson } from './dataset.ts';

const { documents } = buildDataset();
const file = path.join(import.meta.dirname, 'production.ndjson');
writeFileSync(file, toNdjson(documents));
console.log(`Wrote ${documents.length} documents to ${path.relative(process.cwd(), file)}`);
