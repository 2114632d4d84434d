/**
 * Small parts the back-office forms share (docs/architecture.md#back-office-kit): the frame of a form, the date picker
 * of a form, the Enable/Disable status select, a labelled row of choices, and the alert a form shows when its save
 * failed without a field to blame.
 */
import { useId, type FormEvent, type ReactNode } from 'react';
import {
  Alert,
  NativeSelect,
  SegmentedControl,
  Stack,
  Text,
  type NativeSelectProps,
  type SegmentedControlItem,
} from '@mantine/core';
import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { IconCalendarEvent } from '@tabler/icons-react';
import { FormActions } from '@web/components/back-office/EntityFormModal';
import { backOfficeText } from '@web/components/back-office/en';
import { useText } from '@web/i18n';

/** A form's date: '05 Jan 2026', a calendar icon before it, its popover returning focus to the field. */
export function FormDateInput(props: DatePickerInputProps) {
  return (
    <DatePickerInput
      valueFormat="DD MMM YYYY"
      leftSection={<IconCalendarEvent size={18} aria-hidden />}
      popoverProps={{ withinPortal: true, returnFocus: true }}
      {...props}
    />
  );
}

/** A record's status ('1' shown, '0' hidden), named Status, with a blank first choice the schema refuses. */
export function StatusSelect(props: Omit<NativeSelectProps, 'data' | 'label'>) {
  const { t } = useText(backOfficeText);
  return (
    <NativeSelect
      required
      label={t('status.label')}
      data={[
        { value: '', label: t('status.placeholder') },
        { value: '1', label: t('status.1') },
        { value: '0', label: t('status.0') },
      ]}
      {...props}
    />
  );
}

interface ChoiceRowProps<V extends string> {
  label: string;
  value: V;
  onChange: (value: V) => void;
  data: (SegmentedControlItem & { value: V })[];
  /** A line under the choices (why one is disabled). */
  hint?: ReactNode;
}

/** One of a few choices (cash, online or both; check-in or check-out): a full-width row of them, named by its label. */
export function ChoiceRow<V extends string>({ label, value, onChange, data, hint }: ChoiceRowProps<V>) {
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={labelId}>
        {label}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        fullWidth
        value={value}
        onChange={(chosen) => onChange(chosen as V)}
        data={data}
      />
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Stack>
  );
}

/** What went wrong with a save, above the form (nothing when nothing did). */
export function FormFailure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {message}
    </Alert>
  );
}

interface FormFrameProps {
  /** The form's handleSubmit. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  cancelLabel?: string;
  submitLabel: string;
  onCancel: () => void;
  isSaving: boolean;
  /** A line above the fields: what the form is for. */
  intro?: ReactNode;
  children: ReactNode;
}

/** A back-office form: an optional intro line, its fields one under another, checked by its schema (noValidate), ending with FormActions. */
export function FormFrame({ onSubmit, intro, children, ...actions }: FormFrameProps) {
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        {intro && (
          <Text size="sm" c="dimmed">
            {intro}
          </Text>
        )}
        {children}
        <FormActions {...actions} />
      </Stack>
    </form>
  );
}
