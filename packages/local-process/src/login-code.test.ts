import { mkdtemp, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureLoginCode } from './login-code.ts';

describe('the owner’s login code', () => {
  it('is made once, readable by the local user only, and kept across restarts', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'login-code-')), 'studio', 'login-code');
    const first = await ensureLoginCode(file);
    expect(first.code).toMatch(/^[a-z2-9]{5}(-[a-z2-9]{5}){3}$/);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await ensureLoginCode(file)).code).toBe(first.code);
  });

  it('is one code when the Studio and the functions runner make it at the same moment', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'login-code-')), 'studio', 'login-code');
    const codes = await Promise.all([1, 2, 3, 4].map(() => ensureLoginCode(file)));
    expect(new Set(codes.map((made) => made.code)).size).toBe(1);
    expect((await ensureLoginCode(file)).code).toBe(codes[0]?.code);
  });

  it('matches the code (case and spaces forgiven) and nothing else', async () => {
    const { code, matches } = await ensureLoginCode(
      join(await mkdtemp(join(tmpdir(), 'login-code-')), 'code'),
    );
    expect(matches(code)).toBe(true);
    expect(matches(` ${code.toUpperCase()}\n`)).toBe(true);
    expect(matches(code.slice(0, -1))).toBe(false);
    expect(matches('')).toBe(false);
  });

  it('makes a code file that others could read private', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'login-code-')), 'code');
    await writeFile(file, 'abcde-fghjk-mnpqr-stuvw\n', { mode: 0o644 });
    expect((await ensureLoginCode(file)).code).toBe('abcde-fghjk-mnpqr-stuvw');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });
});
