import { Box, Card, Flex, Heading, Tab, TabList, TabPanel } from '@sanity/ui';
import { useState } from 'react';
import { type Labels, useLeadsApi } from './api.ts';
import { AuditLog } from './audit-log.tsx';
import { Failure } from './failure.tsx';
import { LeadsList } from './leads-list.tsx';
import { useNarrow } from './narrow.ts';
import { PersonData } from './person-data.tsx';
import { PhoneLayoutStyle, phone } from './phone-layout.tsx';

const TABS = [
  { id: 'leads', title: 'Henvendelser' },
  { id: 'person', title: 'Persondata' },
  { id: 'log', title: 'Log' },
] as const;

/** The Studio tool "Henvendelser": the owner's leads from the `leads` function at `baseUrl`. */
export function LeadsTool({ baseUrl }: { baseUrl: string | undefined }) {
  const api = useLeadsApi(baseUrl ?? '');
  const [tab, setTab] = useState<(typeof TABS)[number]['id']>('leads');
  const [measured, narrow] = useNarrow();
  if (!baseUrl)
    return (
      <Box padding={4}>
        <Failure message="Henvendelser er ikke sat op: SANITY_STUDIO_LEADS_URL mangler i Studio'ets build." />
      </Box>
    );
  return (
    <Flex ref={measured} direction="column" height="fill" data-testid="henvendelser" className={phone.tool}>
      <PhoneLayoutStyle />
      <Card padding={3} borderBottom>
        <Flex align="center" gap={4} wrap="wrap">
          <Heading as="h1" size={2}>
            Henvendelser
          </Heading>
          <TabList gap={2}>
            {TABS.map((item) => (
              <Tab
                key={item.id}
                id={`henvendelser-tab-${item.id}`}
                aria-controls={`henvendelser-panel-${item.id}`}
                label={item.title}
                selected={tab === item.id}
                onClick={() => setTab(item.id)}
              />
            ))}
          </TabList>
        </Flex>
      </Card>
      {TABS.map((item) => (
        <TabPanel
          key={item.id}
          id={`henvendelser-panel-${item.id}`}
          aria-labelledby={`henvendelser-tab-${item.id}`}
          hidden={tab !== item.id}
          flex={1}
          style={{ minHeight: 0, overflow: 'auto' }}
        >
          {tab === item.id && item.id === 'leads' ? <LeadsList api={api} narrow={narrow} /> : null}
          {tab === item.id && item.id === 'person' ? <PersonData api={api} /> : null}
          {tab === item.id && item.id === 'log' ? <AuditLog api={api} /> : null}
        </TabPanel>
      ))}
    </Flex>
  );
}

export type { Labels };
