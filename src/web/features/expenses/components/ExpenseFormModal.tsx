/**
 * Add Expense and Update Expense (docs/product.md#expenses, #cash-book-rules, #validation-expense). Add: the date
 * defaults to the salon's today, the opening is the last entry's closing (expense/lastExpense, asked afresh each time
 * the form opens) and a link offers the day after the last entry. Update (admin): the entry's own opening, the closing
 * before it. The Holiday box zeroes and locks the amounts. The closing shows live by the rule of
 * docs/product.md#cash-book-rules, and the add sends it: when another desk added first, the server answers that the
 * book changed, the toast says so and the opening refreshes.
 */
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import {
  addDateProblem,
  futureDateProblem,
  cashBookDate,
  closingAfter,
  dayAfterLastEntry,
  holidayComment,
  type CashBookAmounts,
} from '@shared/cash-book';
import { EXPENSE_COMMENT_MAX, EXPENSE_MESSAGES, type Expense } from '@shared/expenses.schemas';
import { formatRupees, hasWholePaise, paiseToRupees, rupeesToPaise } from '@shared/money';
import { salonToday } from '@shared/salon-time';
import { useTranslation } from '@web/i18n';
import { useServerText } from '@web/i18n/use-message-text';
import { ApiError } from '@web/lib/api';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { useSalonTimeZone } from '@web/features/site/api';
import { lastExpenseQuery, useAddExpense, useUpdateExpense, type ExpenseRequest } from '../api';
// The 'expenses' text, registered as this module loads.
import '../en';

/** Add a new entry, or edit one (admin). */
export type ExpenseFormTarget = { mode: 'add' } | { mode: 'edit'; entry: Expense };

interface ExpenseFormModalProps {
  target: ExpenseFormTarget | null;
  onClose: () => void;
}

export function ExpenseFormModal({ target, onClose }: ExpenseFormModalProps) {
  const { t } = useTranslation('expenses');
  const isPhone = useMediaQuery('(max-width: 48em)');
  const title = target?.mode === 'edit' ? t('form.editTitle') : t('form.addTitle');
  return (
    <Modal opened={target !== null} onClose={onClose} title={title} fullScreen={isPhone} centered size="lg">
      {target?.mode === 'add' && <AddForm onDone={onClose} />}
      {target?.mode === 'edit' && <ExpenseForm key={target.entry.id} entry={target.entry} onDone={onClose} />}
    </Modal>
  );
}

/** The add form waits for the opening: a closing computed from a guess would be refused. */
function AddForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('expenses');
  const last = useQuery(lastExpenseQuery);
  if (last.isPending) {
    return (
      <Group justify="center" p="xl">
        <Loader size="sm" aria-label={t('form.opening')} />
      </Group>
    );
  }
  if (last.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title={t('form.failed')}>
        <Button variant="light" color="red" size="xs" mt="xs" onClick={() => void last.refetch()}>
          {t('page.retry')}
        </Button>
      </Alert>
    );
  }
  return (
    <ExpenseForm
      entry={null}
      openingPaise={rupeesToPaise(last.data.closing)}
      lastDate={last.data.date}
      lastId={last.data.id ?? 0}
      onDone={onDone}
    />
  );
}

const AMOUNT_FIELDS = ['total', 'cash', 'online', 'expense', 'expense_online'] as const;
type AmountField = (typeof AMOUNT_FIELDS)[number];
/** The amounts a day must give, with their messages (expense_online may stay empty). */
const REQUIRED_AMOUNTS: readonly (readonly [AmountField, string])[] = [
  ['total', EXPENSE_MESSAGES.totalRequired],
  ['cash', EXPENSE_MESSAGES.cashRequired],
  ['online', EXPENSE_MESSAGES.onlineRequired],
  ['expense', EXPENSE_MESSAGES.expenseRequired],
];

interface ExpenseValues {
  date: string | null;
  holiday: boolean;
  total: number | string;
  cash: number | string;
  online: number | string;
  expense: number | string;
  expense_online: number | string;
  comment: string;
}

