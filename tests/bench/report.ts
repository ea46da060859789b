// The Markdown tables of the Lighthouse bench: one per mode, and the prerender gain per mode.
import type { Measure } from './measure.ts';

function markdownTable(head: (string | number)[], rows: (string | number)[][]): string {
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
