import { Heading, Stack, Text } from '@sanity/ui';
import { useEffect, useState } from 'react';
import type { LeadStats, LeadsApi } from './api.ts';
import { isSiteHost } from './came-from.ts';
import { span } from './due.ts';
import { Failure } from './failure.tsx';
import { LeadsChart } from './leads-chart.tsx';

const percent = new Intl.NumberFormat('da-DK', { style: 'percent' });

/** The share of promises kept in time, of those whose time ran out in the weeks shown (until now). */
function keptText({ due, kept, keptInTime }: LeadStats['promises']): string {
  if (!due) return 'Løfter holdt: ingen frister i perioden.';
  return `Løfter holdt i tide: ${percent.format(keptInTime / due)} (${keptInTime} af ${due} frister i perioden; ${kept} holdt i alt).`;
}

/** A source row's first cell: "Direkte", the site itself, or the campaign's source or referring site. */
function sourceName(source: string, siteUrl: string | undefined): string {
  if (source === 'direkte') return 'Direkte';
  return isSiteHost(source, siteUrl) ? 'Fra en anden side på hjemmesiden' : source;
}

const cell = { textAlign: 'left', padding: '4px 12px 4px 0' } as const;

/** "De sidste 12 uger": leads per week by form, promises kept, time to a call, and where leads came from. */
export function LeadsStats({
  api,
  forms,
  siteUrl,
  compact = false,
}: {
  api: LeadsApi;
  forms: Record<string, string>;
  siteUrl: string | undefined;
  /** On a phone: the chart a row a week (issue 56). */
  compact?: boolean;
}) {
  const [stats, setStats] = useState<LeadStats>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    let current = true;
    api
      .stats()
      .then((answer) => current && setStats(answer))
      .catch((failure: Error) => current && setError(failure.message));
    return () => {
      current = false;
    };
  }, [api]);
  return (
    <Stack gap={4} as="section" aria-labelledby="henvendelser-stats">
      <Heading as="h2" size={1} id="henvendelser-stats">
        De sidste 12 uger
      </Heading>
      {error ? <Failure message={error} /> : null}
      {stats ? (
        <>
          <LeadsChart weeks={stats.weeks} forms={forms} compact={compact} />
          <Text size={1}>{keptText(stats.promises)}</Text>
          <Text size={1}>
            {stats.medianMinutesToCall === null
              ? 'Tid til opkald: intet opkald registreret i perioden.'
              : `Tid til opkald (median): ${span(stats.medianMinutesToCall * 60_000)}.`}
          </Text>
          <table style={{ borderCollapse: 'collapse', fontSize: 14 }}>
            <caption style={{ ...cell, fontWeight: 600 }}>Hvor henvendelserne kom fra</caption>
            <thead>
              <tr>
                {['Kilde', 'Medie', 'Kampagne', 'Henvendelser'].map((title) => (
                  <th key={title} scope="col" style={cell}>
                    {title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {stats.sources.map((row) => (
                <tr key={`${row.source}|${row.medium}|${row.campaign}`}>
                  <td style={cell}>{sourceName(row.source, siteUrl)}</td>
                  <td style={cell}>{row.medium ?? '–'}</td>
                  <td style={cell}>{row.campaign ?? '–'}</td>
                  <td style={cell}>{row.leads}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : error ? null : (
        <Text size={1} muted>
          Henter …
        </Text>
      )}
    </Stack>
  );
}
