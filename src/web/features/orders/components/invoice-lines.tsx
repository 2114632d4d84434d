/**
 * The parts the Quick Invoice's service and product lines share (docs/product.md#quick-invoice): the list (or its
 * empty text), a line's card, its rupee discount and its remove button.
 */
import type { ReactNode } from 'react';
import { ActionIcon, NumberInput, Paper, Stack, Text, type NumberInputProps } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

interface InvoiceLinesProps<L extends { key: string }> {
  lines: readonly L[];
  /** The list's name. */
  label: string;
  /** Said when there are no lines. */
  empty: string;
  /** A line: an InvoiceLineCard. */
  children: (line: L) => ReactNode;
}

export function InvoiceLines<L extends { key: string }>({ lines, label, empty, children }: InvoiceLinesProps<L>) {
  if (lines.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return (
    <Stack gap="xs" role="list" aria-label={label}>
      {lines.map(children)}
    </Stack>
  );
}

/** One line of the invoice; a problem in it is scrolled to (data-error-anchor). */
export function InvoiceLineCard({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="sm" role="listitem" data-testid={testId} data-error-anchor>
      {children}
    </Paper>
  );
}

/** A line's discount in rupees: '₹' before it, two decimals at most, never below 0. */
export function LineDiscountInput(props: NumberInputProps) {
  return (
    <NumberInput
      leftSection={<Text size="xs">₹</Text>}
      min={0}
      decimalScale={2}
      allowNegative={false}
      hideControls
      inputMode="decimal"
      size="xs"
      {...props}
    />
  );
}

/** Takes a line off the invoice (40 px, for a finger). */
export function RemoveLineButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <ActionIcon variant="subtle" color="red" size={40} aria-label={label} onClick={onClick}>
      <IconTrash size={16} aria-hidden />
    </ActionIcon>
  );
}
