import { describe, expect, it } from 'vitest';
import { siteScriptSource } from '../lib/page-scripts.ts';
import { linkSiteScript } from './site-script-link.ts';

describe('linkSiteScript', () => {
  it('points the page’s site script at the bundle and leaves the rest as it is', () => {
    const page = `<body><h1>Hej</h1><script type="module" src="${siteScriptSource}"></script><p>x</p></body>`;
    expect(linkSiteScript(page, '/assets/site-script-A1.js')).toBe(
      '<body><h1>Hej</h1><script type="module" src="/assets/site-script-A1.js"></script><p>x</p></body>',
    );
  });

  it('fails the build on a page without the site script, which would lose the layout’s behaviours', () => {
    expect(() => linkSiteScript('<body><h1>Hej</h1></body>', '/assets/site-script-A1.js')).toThrow(
      siteScriptSource,
    );
  });
});
