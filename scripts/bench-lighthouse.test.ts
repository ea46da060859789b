// The pure parts of the Lighthouse bench (tests/bench/): medians, the budget check and the phone table.
import { describe, expect, it } from 'vitest';
import baseline from '../tests/bench/baseline-phone.json' with { type: 'json' };
import { budgetMisses, scriptBudgetKb } from '../tests/bench/budgets.ts';
import { combine, type Measure, median, unscored } from '../tests/bench/measure.ts';
import { phoneTable } from '../tests/bench/report.ts';
import { formPaths } from '../tests/e2e/support/pages.ts';

/** A route's medians within every budget; each test changes what it is about. */
function figures(change: Partial<Measure> = {}): Measure {
  const scores = change.scores ?? { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 };
  return {
    scores,
    lowest: scores,
    lcp: 900,
    cls: 0,
    tbt: 0,
    speedIndex: 900,
    totalKb: 120,
    scriptKb: 4,
    cssKb: 6,
    requests: 8,
    failing: [],
    ...change,
  };
}

describe('median', () => {
  it('takes the middle run of an odd count, whatever the order', () => {
    expect(median([310, 120, 180])).toBe(180);
    expect(median([5])).toBe(5);
  });

  it('takes the mean of the two middle runs of an even count, and NaN of none', () => {
    expect(median([40, 10, 30, 20])).toBe(25);
    expect(median([])).toBeNaN();
  });

  it('combines runs metric by metric, and counts an audit failing when most runs fail it', () => {
    const combined = combine([
      figures({ tbt: 90, scores: { performance: 97 }, failing: ['total-blocking-time'] }),
      figures({ tbt: 20, scores: { performance: 100 } }),
      figures({ tbt: 40, scores: { performance: 99 }, failing: ['total-blocking-time', 'unsized-images'] }),
    ]);
    expect(combined.tbt).toBe(40);
    expect(combined.scores.performance).toBe(99);
    expect(combined.lowest.performance).toBe(97);
    expect(combined.failing).toEqual(['total-blocking-time']);
  });
});

describe('unscored', () => {
  type Lhr = Parameters<typeof unscored>[0];
  const lhr = (performance: number | null) =>
    ({
      categories: {
        performance: {
          score: performance,
          auditRefs: [{ id: 'largest-contentful-paint' }, { id: 'speed-index' }],
        },
        seo: { score: 1, auditRefs: [{ id: 'is-crawlable' }] },
      },
      audits: {
        'largest-contentful-paint': { errorMessage: performance === null ? 'NO_LCP' : undefined },
        'speed-index': {},
        'is-crawlable': {},
      },
    }) as unknown as Lhr;

  it('names the category Lighthouse left without a score and the audit error behind it', () => {
    expect(unscored(lhr(null))).toBe('no performance score (NO_LCP)');
  });

  it('says nothing of a run where every category scored, however low', () => {
    expect(unscored(lhr(0))).toBeUndefined();
  });
});

