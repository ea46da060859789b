import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageHydrates } from './page-scripts.ts';

const root = { handle: undefined };
const formRoute = { handle: { toasts: true, hydrate: true } };
const textRoute = { handle: { lang: 'da' } };

afterEach(() => vi.unstubAllEnvs());

describe('pageHydrates', () => {
  it('in the public build, hydrates only the routes whose handle asks for it', () => {
    vi.stubEnv('DEV', false);
    vi.stubEnv('VITE_PREVIEW_BUILD', '');
    expect(pageHydrates([root, formRoute])).toBe(true);
    expect(pageHydrates([root, textRoute])).toBe(false);
    expect(pageHydrates([root])).toBe(false);
  });

  it('hydrates every route of the preview build', () => {
    vi.stubEnv('DEV', false);
    vi.stubEnv('VITE_PREVIEW_BUILD', 'true');
    expect(pageHydrates([root, textRoute])).toBe(true);
  });

  it('hydrates every route under the dev server, for its hot module replacement', () => {
    vi.stubEnv('DEV', true);
    vi.stubEnv('VITE_PREVIEW_BUILD', '');
    expect(pageHydrates([root, textRoute])).toBe(true);
  });
});
