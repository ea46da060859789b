// The Markdown tables of the Lighthouse bench: one per profile, the phone profile before and after, and
// the prerender gain per profile.
import { budgets, scriptBudgetKb } from './budgets.ts';
import type { Measure } from './measure.ts';

/** One route's figures in the phone profile, as the baseline file keeps them. */
export type PhoneFigures = { performance: number; tbtMs: number; scriptKb: number };

export function markdownTable(head: (string | number)[], rows: (string | number)[][]): string {
  return [head, head.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

/** Scores, metrics, weights and failing audits of every route, medians of the runs. */
export function measuresTable(results: Map<string, Measure>): string {
  const categories = [...new Set([...results.values()].flatMap((m) => Object.keys(m.scores)))];
  const head = [
    'route',
    ...categories,
    'LCP ms',
    'CLS',
    'TBT ms',
    'SI ms',
    'total KB',
    'JS KB',
    'CSS KB',
    'req',
    'failing audits',
  ];
  const rows = [...results].map(([route, m]) => [
    route,
    ...categories.map((c) => String(m.scores[c] ?? '–')),
    Math.round(m.lcp),
    m.cls.toFixed(3),
    Math.round(m.tbt),
    Math.round(m.speedIndex),
    m.totalKb.toFixed(1),
    m.scriptKb.toFixed(1),
    m.cssKb.toFixed(1),
    m.requests,
    m.failing.join(', ') || '–',
  ]);
  return markdownTable(head, rows);
}

/** A measured figure, marked ✗ when it misses its budget. */
const checked = (text: string, misses: boolean) => (misses ? `${text} ✗` : text);

/**
 * The phone profile's score, total blocking time and script per route: `before` (the baseline file, where
 * it has the route) beside `after` (this run's medians), with this run's lowest score and its LCP, each
 * figure of this run marked ✗ when it misses its budget.
 */
export function phoneTable(before: Record<string, PhoneFigures>, after: Map<string, Measure>): string {
  const head = [
    'route',
    'score before',
    'score after',
    'lowest score',
    'LCP after',
    'TBT before',
    'TBT after',
    'script before',
    'script after',
    'budget',
  ];
  const rows = [...after].map(([route, m]) => {
    const b = before[route];
    const score = m.scores.performance ?? 0;
    const lowest = m.lowest.performance ?? 0;
    const minScore = budgets.minScores.phone.performance ?? 100;
    const misses = {
      score: score < minScore,
      lowest: lowest < minScore,
      lcp: m.lcp > budgets.maxLcpMs,
      tbt: m.tbt > budgets.maxTbtMs,
      script: m.scriptKb > scriptBudgetKb(route),
    };
    return [
      route,
      b ? b.performance : '–',
      checked(String(score), misses.score),
      checked(String(lowest), misses.lowest),
      checked(`${Math.round(m.lcp)} ms`, misses.lcp),
      b ? `${b.tbtMs} ms` : '–',
      checked(`${Math.round(m.tbt)} ms`, misses.tbt),
      b ? `${b.scriptKb} KB` : '–',
      checked(`${m.scriptKb.toFixed(1)} KB`, misses.script),
      Object.values(misses).some(Boolean) ? 'missed' : 'met',
    ];
  });
  return markdownTable(head, rows);
}

const ratio = (spa: number, prerendered: number) => `${(spa / prerendered).toFixed(2)}×`;

/**
 * LCP and Speed Index of the client-rendered shell against the prerendered page, per route, and the layout
 * shift each shows (the shell's footer jumps down when the content arrives).
 */
export function gainTable(prerendered: Map<string, Measure>, spa: Map<string, Measure>): string {
  const head = [
    'route',
    'LCP prerendered',
    'LCP SPA',
    'LCP ratio',
    'SI prerendered',
    'SI SPA',
    'SI ratio',
    'CLS prerendered',
    'CLS SPA',
  ];
  const rows = [...prerendered].flatMap(([route, p]) => {
    const s = spa.get(route);
    return s
      ? [
          [
            route,
            Math.round(p.lcp),
            Math.round(s.lcp),
            ratio(s.lcp, p.lcp),
            Math.round(p.speedIndex),
            Math.round(s.speedIndex),
            ratio(s.speedIndex, p.speedIndex),
            p.cls.toFixed(3),
            s.cls.toFixed(3),
          ],
        ]
      : [];
  });
  return markdownTable(head, rows);
}
