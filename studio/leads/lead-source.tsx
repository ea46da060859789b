import { Grid, Heading, Stack, Text } from '@sanity/ui';
import type { LeadSource } from './api.ts';
import { cameFrom } from './came-from.ts';

/** Where the lead was sent from: the page, the campaign in its address, the site the visitor came from. */
export function LeadSourceSection({ source, siteUrl }: { source: LeadSource | undefined; siteUrl?: string }) {
  const from = cameFrom(source, siteUrl);
  const rows: [string, string][] =
    source && from !== undefined
      ? [
          ['Sendt fra siden', source.path ?? '–'],
          ['Kom fra', from],
          ['Kampagnekilde (utm_source)', source.utmSource ?? '–'],
          ['Kampagnemedie (utm_medium)', source.utmMedium ?? '–'],
          ['Kampagne (utm_campaign)', source.utmCampaign ?? '–'],
        ]
      : [];
  return (
    <Stack gap={3} as="section" aria-label="Hvor den kom fra">
      <Heading as="h3" size={1}>
        Hvor den kom fra
      </Heading>
      {rows.length ? (
        <Grid as="dl" gridTemplateColumns={[1, 1, 2]} gap={3} style={{ margin: 0 }}>
          {rows.map(([label, value]) => (
            <Stack key={label} gap={2}>
              <Text as="dt" size={1} weight="semibold">
                {label}
              </Text>
              <Text as="dd" size={1} style={{ margin: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Text>
            </Stack>
          ))}
        </Grid>
      ) : (
        <Text size={1}>Ikke oplyst: henvendelsen kom, før siden sendte det med, eller uden om siden.</Text>
      )}
    </Stack>
  );
}