/** Paise of a typed amount; '' is 0; null when it is not an amount of rupees. */
function typedPaise(value: number | string): number | null {
  if (value === '' || value === undefined) return 0;
  const rupees = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(rupees) || rupees < 0 || !hasWholePaise(rupees)) return null;
  return rupeesToPaise(rupees);
}

type ExpenseFormProps =
  | { entry: null; openingPaise: number; lastDate: string | null; lastId: number; onDone: () => void }
  | { entry: Expense; onDone: () => void };

function ExpenseForm(props: ExpenseFormProps) {
  const { entry, onDone } = props;
  const { t } = useTranslation('expenses');
  const serverText = useServerText();
  const today = salonToday(useSalonTimeZone());
  const addExpense = useAddExpense();
  const updateExpense = useUpdateExpense();
  const saving = addExpense.isPending || updateExpense.isPending;
  const openingPaise = entry ? rupeesToPaise(entry.cash1) : props.openingPaise;
  const lastDate = entry ? null : props.lastDate;
  const nextDay = dayAfterLastEntry(lastDate);

  const form = useForm<ExpenseValues>({
    defaultValues: entry
      ? {
          date: entry.date,
          holiday: entry.holiday === 1,
          total: entry.total,
          cash: entry.cash,
          online: entry.online,
          expense: entry.expense,
          expense_online: entry.expense_online,
          comment: entry.holiday === 1 ? '' : entry.comment,
        }
      : { date: today, holiday: false, total: '', cash: '', online: '', expense: '', expense_online: '', comment: '' },
  });
  const { control, register, setValue, setError, clearErrors, watch, formState } = form;
  const values = watch();
  const isHoliday = values.holiday;

  const typed = Object.fromEntries(
    AMOUNT_FIELDS.map((field) => [field, isHoliday ? 0 : typedPaise(values[field])]),
  ) as Record<AmountField, number | null>;
  const amounts: CashBookAmounts | null = AMOUNT_FIELDS.some((field) => typed[field] === null)
    ? null
    : {
        totalPaise: typed.total!,
        cashPaise: typed.cash!,
        onlinePaise: typed.online!,
        expensePaise: typed.expense!,
        expenseOnlinePaise: typed.expense_online!,
      };
  const closingPaise = amounts ? closingAfter(openingPaise, amounts) : null;

  const submit = form.handleSubmit((data) => {
    if (!data.date) return setError('date', { message: EXPENSE_MESSAGES.dateRequired });
    const futureProblem = futureDateProblem(data.date, today);
    if (futureProblem) return setError('date', { message: futureProblem });
    if (!entry) {
      const problem = addDateProblem(lastDate, data.date);
      if (problem) return setError('date', { message: problem });
    }
    // An empty amount is a mistake, not ₹0: each says what it needs, as the server would (a holiday has none).
    const empty = data.holiday ? [] : REQUIRED_AMOUNTS.filter(([field]) => String(data[field]).trim() === '');
    for (const [field, message] of empty) setError(field, { message });
    if (empty.length > 0) return;
    for (const field of AMOUNT_FIELDS) {
      if (typed[field] === null) return setError(field, { message: EXPENSE_MESSAGES.amount });
    }
    if (!amounts || closingPaise === null) return;
    const request: ExpenseRequest = {
      date: data.date,
      total: paiseToRupees(amounts.totalPaise),
      cash: paiseToRupees(amounts.cashPaise),
      online: paiseToRupees(amounts.onlinePaise),
      expense: paiseToRupees(amounts.expensePaise),
      expense_online: paiseToRupees(amounts.expenseOnlinePaise),
      closing: paiseToRupees(closingPaise),
      ...(entry ? {} : { last_id: props.lastId }),
      comment: data.holiday ? holidayComment(data.date) : data.comment.trim(),
      holiday: data.holiday ? 1 : 0,
    };
    const handlers = {
      onSuccess: () => {
        notifySuccess(entry ? t('toast.updated') : t('toast.added'));
        onDone();
      },
      onError: (error: Error) => {
        if (!(error instanceof ApiError)) return notifyError(t('form.failed'));
        const fieldErrors = Object.entries(error.fieldErrors);
        for (const [field, messages] of fieldErrors) {
          if (field in form.getValues() && messages[0])
            setError(field as keyof ExpenseValues, { message: messages[0] });
        }
        notifyError(serverText(fieldErrors[0]?.[1][0] ?? error.displayText));
      },
    };
    if (entry) updateExpense.mutate({ ...request, id: entry.id }, handlers);
    else addExpense.mutate(request, handlers);
  });

  const errorOf = (field: keyof ExpenseValues) => {
    const message = formState.errors[field]?.message;
    return message ? serverText(message) : undefined;
  };

  function amountInput(field: AmountField, label: string) {
    return (
      <Controller
        key={field}
        control={control}
        name={field}
        render={({ field: input }) => (
          <NumberInput
            label={label}
            value={isHoliday ? 0 : input.value}
            onChange={(value) => {
              input.onChange(value);
              clearErrors(field);
            }}
            onBlur={input.onBlur}
            name={input.name}
            disabled={isHoliday}
            error={errorOf(field)}
            prefix="₹"
            min={0}
            decimalScale={2}
            allowNegative={false}
            thousandSeparator=","
            inputMode="decimal"
          />
        )}
      />
    );
  }

  const openingHint = entry
    ? t('form.openingBefore')
    : lastDate
      ? t('form.openingLast', { date: cashBookDate(lastDate) })
      : t('form.openingEmpty');

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Stack gap={4}>
            <Controller
              control={control}
              name="date"
              render={({ field }) => (
                <DatePickerInput
                  label={t('form.date')}
                  valueFormat="DD MMM YYYY"
                  numberOfColumns={1}
                  maxDate={today}
                  leftSection={<IconCalendarEvent size={18} aria-hidden />}
                  value={field.value}
                  onChange={(value) => {
                    field.onChange(value);
                    clearErrors('date');
                  }}
                  error={errorOf('date')}
                  withAsterisk
                  popoverProps={{ withinPortal: true, returnFocus: true }}
                />
              )}
            />
            {nextDay && nextDay <= today && values.date !== nextDay && (
              <Anchor
                component="button"
                type="button"
                size="sm"
                ta="left"
                onClick={() => {
                  setValue('date', nextDay);
                  clearErrors('date');
                }}
              >
                {t('form.nextDay', { date: cashBookDate(nextDay) })}
              </Anchor>
            )}
          </Stack>
          <div>
            <Text size="sm" fw={500}>
              {t('form.opening')}
            </Text>
            <Text fw={700} fz="lg" data-testid="expense-opening">
              {formatRupees(paiseToRupees(openingPaise))}
            </Text>
            <Text size="xs" c="dimmed">
              {openingHint}
            </Text>
          </div>
        </SimpleGrid>
        <Checkbox
          label={t('form.holiday')}
          description={
            isHoliday && values.date ? t('form.holidayHint', { comment: holidayComment(values.date) }) : undefined
          }
          {...register('holiday', { onChange: () => clearErrors() })}
        />
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          {amountInput('total', t('form.total'))}
          {amountInput('cash', t('form.cash'))}
          {amountInput('online', t('form.online'))}
          {amountInput('expense', t('form.expense'))}
          {amountInput('expense_online', t('form.expenseOnline'))}
        </SimpleGrid>
        <Textarea
          label={t('form.comment')}
          autosize
          minRows={2}
          maxRows={5}
          maxLength={EXPENSE_COMMENT_MAX}
          disabled={isHoliday}
          error={errorOf('comment')}
          {...register('comment')}
        />
        <Group justify="space-between" align="flex-end" gap="xs" wrap="wrap">
          <div>
            <Text size="sm" fw={500}>
              {t('form.closing')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('form.closingRule')}
            </Text>
          </div>
          <Text
            fw={800}
            fz="xl"
            c={closingPaise !== null && closingPaise < 0 ? 'red.9' : undefined}
            data-testid="expense-closing"
            aria-live="polite"
          >
            {closingPaise === null ? '—' : formatRupees(paiseToRupees(closingPaise))}
          </Text>
        </Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={saving}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {entry ? t('form.save') : t('form.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
