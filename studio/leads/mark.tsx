import { Card, type CardTone, Text } from '@sanity/ui';
import type { ReactNode } from 'react';

/** A small marked word (form, unread, failed delivery): text at full contrast on its tone's card. */
export function Mark({ tone = 'default', children }: { tone?: CardTone; children: ReactNode }) {
  return (
    <Card
      as="span"
      tone={tone}
      border
      radius={2}
      paddingX={2}
      paddingY={1}
      style={{ display: 'inline-block' }}
    >
      <Text as="span" size={0} weight="semibold">
        {children}
      </Text>
    </Card>
  );
}
