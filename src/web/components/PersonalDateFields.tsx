/**
 * Date of birth and anniversary, as the profile and the Add Customer forms both ask them
 * (docs/product.md#validation-profile, #validation-add-customer): optional, not after the salon's today, re-checked as
 * they change once wrong.
 */
import { DateInput } from '@mantine/dates';
import { Controller, type Control, type FieldValues, type Path, type UseFormTrigger } from 'react-hook-form';
import { useText } from '@web/i18n';
import { useMessageText } from '@web/i18n/message-text';
import { commonText } from './en';

const DATE_FORMAT = 'YYYY-MM-DD';

interface PersonalDateFieldsProps<T extends FieldValues, Output extends FieldValues> {
  form: { control: Control<T, unknown, Output>; trigger: UseFormTrigger<T> };
  labels: { dob: string; anniversary: string };
  /** The salon's today: no later date can be picked. */
  today: string;
}

export function PersonalDateFields<T extends FieldValues, Output extends FieldValues>({
  form,
  labels,
  today,
}: PersonalDateFieldsProps<T, Output>) {
  const messageText = useMessageText();
  // The date's shape in the language shown (YYYY-MM-DD in English): the digits are typed the same in both.
  const { t } = useText(commonText);
  const placeholder = t('date.shape');
  return (['dob', 'anniversary'] as const).map((key) => {
    const name = key as Path<T>;
    return (
      <Controller
        key={key}
        control={form.control}
        name={name}
        render={({ field: date, fieldState }) => (
          <DateInput
            label={labels[key]}
            placeholder={placeholder}
            valueFormat={DATE_FORMAT}
            maxDate={today}
            clearable
            value={date.value as string | null}
            onChange={(value) => {
              date.onChange(value);
              if (fieldState.error) void form.trigger(name);
            }}
            onBlur={date.onBlur}
            error={messageText(fieldState.error?.message)}
            popoverProps={{ withinPortal: true }}
          />
        )}
      />
    );
  });
}
