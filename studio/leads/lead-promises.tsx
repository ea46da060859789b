import { Grid, Heading, Stack, Text } from '@sanity/ui';
import type { Lead } from './api.ts';
import { PROMISE_KINDS, span } from './due.ts';
import { DueMarks } from './due-mark.tsx';
import { danishTime } from './format.ts';

const titles = {
  call: { due: 'Ring senest', kept: 'Ringet' },
  quote: { due: 'Tilbud senest', kept: 'Tilbud givet' },
} as const;

/** When a kept promise was ended, and whether in time: "13. nov. 2026 10.05 (i tide)". */
function keptText(lead: Lead, dueAt: string, keptAt: string | null): string {
  if (!keptAt) return 'Endnu ikke';
  if (lead.status === 'spam') return `Afsluttet som spam ${danishTime(keptAt)}`;
  const late = Date.parse(keptAt) - Date.parse(dueAt);
  return `${danishTime(keptAt)} (${late > 0 ? `${span(late)} for sent` : 'i tide'})`;
}

/** The site's promises to this lead: each one's end, whether and when it was kept, and its mark now. */
export function LeadPromisesSection({ lead, now }: { lead: Lead; now: Date }) {
  const kinds = PROMISE_KINDS.filter((kind) => lead.promises?.[kind]);
  if (!kinds.length) return null;
  return (
    <Stack gap={3} as="section" aria-label="Frister">
      <Heading as="h3" size={1}>
        Frister
      </Heading>
      <DueMarks lead={lead} now={now} />
      <Grid as="dl" gridTemplateColumns={[1, 1, 2]} gap={3} style={{ margin: 0 }}>
        {kinds.flatMap((kind) => {
          const promise = lead.promises[kind];
          if (!promise) return [];
          return [
            <Stack key={`${kind}-due`} gap={2}>
              <Text as="dt" size={1} weight="semibold">
                {titles[kind].due}
              </Text>
              <Text as="dd" size={1} style={{ margin: 0 }}>
                {danishTime(promise.dueAt)}
              </Text>
            </Stack>,
            <Stack key={`${kind}-kept`} gap={2}>
              <Text as="dt" size={1} weight="semibold">
                {titles[kind].kept}
              </Text>
              <Text as="dd" size={1} style={{ margin: 0 }}>
                {keptText(lead, promise.dueAt, promise.keptAt)}
              </Text>
            </Stack>,
          ];
        })}
      </Grid>
    </Stack>
  );
}
