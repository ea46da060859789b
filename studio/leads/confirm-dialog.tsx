import { Box, Button, Dialog, Flex, Stack } from '@sanity/ui';
import type { ReactNode } from 'react';

/**
 * The one question before a deletion that cannot be undone: "Fortryd" closes it, the other button acts.
 * `children` is what the owner reads first: what goes, and what the deletion cannot reach.
 */
export function ConfirmDialog(props: {
  id: string;
  header: string;
  confirmText: string;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      id={props.id}
      header={props.header}
      onClose={props.onClose}
      footer={
        <Flex gap={2} justify="flex-end" padding={3}>
          <Button text="Fortryd" onClick={props.onClose} />
          <Button text={props.confirmText} onClick={props.onConfirm} />
        </Flex>
      }
    >
      <Box padding={4}>
        <Stack gap={4}>{props.children}</Stack>
      </Box>
    </Dialog>
  );
}
