import { Card, Text } from '@sanity/ui';

/** A failed call's message, read out when it shows. */
export function Failure({ message }: { message: string }) {
  return (
    <Card padding={3} radius={2} tone="critical" role="alert">
      <Text size={1}>{message}</Text>
    </Card>
  );
}
