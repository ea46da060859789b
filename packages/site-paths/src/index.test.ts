import { describe, expect, it } from 'vitest';
import { pagePaths, servicePath } from './index.ts';

describe('the page paths', () => {
  it('end in a slash, but for the hidden job application', () => {
    const { jobApplication, ...linked } = pagePaths;
    for (const path of Object.values(linked)) expect(path).toMatch(/^\/([a-z-]+\/)*$/);
    expect(jobApplication).not.toMatch(/\/$/);
  });

  it('are all different', () => {
    expect(new Set(Object.values(pagePaths)).size).toBe(Object.keys(pagePaths).length);
  });

  it('put a service under the overview', () => {
    expect(servicePath('nybyg')).toBe(`${pagePaths.services}nybyg/`);
  });
});
