/**
 * A list's Print button (docs/product.md#expenses, #salary: the Excel file of the list), busy while the file is made.
 */
import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';

interface PrintButtonProps {
  label: string;
  /** What it does, for a pointer's tooltip and screen readers ('Download the salaries as salary.xlsx'). */
  description: string;
  isBusy: boolean;
  onClick: () => void;
}

export function PrintButton({ label, description, isBusy, onClick }: PrintButtonProps) {
  return (
    <Button
      variant="default"
      leftSection={<IconPrinter size={16} aria-hidden />}
      onClick={onClick}
      loading={isBusy}
      title={description}
    >
      {label}
    </Button>
  );
}
