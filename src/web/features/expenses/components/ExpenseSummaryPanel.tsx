/**
 * The admin's summary of the range (docs/product.md#expenses): Enter Cash and Enter Online, the salaries of the
 * range, what is left of what was entered, and the cards Total, Cash, Online, Cash Expense, Online Expense and
 * Profit/Expense. The arithmetic is expenseSummary (src/shared/cash-book.ts), which defines each figure.
 */
import { useState } from 'react';
import { Card, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { expenseSummary } from '@shared/cash-book';
import type { ExpenseTotals } from '@shared/expenses.schemas';
import { formatRupees, paiseToRupees, readAmount, rupeesToPaise } from '@shared/money';
import { useText } from '@web/i18n';
import classes from './ExpenseSummaryPanel.module.css';
import { expensesText } from '../en';

interface ExpenseSummaryPanelProps {
  /** The whole range's sums (every page of it), from the list's answer; none while it loads. */
  totals: ExpenseTotals | undefined;
  /** The list's amount and online_amount: salaries of the range. */
  cashSalary: number;
  onlineSalary: number;
}

/** Paise of a typed amount (the one reader, readAmount; below zero allowed); anything that is not one counts as 0. */
function enteredPaise(value: number | string): number {
  return rupeesToPaise(readAmount(value, { allowNegative: true }) ?? 0);
}

export function ExpenseSummaryPanel({ totals, cashSalary, onlineSalary }: ExpenseSummaryPanelProps) {
  const { t } = useText(expensesText);
  const [enteredCash, setEnteredCash] = useState<number | string>('');
  const [enteredOnline, setEnteredOnline] = useState<number | string>('');
  const summary = expenseSummary({
    // The range as one entry: its sums are the sums of its entries.
    entries: totals
      ? [
          {
            totalPaise: rupeesToPaise(totals.total),
            cashPaise: rupeesToPaise(totals.cash),
            onlinePaise: rupeesToPaise(totals.online),
            expensePaise: rupeesToPaise(totals.expense),
            expenseOnlinePaise: rupeesToPaise(totals.expense_online),
          },
        ]
      : [],
    cashSalaryPaise: rupeesToPaise(cashSalary),
    onlineSalaryPaise: rupeesToPaise(onlineSalary),
    enteredCashPaise: enteredPaise(enteredCash),
    enteredOnlinePaise: enteredPaise(enteredOnline),
  });

  const figure = (label: string, paise: number, hint?: string, isCard = false) => {
    const body = (
      <>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {label}
        </Text>
        <Text fw={800} fz={isCard ? 'lg' : 'md'} c={paise < 0 ? 'red.9' : undefined} data-testid={`summary-${label}`}>
          {formatRupees(paiseToRupees(paise))}
        </Text>
        {hint && (
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        )}
      </>
    );
    return isCard ? (
      <Card key={label} withBorder padding="sm" radius="md" className={classes.figure}>
        {body}
      </Card>
    ) : (
      <div key={label} className={classes.figure}>
        {body}
      </div>
    );
  };

  return (
    <Stack gap="md" className={classes.panel}>
      <SimpleGrid cols={{ base: 2, sm: 6 }} spacing="sm" verticalSpacing="sm">
        {(
          [
            ['summary.enterCash', enteredCash, setEnteredCash],
            ['summary.enterOnline', enteredOnline, setEnteredOnline],
          ] as const
        ).map(([label, value, onChange]) => (
          <NumberInput
            key={label}
            label={t(label)}
            value={value}
            onChange={onChange}
            prefix="₹"
            decimalScale={2}
            thousandSeparator=","
            inputMode="decimal"
          />
        ))}
        {figure(t('summary.cashSalary'), summary.cashSalaryPaise)}
        {figure(t('summary.onlineSalary'), summary.onlineSalaryPaise)}
        {figure(t('summary.cashLeft'), summary.cashLeftPaise, t('summary.cashLeftHint'))}
        {figure(t('summary.onlineLeft'), summary.onlineLeftPaise, t('summary.onlineLeftHint'))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
        {figure(t('summary.total'), summary.totalPaise, undefined, true)}
        {figure(t('summary.cash'), summary.cashPaise, undefined, true)}
        {figure(t('summary.online'), summary.onlinePaise, undefined, true)}
        {figure(t('summary.cashExpense'), summary.cashExpensePaise, undefined, true)}
        {figure(t('summary.onlineExpense'), summary.onlineExpensePaise, undefined, true)}
        {figure(t('summary.profit'), summary.profitPaise, t('summary.profitHint'), true)}
      </SimpleGrid>
    </Stack>
  );
}