describe('budgetMisses', () => {
  it('finds nothing in a route within every budget, in every profile', () => {
    for (const profile of ['desktop', 'mobile', 'phone'] as const)
      expect(budgetMisses('/om-os/', profile, figures())).toEqual([]);
  });

  it('wants performance 100 on a phone and at most 50 ms of total blocking time', () => {
    expect(budgetMisses('/galleri/', 'phone', figures({ scores: { performance: 99 }, tbt: 50 }))).toEqual([
      'phone /galleri/: performance 99 < 100',
    ]);
    expect(budgetMisses('/galleri/', 'phone', figures({ tbt: 51 }))).toEqual([
      'phone /galleri/: TBT 51 ms > 50 ms',
    ]);
  });

  it('wants 100 on every run: one low run misses though the median is 100', () => {
    const combined = combine([figures(), figures({ scores: { performance: 0 } }), figures()]);
    expect(combined.scores.performance).toBe(100);
    expect(budgetMisses('/fa-tilbud/', 'phone', combined)).toEqual([
      'phone /fa-tilbud/: performance 0 < 100',
    ]);
  });

  it('wants the largest paint within 1.2 s on a phone, in both mobile profiles but not on the desktop', () => {
    expect(budgetMisses('/galleri/', 'phone', figures({ lcp: 1201 }))).toEqual([
      'phone /galleri/: LCP 1201 ms > 1200 ms',
    ]);
    expect(budgetMisses('/galleri/', 'mobile', figures({ lcp: 1201 }))).toEqual([
      'mobile /galleri/: LCP 1201 ms > 1200 ms',
    ]);
    expect(budgetMisses('/galleri/', 'desktop', figures({ lcp: 1201 }))).toEqual([]);
    expect(budgetMisses('/galleri/', 'phone', figures({ lcp: 1200 }))).toEqual([]);
  });

  it('allows a phone 15 KB of script on a page without a form and 100 KB on a form route', () => {
    expect(scriptBudgetKb('/')).toBe(15);
    for (const route of formPaths) expect(scriptBudgetKb(route)).toBe(100);
    expect(budgetMisses('/', 'phone', figures({ scriptKb: 15.2 }))).toEqual([
      'phone /: JavaScript 15.2 KB > 15 KB',
    ]);
    expect(budgetMisses('/kontakt/', 'phone', figures({ scriptKb: 92 }))).toEqual([]);
    // The same bytes load in every profile; they are judged once, in the phone's.
    expect(budgetMisses('/', 'desktop', figures({ scriptKb: 15.2 }))).toEqual([]);
    expect(budgetMisses('/fa-tilbud/', 'phone', figures({ scriptKb: 101 }))).toEqual([
      'phone /fa-tilbud/: JavaScript 101.0 KB > 100 KB',
    ]);
  });

  it('exempts the noindex job application from SEO, and lets only the listed audits fail', () => {
    const noindex = figures({ scores: { ...figures().scores, seo: 66 }, failing: ['is-crawlable'] });
    expect(budgetMisses('/moldova-ansogning', 'desktop', noindex)).toEqual([]);
    expect(budgetMisses('/', 'desktop', noindex)).toEqual([
      'desktop /: seo 66 < 100',
      'desktop /: failing audit is-crawlable',
    ]);
    expect(
      budgetMisses('/', 'phone', figures({ failing: ['render-blocking-insight', 'image-delivery-insight'] })),
    ).toEqual(['phone /: failing audit image-delivery-insight']);
  });
});

describe('phoneTable', () => {
  it("sets this run beside the issue's baseline and marks each figure that misses its budget", () => {
    const table = phoneTable(
      baseline.routes,
      new Map([
        ['/', figures({ tbt: 12.4, scriptKb: 9.64 })],
        ['/fa-tilbud/', figures({ scores: { performance: 98 }, tbt: 73, scriptKb: 88 })],
        ['/services/tag/', figures({ scriptKb: 31, lcp: 1345.6 })],
        ['/galleri/', { ...figures(), lowest: { performance: 0 } }],
      ]),
    );
    expect(table.split('\n')).toEqual([
      '| route | score before | score after | lowest score | LCP after | TBT before | TBT after | script before | script after | budget |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      '| / | 97 | 100 | 100 | 900 ms | 178 ms | 12 ms | 139 KB | 9.6 KB | met |',
      '| /fa-tilbud/ | 92 | 98 ✗ | 98 ✗ | 900 ms | 348 ms | 73 ms ✗ | 192 KB | 88.0 KB | missed |',
      '| /services/tag/ | – | 100 | 100 | 1346 ms ✗ | – | 0 ms | – | 31.0 KB ✗ | missed |',
      '| /galleri/ | 92 | 100 | 0 ✗ | 900 ms | 346 ms | 0 ms | 134 KB | 4.0 KB | missed |',
    ]);
  });
});
