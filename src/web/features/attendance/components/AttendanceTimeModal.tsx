/**
 * The admin's time modals (docs/product.md#attendance): Update Attendance (a check-in or check-out time of a staff
 * member's day) and Mark Attendence's Check In (a check-in time for a staff member who has not marked). A time
 * picker and an optional comment; the time is checked by the shared rule, then by the server.
 */
import { useState } from 'react';
import { Alert, Button, Group, Modal, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { IconClock } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import { ATTENDANCE_COMMENT_MAX, clockTime, nextAttendanceStep, timeFromWire } from '@shared/attendance';
import {
  ATTENDANCE_TYPE,
  attendanceTimeFormSchema,
  type AttendanceRecord,
  type AttendanceTimeForm,
  type AttendanceType,
} from '@shared/attendance.schemas';
import { salonTimeOfDay } from '@shared/salon-time';
import { useText } from '@web/i18n';
import { useMessageText } from '@web/i18n/message-text';
import { ApiError } from '@web/lib/api';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { schemaResolver } from '@web/lib/form-fields';
import { useSalonTimeZone } from '@web/lib/salon-settings';
import { failureToast, successToast, useMarkAttendance } from '../api';
import { shortDate } from '../attendance-text';
import { attendanceText } from '../en';

export interface AttendanceTarget {
  staffId: number;
  staffName: string;
  date: string;
  /** The day's record, or null when the staff member has not marked it. */
  record: AttendanceRecord | null;
}

interface AttendanceTimeModalProps {
  target: AttendanceTarget | null;
  /** 'update': check-in or check-out time (Update Attendance); 'check-in': Mark Attendence's Check In. */
  mode: 'update' | 'check-in';
  onClose: () => void;
}

export function AttendanceTimeModal({ target, mode, onClose }: AttendanceTimeModalProps) {
  const { t } = useText(attendanceText);
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={mode === 'update' ? t('update.title') : t('update.checkInTitle')}
      centered
    >
      {target && (
        <AttendanceTimeForm key={`${target.staffId}-${target.date}`} target={target} mode={mode} onDone={onClose} />
      )}
    </Modal>
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
  const messageText = useMessageText();
  const timeZone = useSalonTimeZone();
  const mark = useMarkAttendance();
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
    mode: 'onBlur',
    resolver: schemaResolver(attendanceTimeFormSchema),
    defaultValues: { time: timeOf(type), comment: '' },
  });

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
          const toast = successToast(answer.message);
          if (toast === 'toast.failed') notifyError(t(toast));
          else notifySuccess(t(toast));
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
          const toast = failureToast(error);
          notifyError('key' in toast ? t(toast.key) : toast.text);
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text fw={600}>{t('update.for', { name: target.staffName, date: shortDate(target.date) })}</Text>
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        {mode === 'update' && (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="attendance-which">
              {t('update.which')}
            </Text>
            <SegmentedControl
              aria-labelledby="attendance-which"
              fullWidth
              value={String(type)}
              onChange={chooseType}
              data={[
                { value: String(ATTENDANCE_TYPE.checkIn), label: t('action.checkIn') },
                { value: String(ATTENDANCE_TYPE.checkOut), label: t('action.checkOut'), disabled: !canCheckOut },
              ]}
            />
            {!canCheckOut && (
              <Text size="xs" c="dimmed">
                {t('update.checkOutNeedsCheckIn')}
              </Text>
            )}
          </Stack>
        )}
        <Controller
          control={form.control}
          name="time"
          render={({ field }) => (
            <TimeInput
              label={type === ATTENDANCE_TYPE.checkIn ? t('update.checkInTime') : t('update.checkOutTime')}
              required
              leftSection={<IconClock size={18} aria-hidden />}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onChange={(event) => {
                field.onChange(event.currentTarget.value);
                if (form.formState.errors.time) void form.trigger('time');
              }}
              onBlur={field.onBlur}
              error={messageText(form.formState.errors.time?.message)}
              data-autofocus
            />
          )}
        />
        <Textarea
          label={t('mark.comment')}
          placeholder={t('mark.commentPlaceholder')}
          autosize
          minRows={2}
          maxRows={5}
          maxLength={ATTENDANCE_COMMENT_MAX}
          {...form.register('comment')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('action.cancel')}
          </Button>
          <Button type="submit" loading={mark.isPending}>
            {mode === 'update' ? t('action.save') : t('action.checkIn')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
