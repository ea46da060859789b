import { Flex } from '@sanity/ui';
import type { LeadPromises } from './api.ts';
import { type Due, duesOf } from './due.ts';
import { DueIcon } from './due-icon.tsx';
import { Mark } from './mark.tsx';

const tones = { open: 'default', overdue: 'critical', kept: 'positive' } as const;

/** One promise's mark: icon and words ("Opkald 2 t for sent"), on its tone's card at full contrast. */
export function DueMark({ due }: { due: Due }) {
  return (
    <Mark tone={tones[due.state]}>
      <DueIcon state={due.state} />
      {due.text}
    </Mark>
  );
}

/** A lead's promise marks at `now`, call first; nothing for spam or a lead without promises. */
export function DueMarks({ lead, now }: { lead: { status: string; promises?: LeadPromises }; now: Date }) {
  const dues = duesOf(lead, now);
  if (!dues.length) return null;
  return (
    <Flex gap={2} wrap="wrap">
      {dues.map((due) => (
        <DueMark key={due.kind} due={due} />
      ))}
    </Flex>
  );
}
