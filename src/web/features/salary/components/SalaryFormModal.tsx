/**
 * Add Salary and Edit Salary (docs/product.md#salary, #validation-salary): the date (today unless chosen; never later),
 * the staff member paid, cash and online amounts and a comment, checked by the shared schema in the spec's words ('Date
 * is required!'). The server checks again; its field errors land under the fields, anything else is a toast
 * (docs/product.md#toasts).
 */
import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm, type Path } from 'react-hook-form';
import type { User } from '@shared/accounts.schemas';
import { USER_TYPE } from '@shared/constants';
import { formatRupees, hasWholePaise } from '@shared/money';
import { SALARY_COMMENT_MAX, salaryFieldsSchema, type Salary, type SalaryPayload } from '@shared/salary.schemas';
import { salonToday } from '@shared/salon-time';
import { useTranslation } from '@web/i18n';
import { useServerText, useValidationText } from '@web/i18n/use-message-text';
import { ApiError } from '@web/lib/api';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { useSession } from '@web/lib/session';
import { schemaResolver, showServerFieldErrors } from '@web/features/accounts/form-fields';
import { staffMembersQuery } from '@web/features/booking/api';
import { useSalonTimeZone } from '@web/features/site/api';
import { useSaveSalary } from '../api';
import { salaryTotal } from '../salary-text';
import '../en';

interface SalaryFormValues {
  date: string | null;
  staff: string | null;
  amount: number | string;
  online_amount: number | string;
  comment: string;
}

const FORM_FIELDS: readonly Path<SalaryFormValues>[] = ['date', 'staff', 'amount', 'online_amount', 'comment'];

/**
 * An edited payment's values; a new one is dated today, and a staff member adding one starts with themselves
 * chosen (the spec's default staff, the signed-in member); the admin chooses.
 */
function formValues(salary: Salary | null, today: string, signedIn: User | null): SalaryFormValues {
  if (!salary) {
    const staff = signedIn?.user_type === USER_TYPE.staff ? String(signedIn.id) : null;
    return { date: today, staff, amount: '', online_amount: '', comment: '' };
  }
  return {
    date: salary.date,
    staff: String(salary.staff.id),
    amount: salary.amount,
    online_amount: salary.online_amount,
    comment: salary.comment,
  };
}

interface SalaryFormModalProps {
  opened: boolean;
  /** The payment being edited, or null to add one. */
  salary: Salary | null;
  onClose: () => void;
}

export function SalaryFormModal({ opened, salary, onClose }: SalaryFormModalProps) {
  const { t } = useTranslation('salary');
  const isPhone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={salary ? t('form.editTitle') : t('form.addTitle')}
      fullScreen={isPhone}
      centered
    >
      {/* A fresh form for each payment opened. */}
      {opened && <SalaryForm key={salary?.id ?? 'new'} salary={salary} onDone={onClose} />}
    </Modal>
  );
}

/** A typed amount as rupees, when it is one (for the running total). */
function typedRupees(value: number | string): number | null {
  if (value === '') return 0;
  const rupees = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(rupees) && rupees >= 0 && hasWholePaise(rupees) ? rupees : null;
}

function SalaryForm({ salary, onDone }: { salary: Salary | null; onDone: () => void }) {
  const { t } = useTranslation('salary');
  const validationText = useValidationText();
  const serverText = useServerText();
  const today = salonToday(useSalonTimeZone());
  const staffMembers = useQuery(staffMembersQuery);
  const { user: signedIn } = useSession();
  const saveSalary = useSaveSalary();
  const form = useForm<SalaryFormValues, unknown, SalaryPayload>({
    mode: 'onBlur',
    resolver: schemaResolver(salaryFieldsSchema(today)),
    defaultValues: formValues(salary, today, signedIn),
  });
  const { control, register, formState } = form;
  const errorOf = (name: keyof SalaryFormValues) => validationText(formState.errors[name]?.message);
  // Once a field has shown an error, it is checked again as it changes.
  const recheck = (name: keyof SalaryFormValues) => {
    if (formState.errors[name] || (name === 'online_amount' && formState.errors.amount)) {
      void form.trigger(name === 'online_amount' ? ['online_amount', 'amount'] : name);
    }
  };

  const staffOptions = (staffMembers.data ?? [])
    .filter((member) => member.user_type === USER_TYPE.staff)
    .map((member) => ({ value: String(member.id), label: member.name }));
  // A payment to someone who has left still shows who it went to.
  if (salary && !staffOptions.some((option) => option.value === String(salary.staff.id))) {
    staffOptions.push({ value: String(salary.staff.id), label: salary.staff.name });
  }

  const cash = typedRupees(form.watch('amount'));
  const online = typedRupees(form.watch('online_amount'));
  const total = cash !== null && online !== null ? salaryTotal({ amount: cash, online_amount: online }) : null;

  const submit = form.handleSubmit((payload) => {
    saveSalary.mutate(
      { ...(salary ? { id: salary.id } : {}), ...payload },
      {
        onSuccess: () => {
          onDone();
          notifySuccess(salary ? t('toast.updated') : t('toast.added'));
        },
        onError: (error) => {
          if (showServerFieldErrors(form, error, FORM_FIELDS)) return;
          if (error instanceof ApiError) {
            notifyError(serverText(error.displayText));
            // The payment is gone (deleted elsewhere): nothing left to edit here.
            if (error.status === 404) onDone();
          } else {
            notifyError(t('form.failed'));
          }
        },
      },
    );
  });

  const amountInput = (name: 'amount' | 'online_amount', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          name={field.name}
          ref={field.ref}
          value={field.value}
          onChange={(value) => {
            field.onChange(value);
            recheck(name);
          }}
          onBlur={field.onBlur}
          error={errorOf(name)}
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

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Controller
          control={control}
          name="date"
          render={({ field }) => (
            <DatePickerInput
              label={t('form.date')}
              required
              valueFormat="DD MMM YYYY"
              maxDate={today}
              leftSection={<IconCalendarEvent size={18} aria-hidden />}
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                recheck('date');
              }}
              onBlur={field.onBlur}
              error={errorOf('date')}
              clearable
              clearButtonProps={{ 'aria-label': t('form.clearDate') }}
              popoverProps={{ withinPortal: true, returnFocus: true }}
            />
          )}
        />
        <Controller
          control={control}
          name="staff"
          render={({ field }) => (
            <Select
              label={t('form.staff')}
              placeholder={t('form.staffPlaceholder')}
              nothingFoundMessage={t('form.staffNone')}
              required
              searchable
              data={staffOptions}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                recheck('staff');
              }}
              onBlur={field.onBlur}
              error={errorOf('staff')}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <SimpleGrid cols={2} spacing="sm">
          {amountInput('amount', t('form.cash'))}
          {amountInput('online_amount', t('form.online'))}
        </SimpleGrid>
        {total !== null && (
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="salary-form-total">
            {t('form.total', { amount: formatRupees(total) })}
          </Text>
        )}
        <Textarea
          label={t('form.comment')}
          placeholder={t('form.commentPlaceholder')}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={SALARY_COMMENT_MAX}
          error={errorOf('comment')}
          {...register('comment')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={saveSalary.isPending}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={saveSalary.isPending}>
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
