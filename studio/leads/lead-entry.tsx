import { Card, Flex, Stack, Text } from '@sanity/ui';
import type { Labels, LeadSummary } from './api.ts';
import { DueMarks } from './due-mark.tsx';
import { danishTime } from './format.ts';
import { Mark } from './mark.tsx';

type Props = { lead: LeadSummary; labels: Labels | undefined; now: Date; open: boolean; onOpen(): void };

/** A lead in the list: its sender, marks (unread, failed delivery, its promises), form, time and status. */
export function LeadEntry({ lead, labels, now, open, onOpen }: Props) {
  return (
    <Card
      as="button"
      type="button"
      padding={3}
      radius={2}
      border
      aria-current={open ? 'true' : undefined}
      // The phone's list gives the entry its focus back when the owner returns from the lead.
      data-lead-id={lead.id}
      onClick={onOpen}
      style={{
        width: '100%',
        textAlign: 'left',
        cursor: 'pointer',
        // The open lead: a thick edge, not a fill, so its text keeps its contrast.
        boxShadow: open ? 'inset 4px 0 0 currentColor' : undefined,
      }}
      tone={lead.deliveryFailed ? 'critical' : 'default'}
    >
      <Stack gap={2}>
        <Flex gap={2} align="center" wrap="wrap">
          <Text size={1} weight={lead.read ? 'regular' : 'bold'}>
            {lead.name || '(uden navn)'}
          </Text>
          {lead.read ? null : <Mark tone="primary">Ulæst</Mark>}
          {lead.deliveryFailed ? <Mark tone="critical">Levering fejlede</Mark> : null}
        </Flex>
        <Text size={1}>
          {labels?.forms[lead.form] ?? lead.form} · {danishTime(lead.receivedAt)} ·{' '}
          {labels?.statuses[lead.status] ?? lead.status}
        </Text>
        <DueMarks lead={lead} now={now} />
      </Stack>
    </Card>
  );
}
