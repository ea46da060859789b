import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { codeFingerprint } from './code-fingerprint.ts';

let repo: string;
const git = (...args: string[]) => execFileSync('git', args, { cwd: repo });

beforeAll(async () => {
  repo = await mkdtemp(join(tmpdir(), 'fingerprint-'));
  await mkdir(join(repo, 'studio', 'seed'), { recursive: true });
  await writeFile(join(repo, 'app.ts'), 'export const a = 1;\n');
  await writeFile(join(repo, 'README.md'), '# The site\n');
  await mkdir(join(repo, 'docs'), { recursive: true });
  await writeFile(join(repo, 'docs', 'notes.txt'), 'why\n');
  await writeFile(join(repo, 'studio', 'seed', 'production.ndjson'), '{"_id":"a"}\n');
  git('init', '-q');
  git('add', '.');
  git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'first');
});

describe('the code fingerprint', () => {
  it('ignores the content, a file only touched and the environment outside the bundles', async () => {
    const before = await codeFingerprint(repo, {});
    await writeFile(join(repo, 'studio', 'seed', 'production.ndjson'), '{"_id":"b"}\n');
    const later = new Date(Date.now() + 5000);
    await utimes(join(repo, 'app.ts'), later, later);
    expect(await codeFingerprint(repo, { SANITY_API_HOST: 'http://127.0.0.1:1' })).toBe(before);
  });

  it('ignores prose: a Markdown file anywhere, and docs/', async () => {
    const before = await codeFingerprint(repo, {});
    await writeFile(join(repo, 'README.md'), '# The site, reworded\n');
    await mkdir(join(repo, 'studio'), { recursive: true });
    await writeFile(join(repo, 'studio', 'NOTES.md'), 'new\n');
    await writeFile(join(repo, 'docs', 'notes.txt'), 'why, reworded\n');
    expect(await codeFingerprint(repo, {})).toBe(before);
  });

  it('ignores the tests: the browser suites in tests/ and a unit test beside the code', async () => {
    const before = await codeFingerprint(repo, {});
    await mkdir(join(repo, 'tests', 'e2e'), { recursive: true });
    await writeFile(join(repo, 'tests', 'e2e', 'site.spec.ts'), 'export {};\n');
    await writeFile(join(repo, 'app.test.ts'), 'export {};\n');
    await writeFile(join(repo, 'view.test.tsx'), 'export {};\n');
    expect(await codeFingerprint(repo, {})).toBe(before);
  });

  it('changes with an edit, a new file or a value baked into the bundles', async () => {
    const before = await codeFingerprint(repo, {});
    expect(await codeFingerprint(repo, { VITE_SUPABASE_URL: 'https://x.supabase.co' })).not.toBe(before);
    await writeFile(join(repo, 'new.ts'), 'export {};\n');
    const added = await codeFingerprint(repo, {});
    expect(added).not.toBe(before);
    await writeFile(join(repo, 'app.ts'), 'export const a = 2;\n');
    expect(await codeFingerprint(repo, {})).not.toBe(added);
  });

  it('is the same once the same files are committed', async () => {
    await writeFile(join(repo, 'app.ts'), 'export const a = 3;\n');
    const edited = await codeFingerprint(repo, {});
    git('add', '.');
    git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'second');
    expect(await codeFingerprint(repo, {})).toBe(edited);
  });
});
