import { describe, expect, it } from 'vitest';
import { jobApplicationPath, leadActionPath, pagePaths, servicePath } from './index.ts';

describe('the page paths', () => {
  it('end in a slash, but for the hidden job application', () => {
    for (const path of Object.values(pagePaths)) expect(path).toMatch(/^\/([a-z-]+\/)*$/);
    expect(jobApplicationPath).toMatch(/^\/[a-z-]+$/);
    expect(leadActionPath).toMatch(/^\/[a-z-]+\/$/);
  });

  it('are all different', () => {
    const all = [...Object.values(pagePaths), jobApplicationPath, leadActionPath];
    expect(new Set(all).size).toBe(all.length);
  });

  it('put a service under the overview', () => {
    expect(servicePath('nybyg')).toBe(`${pagePaths.services}nybyg/`);
  });
});
