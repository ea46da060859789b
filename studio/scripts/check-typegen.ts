/**
 * Fails when the committed schema extract (studio/schema.json) or the generated query types
 * (packages/content/src/sanity.types.ts) no longer match the schema and the queries. It regenerates
 * both into a temporary folder under .sanity/ (ignored by git), so a check never rewrites committed files.
 *
 * Fix a failure with: pnpm --filter @nordkyst/studio typegen
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';

const studioDir = path.join(import.meta.dirname, '..');
const committedSchema = path.join(studioDir, 'schema.json');
const committedTypes = path.join(studioDir, '..', 'packages', 'content', 'src', 'sanity.types.ts');
const sanityBin = path.join(
  path.dirname(createRequire(import.meta.url).resolve('sanity/package.json')),
  'bin',
  'sanity',
);

async function sanity(args: string[], env: Record<string, string> = {}): Promise<void> {
  await promisify(execFile)(process.execPath, [sanityBin, ...args], {
    cwd: studioDir,
    env: { ...process.env, CI: 'true', DO_NOT_TRACK: '1', NO_UPDATE_NOTIFIER: '1', ...env },
  });
}

async function sameContent(committed: string, fresh: string): Promise<boolean> {
  const [a, b] = await Promise.all([readFile(committed, 'utf8').catch(() => null), readFile(fresh, 'utf8')]);
  return a === b;
}

await mkdir(path.join(studioDir, '.sanity'), { recursive: true });
const dir = await mkdtemp(path.join(studioDir, '.sanity', 'typegen-check-'));
try {
  const freshSchema = path.join(dir, 'schema.json');
  // The CLI joins --path onto the studio folder, so it takes a relative path.
  await sanity(['schemas', 'extract', '--path', path.relative(studioDir, freshSchema)]);
  const stale: string[] = [];
  if (!(await sameContent(committedSchema, freshSchema)))
    stale.push(path.relative(process.cwd(), committedSchema));
  else {
    // Generated from the committed schema, which equals the fresh one, so the file's
    // "Source: schema.json" line matches too.
    const freshTypes = path.join(dir, 'sanity.types.ts');
    await sanity(['typegen', 'generate'], { SANITY_TYPEGEN_OUTPUT: freshTypes });
    if (!(await sameContent(committedTypes, freshTypes)))
      stale.push(path.relative(process.cwd(), committedTypes));
  }
  if (stale.length > 0) {
    console.error(`Stale generated files: ${stale.join(', ')}\nRun: pnpm --filter @nordkyst/studio typegen`);
    process.exitCode = 1;
  } else {
    console.log('schema.json and sanity.types.ts are up to date');
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
