import { Card, Stack, Text } from '@sanity/ui';
import type { OwnerWarning } from './api.ts';

/** What the owner must know before working with the list (a read-only database, a refusing provider). */
export function OwnerWarnings({ warnings }: { warnings: readonly OwnerWarning[] | undefined }) {
  if (!warnings?.length) return null;
  return (
    <Stack gap={2} padding={3} paddingBottom={0}>
      {warnings.map((warning) => (
        <Card key={warning.code} padding={3} radius={2} border tone="caution" role="alert">
          <Text size={1} weight="semibold">
            {warning.message}
          </Text>
        </Card>
      ))}
    </Stack>
  );
}
