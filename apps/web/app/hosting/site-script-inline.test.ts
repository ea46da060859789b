import { describe, expect, it } from 'vitest';
import { siteScriptSource } from '../lib/page-scripts.ts';
import { inlineSiteScript } from './site-script-inline.ts';

describe('inlineSiteScript', () => {
  it('puts the bundle’s code in place of the page’s site script and leaves the rest as it is', () => {
    const page = `<body><h1>Hej</h1><script type="module" src="${siteScriptSource}"></script><p>x</p></body>`;
    expect(inlineSiteScript(page, 'connect()')).toBe(
      '<body><h1>Hej</h1><script type="module">connect()</script><p>x</p></body>',
    );
  });

  it('fails the build on a page without the site script, which would lose the layout’s behaviours', () => {
    expect(() => inlineSiteScript('<body><h1>Hej</h1></body>', 'connect()')).toThrow(siteScriptSource);
  });
});
