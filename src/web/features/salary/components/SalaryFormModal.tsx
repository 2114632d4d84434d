/**
 * Add Salary and Edit Salary (docs/product.md#salary, #validation-salary): the date (today unless chosen; never later),
 * the staff member paid, cash and online amounts and a comment, checked by the shared schema in the spec's words ('Date
 * is required!'). The server checks again; its first message is a toast (docs/product.md#errors-back-office) and its
 * field errors land under the fields too.
 */
import { Select, SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useForm, type Path } from 'react-hook-form';
import type { User } from '@shared/accounts.schemas';
import { isStaff } from '@shared/roles';
import { formatRupees, paiseToRupees, typedPaise } from '@shared/money';
import { SALARY_COMMENT_MAX, salaryFieldsSchema, type Salary, type SalaryPayload } from '@shared/salary.schemas';
import { salonToday } from '@shared/salon-time';
import { AmountInput } from '@web/components/back-office/AmountInput';
import { CommentInput } from '@web/components/person-fields';
import { FormDateInput, FormFrame } from '@web/components/form-parts';
import { RecordFormModal, type FormDialogProps } from '@web/components/record-form-modal';
import { useText } from '@web/i18n';
import { CHECK_ON_BLUR, SchemaField, schemaResolver, useFieldProps, useSaveError } from '@web/lib/form-fields';
import { notifySuccess } from '@web/lib/notify';
import { useSession } from '@web/lib/session';
import { staffMembersQuery } from '@web/lib/staff-and-services';
import { useSalonTimeZone } from '@web/lib/salon-settings';
import { useSaveSalary } from '../api';
import { salaryText } from '../en';

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
    const staff = signedIn && isStaff(signedIn) ? String(signedIn.id) : null;
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

/** `salary`: the payment being edited, or null to add one. */
export function SalaryFormModal({ salary, ...dialog }: FormDialogProps & { salary: Salary | null }) {
  const { t } = useText(salaryText);
  return (
    <RecordFormModal {...dialog} record={salary} text={t}>
      {(record, onDone) => <SalaryForm salary={record} onDone={onDone} />}
    </RecordFormModal>
  );
}

function SalaryForm({ salary, onDone }: { salary: Salary | null; onDone: () => void }) {
  const { t } = useText(salaryText);
  const today = salonToday(useSalonTimeZone());
  const staffMembers = useQuery(staffMembersQuery);
  const { user: signedIn } = useSession();
  const saveSalary = useSaveSalary();
  const form = useForm<SalaryFormValues, unknown, SalaryPayload>({
    ...CHECK_ON_BLUR,
    resolver: schemaResolver(salaryFieldsSchema(today)),
    defaultValues: formValues(salary, today, signedIn),
  });
  const fieldProps = useFieldProps(form);
  const saveError = useSaveError(form, { fields: FORM_FIELDS, fallback: t('form.failed'), onGone: onDone });

  const staffOptions = (staffMembers.data ?? [])
    .filter(isStaff)
    .map((member) => ({ value: String(member.id), label: member.name }));
  // A payment to someone who has left still shows who it went to.
  if (salary && !staffOptions.some((option) => option.value === String(salary.staff.id))) {
    staffOptions.push({ value: String(salary.staff.id), label: salary.staff.name });
  }

  const cash = typedPaise(form.watch('amount'));
  const online = typedPaise(form.watch('online_amount'));
  const total = cash !== null && online !== null ? paiseToRupees(cash + online) : null;

  const submit = form.handleSubmit((payload) => {
    saveSalary.mutate(
      { ...(salary ? { id: salary.id } : {}), ...payload },
      {
        onSuccess: () => {
          onDone();
          notifySuccess(salary ? t('toast.updated') : t('toast.added'));
        },
        onError: saveError,
      },
    );
  });

  const amountInput = (name: 'amount' | 'online_amount', label: string) => (
    <SchemaField
      form={form}
      name={name}
      // Nothing paid is said under the cash amount: typing either amount checks it again.
      recheck={name === 'online_amount' ? ['amount'] : []}
      render={(field) => <AmountInput {...field} label={label} />}
    />
  );

  return (
    <FormFrame onSubmit={submit} submitLabel={t('form.save')} onCancel={onDone} isSaving={saveSalary.isPending}>
      <SchemaField
        form={form}
        name="date"
        render={(field) => (
          <FormDateInput
            {...field}
            label={t('form.date')}
            required
            maxDate={today}
            clearable
            clearButtonProps={{ 'aria-label': t('form.clearDate') }}
          />
        )}
      />
      <SchemaField
        form={form}
        name="staff"
        render={(field) => (
          <Select
            {...field}
            label={t('form.staff')}
            placeholder={t('form.staffPlaceholder')}
            nothingFoundMessage={t('form.staffNone')}
            required
            searchable
            data={staffOptions}
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
      <CommentInput
        label={t('form.comment')}
        placeholder={t('form.commentPlaceholder')}
        maxLength={SALARY_COMMENT_MAX}
        {...fieldProps('comment')}
      />
    </FormFrame>
  );
}
