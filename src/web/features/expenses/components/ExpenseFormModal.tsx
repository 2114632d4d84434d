/**
 * Add Expense and Update Expense (docs/product.md#expenses, #cash-book-rules, #validation-expense), on the shared
 * schema (expenseFormSchema: the call's rules in the spec's words, and the date rules). Add: the date defaults to the
 * salon's today, the opening is the last entry's closing (expense/lastExpense, asked afresh each time the form opens)
 * and a link offers the day after the last entry. Update (admin): the entry's own opening, the closing before it. The
 * Holiday box zeroes and locks the amounts. The closing shows live by the cash book's rule, and the add sends it: when
 * another desk added first, the server answers that the book changed, the toast says so and the opening refreshes.
 */
import { Alert, Anchor, Button, Checkbox, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useForm, type Path } from 'react-hook-form';
import { closingAfter, dayAfterLastEntry, holidayComment, type CashBookAmounts } from '@shared/cash-book';
import { formatDayDate } from '@web/lib/dates';
import {
  EXPENSE_COMMENT_MAX,
  expenseFormSchema,
  type Expense,
  type ExpenseFormPayload,
} from '@shared/expenses.schemas';
import { formatRupees, paiseToRupees, rupeesToPaise, typedPaise } from '@shared/money';
import { salonToday } from '@shared/salon-time';
import { AmountInput } from '@web/components/back-office/AmountInput';
import { FormDateInput, FormFrame } from '@web/components/form-parts';
import { CommentInput } from '@web/components/person-fields';
import { RecordFormModal, type FormDialogProps } from '@web/components/record-form-modal';
import { useText } from '@web/i18n';
import { CHECK_ON_SAVE, SchemaField, schemaResolver, useFieldProps, useSaveError } from '@web/lib/form-fields';
import { notifySuccess } from '@web/lib/notify';
import { useSalonTimeZone } from '@web/lib/salon-settings';
import { lastExpenseQuery, useAddExpense, useUpdateExpense, type ExpenseRequest } from '../api';
import { expensesText } from '../en';

/** `entry`: the entry to edit (admin), or null to add one. */
export function ExpenseFormModal({ entry, ...dialog }: FormDialogProps & { entry: Expense | null }) {
  const { t } = useText(expensesText);
  return (
    <RecordFormModal {...dialog} record={entry} text={t} size="lg">
      {(record, onDone) => (record ? <ExpenseForm entry={record} onDone={onDone} /> : <AddForm onDone={onDone} />)}
    </RecordFormModal>
  );
}

