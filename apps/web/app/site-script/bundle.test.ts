import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bundleSiteScript } from './bundle.ts';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('bundleSiteScript', () => {
  it('writes one small module without React that calls no function (decision 048)', async () => {
    dir = await mkdtemp(join(tmpdir(), 'site-script-'));
    const file = await bundleSiteScript(dir);
    expect(file).toMatch(/^site-script-[\w-]+\.js$/);
    const code = await readFile(join(dir, file), 'utf8');
    expect(code).not.toMatch(/react/i);
    expect(code).not.toMatch(/functions\/v1|keep-alive|supabase/i);
    expect(code).toContain('consent-embed');
    // Loaded by every page: it must stay small (the budget for a page without a form is 15 KB).
    expect(code.length).toBeLessThan(12_000);
  });
});
