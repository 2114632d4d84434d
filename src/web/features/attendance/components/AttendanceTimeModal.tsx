/**
 * The admin's time modals (docs/product.md#attendance): Update Attendance (a check-in or check-out time of a staff
 * member's day) and Mark Attendence's Check In (a check-in time for a staff member who has not marked). A time
 * picker and an optional comment; the time is checked by the shared rule, then by the server.
 */
import { useState } from 'react';
import { Text } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { IconClock } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { clockTime, nextAttendanceStep, timeFromWire } from '@shared/attendance';
import {
  ATTENDANCE_TYPE,
  attendanceTimeFormSchema,
  type AttendanceTimeForm,
  type AttendanceType,
} from '@shared/attendance.schemas';
import { salonTimeOfDay } from '@shared/salon-time';
import { RecordDialog } from '@web/components/back-office/RecordDialog';
import { ChoiceRow, FormFailure } from '@web/components/form-parts';
import { useText } from '@web/i18n';
import { ApiError } from '@web/lib/api';
import { CHECK_ON_BLUR, SchemaField, schemaResolver, useFieldProps } from '@web/lib/form-fields';
import { useSalonTimeZone } from '@web/lib/salon-settings';
import { useMarkAttendance } from '../api';
import { shortDate } from '../attendance-text';
import { useMarkToasts } from '../mark-toasts';
import type { AttendanceRow } from './attendance-columns';
import { MarkForm } from './MarkForm';
import { attendanceText } from '../en';

/** Whose day the modal marks: a staff member, the day, and its record or null when not marked. */
export type AttendanceTarget = AttendanceRow & { date: string };

interface AttendanceTimeModalProps {
  target: AttendanceTarget | null;
  /** 'update': check-in or check-out time (Update Attendance); 'check-in': Mark Attendence's Check In. */
  mode: 'update' | 'check-in';
  onClose: () => void;
}

export function AttendanceTimeModal({ target, mode, onClose }: AttendanceTimeModalProps) {
  const { t } = useText(attendanceText);
  return (
    <RecordDialog
      form
      record={target}
      title={mode === 'update' ? t('update.title') : t('update.checkInTitle')}
      onClose={onClose}
    >
      {(chosen) => (
        <AttendanceTimeForm key={`${chosen.staffId}-${chosen.date}`} target={chosen} mode={mode} onDone={onClose} />
      )}
    </RecordDialog>
  );
}

/** HH:mm for the time input: the time already set, else the salon's now. */
function initialTime(time: string | null, timeZone: string): string {
  return (timeFromWire(time) ?? salonTimeOfDay(timeZone)).slice(0, 5);
}

function AttendanceTimeForm({
  target,
  mode,
  onDone,
}: {
  target: AttendanceTarget;
  mode: 'update' | 'check-in';
  onDone: () => void;
}) {
  const { t } = useText(attendanceText);
  const timeZone = useSalonTimeZone();
  const mark = useMarkAttendance();
  const toasts = useMarkToasts();
  const [failure, setFailure] = useState<string | null>(null);
  const step = nextAttendanceStep(target.record);
  const canCheckOut = mode === 'update' && step !== 'check-in';
  const [type, setType] = useState<AttendanceType>(
    step === 'check-out' && mode === 'update' ? ATTENDANCE_TYPE.checkOut : ATTENDANCE_TYPE.checkIn,
  );
  const timeOf = (which: AttendanceType) =>
    initialTime(
      which === ATTENDANCE_TYPE.checkIn ? (target.record?.start_time ?? null) : (target.record?.end_time ?? null),
      timeZone,
    );
  const form = useForm<AttendanceTimeForm>({
    ...CHECK_ON_BLUR,
    resolver: schemaResolver(attendanceTimeFormSchema),
    defaultValues: { time: timeOf(type), comment: '' },
  });
  const fieldProps = useFieldProps(form);

  function chooseType(value: string) {
    const next = Number(value) as AttendanceType;
    setType(next);
    form.setValue('time', timeOf(next));
    form.clearErrors('time');
  }

  const submit = form.handleSubmit(({ time, comment }) => {
    setFailure(null);
    const clock = clockTime(time)!;
    mark.mutate(
      {
        type,
        staff_id: target.staffId,
        date: target.date,
        comment,
        ...(type === ATTENDANCE_TYPE.checkIn ? { start_time: clock } : { end_time: clock }),
      },
      {
        onSuccess: (answer) => {
          toasts.saved(answer);
          onDone();
        },
        onError: (error) => {
          // A time the server refused (out of order) belongs under the field; other refusals are toasts
          // (docs/product.md#errors-back-office).
          const fieldMessage =
            error instanceof ApiError && error.status === 422
              ? (error.firstFieldError('start_time') ?? error.firstFieldError('end_time'))
              : undefined;
          if (fieldMessage) {
            form.setError('time', { type: 'server', message: fieldMessage });
            return;
          }
          if (error instanceof ApiError && error.status === 422) {
            setFailure(error.message);
            return;
          }
          toasts.refused(error);
        },
      },
    );
  });

  return (
    <MarkForm
      onSubmit={(event) => void submit(event)}
      comment={fieldProps('comment')}
      submitLabel={mode === 'update' ? t('action.save') : t('action.checkIn')}
      onCancel={onDone}
      isSaving={mark.isPending}
    >
      <Text fw={600}>{t('update.for', { name: target.name, date: shortDate(target.date) })}</Text>
      <FormFailure message={failure} />
      {mode === 'update' && (
        <ChoiceRow
          label={t('update.which')}
          value={String(type)}
          onChange={chooseType}
          data={[
            { value: String(ATTENDANCE_TYPE.checkIn), label: t('action.checkIn') },
            { value: String(ATTENDANCE_TYPE.checkOut), label: t('action.checkOut'), disabled: !canCheckOut },
          ]}
          hint={!canCheckOut && t('update.checkOutNeedsCheckIn')}
        />
      )}
      <SchemaField
        form={form}
        name="time"
        render={(field) => (
          <TimeInput
            {...field}
            label={type === ATTENDANCE_TYPE.checkIn ? t('update.checkInTime') : t('update.checkOutTime')}
            required
            leftSection={<IconClock size={18} aria-hidden />}
            onChange={(event) => field.onChange(event.currentTarget.value)}
            data-autofocus
          />
        )}
      />
    </MarkForm>
  );
}
