import { describe, expect, it } from 'vitest';
import { pageMove, pageMoveNotice, redirectsAfterPublish } from './page-move.ts';

const withPage = (slug: string) => ({ hasPage: true, slug: { current: slug } });
const added = (rule: { from: string; to: string }) => ({ ...rule, _key: 'new' });

describe('publishing a service', () => {
  it('with a new address moves its page and keeps the old address as a redirect', () => {
    const move = pageMove(withPage('tage'), withPage('tag'));
    expect(move).toEqual({ from: '/services/tage/', to: '/services/tag/', live: '/services/tag/' });
    expect(redirectsAfterPublish([], move, added)).toEqual([
      { from: '/services/tage/', to: '/services/tag/', _key: 'new' },
    ]);
    expect(pageMoveNotice(move)).toBe(
      'Når du udgiver, flytter siden fra /services/tage/ til /services/tag/. Den gamle adresse sender besøgende videre til den nye (se "Omdirigeringer").',
    );
  });

  it('without its page any longer sends its visitors to the services overview', () => {
    const move = pageMove(withPage('tag'), { hasPage: false, slug: { current: 'tag' } });
    expect(move).toEqual({ from: '/services/tag/', to: '/services/', live: undefined });
    expect(pageMoveNotice(move)).toMatch(
      /^Når du udgiver, har servicen ikke længere en side\. Besøgende på \/services\/tag\//,
    );
  });

  it('for the first time, or unchanged, moves nothing but takes its address back from the list', () => {
    expect(pageMove(null, withPage('tag'))).toEqual({ live: '/services/tag/' });
    expect(pageMove(withPage('tag'), withPage('tag'))).toEqual({ live: '/services/tag/' });
    expect(pageMoveNotice({ live: '/services/tag/' })).toBeUndefined();
    const rules = [{ _key: 'k', from: '/services/tag/', to: '/services/' }];
    expect(redirectsAfterPublish(rules, { live: '/services/tag/' }, added)).toEqual([]);
  });
});
