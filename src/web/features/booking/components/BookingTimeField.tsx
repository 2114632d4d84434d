/**
 * The booking's time, with the salon's opening hours under it and a note when the chosen time falls outside them.
 * The note only informs: the spec leaves the time unchecked, so the form still sends any time and the server takes
 * it; the salon calls every booker to confirm.
 */
import { useMemo, type ComponentProps } from 'react';
import { Stack, Text } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { IconClock, IconInfoCircle } from '@tabler/icons-react';
import { useWatch, type Control } from 'react-hook-form';
import { useText } from '@web/i18n';
import { isWithinOpeningHours, parseOpeningHours } from '@shared/opening-hours';
import type { SalonSettings } from '@shared/site.schemas';
import type { BookingFormValues } from '../booking-form';
import { bookingText } from '../en';

interface BookingTimeFieldProps {
  control: Control<BookingFormValues, unknown, unknown>;
  settings: SalonSettings | undefined;
  /** The registered time input's props (name, ref, handlers, error). */
  inputProps: Omit<ComponentProps<typeof TimeInput>, 'label'>;
}

export function BookingTimeField({ control, settings, inputProps }: BookingTimeFieldProps) {
  const { t } = useText(bookingText);
  const [date, time] = useWatch({ control, name: ['date', 'time'] });
  const hours = useMemo(() => parseOpeningHours(settings?.openingHoursSpec), [settings?.openingHoursSpec]);
  const isOutside = date !== null && date !== '' && !isWithinOpeningHours(hours, date, time);
  const hoursText = settings?.openingHours.trim();

  return (
    <Stack gap={4}>
      <TimeInput
        label={t('field.time')}
        leftSection={<IconClock size={18} aria-hidden />}
        description={hoursText ? t('field.hours', { hours: hoursText }) : undefined}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        {...inputProps}
      />
      <div aria-live="polite">
        {isOutside && (
          <Text size="sm" c="orange.9" data-testid="booking-outside-hours">
            <IconInfoCircle size={16} aria-hidden style={{ verticalAlign: '-3px', marginRight: 4 }} />
            {t('field.outsideHours')}
          </Text>
        )}
      </div>
    </Stack>
  );
}