/** The add form waits for the opening: a closing computed from a guess would be refused. */
function AddForm({ onDone }: { onDone: () => void }) {
  const { t } = useText(expensesText);
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

interface ExpenseValues {
  /** The edited entry's. */
  id?: number;
  date: string | null;
  holiday: boolean;
  total: number | string;
  cash: number | string;
  online: number | string;
  expense: number | string;
  expense_online: number | string;
  comment: string;
}

const FORM_FIELDS: readonly Path<ExpenseValues>[] = ['date', ...AMOUNT_FIELDS, 'comment'];

function amountsOf(values: Record<AmountField, number | string | undefined>): CashBookAmounts | null {
  const paise = AMOUNT_FIELDS.map((field) => typedPaise(values[field] ?? ''));
  if (paise.some((amount) => amount === null)) return null;
  const [totalPaise, cashPaise, onlinePaise, expensePaise, expenseOnlinePaise] = paise as number[];
  return { totalPaise, cashPaise, onlinePaise, expensePaise, expenseOnlinePaise } as CashBookAmounts;
}

function defaultValues(entry: Expense | null, today: string): ExpenseValues {
  if (!entry) {
    return {
      date: today,
      holiday: false,
      total: '',
      cash: '',
      online: '',
      expense: '',
      expense_online: '',
      comment: '',
    };
  }
  const { id, date, total, cash, online, expense, expense_online } = entry;
  const holiday = entry.holiday === 1;
  return { id, date, holiday, total, cash, online, expense, expense_online, comment: holiday ? '' : entry.comment };
}

type ExpenseFormProps =
  | { entry: null; openingPaise: number; lastDate: string | null; lastId: number; onDone: () => void }
  | { entry: Expense; onDone: () => void };

function ExpenseForm(props: ExpenseFormProps) {
  const { entry, onDone } = props;
  const { t } = useText(expensesText);
  const today = salonToday(useSalonTimeZone());
  const addExpense = useAddExpense();
  const updateExpense = useUpdateExpense();
  const openingPaise = entry ? rupeesToPaise(entry.cash1) : props.openingPaise;
  const lastDate = entry ? null : props.lastDate;
  const nextDay = dayAfterLastEntry(lastDate);

  const form = useForm<ExpenseValues, unknown, ExpenseFormPayload>({
    ...CHECK_ON_SAVE,
    resolver: schemaResolver(expenseFormSchema(entry ? 'update' : 'add', { today, lastDate })),
    defaultValues: defaultValues(entry, today),
  });
  const fieldProps = useFieldProps(form);
  const saveError = useSaveError(form, { fields: FORM_FIELDS, fallback: t('form.failed') });
  const values = form.watch();
  const isHoliday = values.holiday;
  const typed = isHoliday
    ? amountsOf({ total: 0, cash: 0, online: 0, expense: 0, expense_online: 0 })
    : amountsOf(values);
  const closingPaise = typed ? closingAfter(openingPaise, typed) : null;

  const submit = form.handleSubmit((payload) => {
    const expenseOnline = payload.expense_online ?? 0;
    const amounts = {
      totalPaise: rupeesToPaise(payload.total),
      cashPaise: rupeesToPaise(payload.cash),
      onlinePaise: rupeesToPaise(payload.online),
      expensePaise: rupeesToPaise(payload.expense),
      expenseOnlinePaise: rupeesToPaise(expenseOnline),
    };
    const request: ExpenseRequest = {
      date: payload.date,
      total: payload.total,
      cash: payload.cash,
      online: payload.online,
      expense: payload.expense,
      expense_online: expenseOnline,
      closing: paiseToRupees(closingAfter(openingPaise, amounts)),
      ...(entry ? {} : { last_id: props.lastId }),
      comment: payload.holiday ? holidayComment(payload.date) : (payload.comment ?? ''),
      holiday: payload.holiday ? 1 : 0,
    };
    const handlers = {
      onSuccess: () => {
        notifySuccess(entry ? t('toast.updated') : t('toast.added'));
        onDone();
      },
      onError: saveError,
    };
    if (entry) updateExpense.mutate({ ...request, id: entry.id }, handlers);
    else addExpense.mutate(request, handlers);
  });

  const amountInput = (name: AmountField, label: string) => (
    <SchemaField
      key={name}
      form={form}
      name={name}
      render={(field) => (
        <AmountInput {...field} label={label} value={isHoliday ? 0 : field.value} disabled={isHoliday} />
      )}
    />
  );

  const openingHint = entry
    ? t('form.openingBefore')
    : lastDate
      ? t('form.openingLast', { date: formatDayDate(lastDate) })
      : t('form.openingEmpty');

  return (
    <FormFrame
      onSubmit={submit}
      submitLabel={entry ? t('form.save') : t('form.add')}
      onCancel={onDone}
      isSaving={addExpense.isPending || updateExpense.isPending}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Stack gap={4}>
          <SchemaField
            form={form}
            name="date"
            render={(field) => (
              <FormDateInput {...field} label={t('form.date')} numberOfColumns={1} maxDate={today} withAsterisk />
            )}
          />
          {nextDay && nextDay <= today && values.date !== nextDay && (
            <Anchor
              component="button"
              type="button"
              size="sm"
              ta="left"
              onClick={() => {
                form.setValue('date', nextDay);
                form.clearErrors('date');
              }}
            >
              {t('form.nextDay', { date: formatDayDate(nextDay) })}
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
        {...form.register('holiday', { onChange: () => form.clearErrors() })}
      />
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        {amountInput('total', t('form.total'))}
        {amountInput('cash', t('form.cash'))}
        {amountInput('online', t('form.online'))}
        {amountInput('expense', t('form.expense'))}
        {amountInput('expense_online', t('form.expenseOnline'))}
      </SimpleGrid>
      <CommentInput
        label={t('form.comment')}
        maxLength={EXPENSE_COMMENT_MAX}
        disabled={isHoliday}
        {...fieldProps('comment')}
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
    </FormFrame>
  );
}
