// What the Lighthouse bench keeps of one run, and the median of several.
import type { RunnerResult } from 'lighthouse';

export type Measure = {
  /** Category scores (0–100): one run's, or the median of several. */
  scores: Record<string, number>;
  /** The lowest score of each category over the runs: a budget of 100 holds on every run, not the median. */
  lowest: Record<string, number>;
  lcp: number;
  cls: number;
  tbt: number;
  speedIndex: number;
  totalKb: number;
  scriptKb: number;
  cssKb: number;
  requests: number;
  failing: string[];
};

type ResourceRow = { resourceType: string; transferSize: number; requestCount: number };
type NetworkRow = { url: string; statusCode: number };

function tableItems<T>(result: RunnerResult, auditId: string): T[] {
  return ((result.lhr.audits[auditId]?.details as { items?: T[] } | undefined)?.items ?? []) as T[];
}

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(numbers: number[]): number {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle] ?? Number.NaN;
  return sorted.length ? ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2 : Number.NaN;
}

/**
 * Why a run has a category without a score, or undefined when every category has one. Lighthouse leaves a
 * category unscored when one of its audits could not be computed (a trace it failed to record, say): a
 * failed measurement, not a score of 0.
 */
export function unscored(lhr: RunnerResult['lhr']): string | undefined {
  const missing = Object.entries(lhr.categories).filter(([, c]) => c.score === null);
  if (!missing.length) return undefined;
  const errors = [
    ...new Set(
      missing
        .flatMap(([, c]) => c.auditRefs.map((ref) => lhr.audits[ref.id]?.errorMessage))
        .filter((message): message is string => Boolean(message)),
    ),
  ];
  return `no ${missing.map(([id]) => id).join(', ')} score (${errors.join('; ') || 'no audit says why'})`;
}

export function measure(result: RunnerResult): Measure {
  const { lhr } = result;
  const audit = (id: string) => lhr.audits[id];
  const summary = tableItems<ResourceRow>(result, 'resource-summary');
  const row = (type: string) => summary.find((item) => item.resourceType === type);
  const problem = unscored(lhr);
  if (problem) throw new Error(`${lhr.finalDisplayedUrl}: ${problem}`);
  const scores = Object.fromEntries(
    Object.entries(lhr.categories).map(([id, c]) => [id, Math.round((c.score ?? 0) * 100)]),
  );
  return {
    scores,
    lowest: scores,
    lcp: audit('largest-contentful-paint')?.numericValue ?? Number.NaN,
    cls: audit('cumulative-layout-shift')?.numericValue ?? Number.NaN,
    tbt: audit('total-blocking-time')?.numericValue ?? Number.NaN,
    speedIndex: audit('speed-index')?.numericValue ?? Number.NaN,
    totalKb: (row('total')?.transferSize ?? 0) / 1024,
    scriptKb: (row('script')?.transferSize ?? 0) / 1024,
    cssKb: (row('stylesheet')?.transferSize ?? 0) / 1024,
    requests: row('total')?.requestCount ?? 0,
    failing: Object.values(lhr.audits)
      // Binary audits fail below 1; scored ones (numeric, metric savings) below Lighthouse's 0.9 pass mark.
      .filter(
        (a) =>
          a.score !== null &&
          (a.scoreDisplayMode === 'binary'
            ? a.score < 1
            : ['numeric', 'metricSavings'].includes(a.scoreDisplayMode) && a.score < 0.9),
      )
      .map((a) => a.id),
  };
}

/** The metrics a run reports as one number each, combined as their median. */
const metrics = ['lcp', 'cls', 'tbt', 'speedIndex', 'totalKb', 'scriptKb', 'cssKb', 'requests'] as const;

export function combine(measures: Measure[]): Measure {
  const pick = (f: (m: Measure) => number) => median(measures.map(f));
  const categories = Object.keys(measures[0]?.scores ?? {});
  const failingCounts = new Map<string, number>();
  for (const id of measures.flatMap((m) => m.failing))
    failingCounts.set(id, (failingCounts.get(id) ?? 0) + 1);
  return {
    scores: Object.fromEntries(categories.map((c) => [c, pick((m) => m.scores[c] ?? 0)])),
    lowest: Object.fromEntries(
      categories.map((c) => [c, Math.min(...measures.map((m) => m.lowest[c] ?? m.scores[c] ?? 0))]),
    ),
    ...(Object.fromEntries(metrics.map((key) => [key, pick((m) => m[key])])) as Pick<
      Measure,
      (typeof metrics)[number]
    >),
    // An audit counts as failing when it fails in most runs, so one noisy run does not decide.
    failing: [...failingCounts].filter(([, n]) => n > measures.length / 2).map(([id]) => id),
  };
}

/**
 * Whether the run loaded the given URL with status 200: the client-rendered shell only shows a route's
 * content once it has its data, so a run without it measured a fallback.
 */
export function loaded(result: RunnerResult, url: string): boolean {
  return tableItems<NetworkRow>(result, 'network-requests').some(
    (request) => request.url === url && request.statusCode === 200,
  );
}
