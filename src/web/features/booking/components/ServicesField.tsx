/**
 * The Services field of the Book Appointment form (the spec's multi-select of services), with each service's price.
 * On a laptop: a searchable multi-select whose chosen services show as removable pills. On a phone a floating list
 * under the field ran off the screen and widened the page, so there the field is a button that opens the services
 * as a full-width checklist (ServiceChecklist), and the chosen services show as chips with a remove button of a
 * finger's size.
 */
import { forwardRef } from 'react';
import { ActionIcon, Button, Group, Input, MultiSelect, Text } from '@mantine/core';
import { IconListCheck, IconX } from '@tabler/icons-react';
import { useText } from '@web/i18n';
import type { Service } from '@shared/catalogue.schemas';
import { formatRupees } from '@shared/money';
import { priceToPay } from '../booking-form';
import classes from './ServicesField.module.css';
import { bookingText } from '../en';

interface ServicesFieldProps {
  services: readonly Service[];
  isLoading: boolean;
  isPhone: boolean;
  required: boolean;
  value: string[];
  onChange: (value: string[]) => void;
  /** Laptops: the multi-select left (phones check the services as the checklist closes). */
  onBlur: () => void;
  error?: string;
  /** Phones: opens the checklist. */
  onOpenChecklist: () => void;
}

export const ServicesField = forwardRef<HTMLButtonElement, ServicesFieldProps>(function ServicesField(
  { services, isLoading, isPhone, required, value, onChange, onBlur, error, onOpenChecklist },
  chooseButton,
) {
  const { t } = useText(bookingText);
  const placeholder = isLoading ? t('field.servicesLoading') : t('field.servicesPlaceholder');

  if (!isPhone) {
    const options = services.map((service) => ({ value: String(service.id), label: service.name }));
    const priceOf = new Map(services.map((service) => [String(service.id), formatRupees(priceToPay(service))]));
    return (
      <MultiSelect
        label={t('field.services')}
        placeholder={placeholder}
        data={options}
        searchable
        clearable
        hidePickedOptions
        required={required}
        nothingFoundMessage={t('field.servicesNone')}
        disabled={isLoading}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        error={error}
        maxDropdownHeight={260}
        clearButtonProps={{ 'aria-label': t('field.servicesClear') }}
        comboboxProps={{ withinPortal: true }}
        renderOption={({ option }) => (
          <Group justify="space-between" wrap="nowrap" gap="md" w="100%">
            <span>{option.label}</span>{' '}
            <Text span size="sm" c="dimmed" className={classes.price}>
              {priceOf.get(option.value)}
            </Text>
          </Group>
        )}
      />
    );
  }

  const byId = new Map(services.map((service) => [String(service.id), service]));
  const chosen = value.map((id) => ({ id, name: byId.get(id)?.name ?? id }));
  return (
    <Input.Wrapper
      label={t('field.services')}
      labelElement="div"
      labelProps={{ id: 'booking-services' }}
      required={required}
      error={error}
      errorProps={{ id: 'booking-services-error' }}
    >
      {chosen.length > 0 && (
        <Group gap={6} mt={4} mb="xs" role="list" aria-labelledby="booking-services">
          {chosen.map((service) => (
            <span key={service.id} role="listitem" className={classes.chip}>
              <span className={classes.chipName}>{service.name}</span>
              <ActionIcon
                variant="subtle"
                color="rose"
                radius="xl"
                size={40}
                aria-label={t('field.serviceRemove', { name: service.name })}
                onClick={() => onChange(value.filter((id) => id !== service.id))}
              >
                <IconX size={16} aria-hidden />
              </ActionIcon>
            </span>
          ))}
        </Group>
      )}
      <Button
        ref={chooseButton}
        variant="default"
        fullWidth
        size="md"
        justify="space-between"
        mt={chosen.length > 0 ? 0 : 4}
        rightSection={<IconListCheck size={20} aria-hidden />}
        disabled={isLoading}
        aria-describedby={error ? 'booking-services-error' : undefined}
        onClick={onOpenChecklist}
        className={error ? classes.chooseInvalid : undefined}
      >
        {isLoading
          ? t('field.servicesLoading')
          : chosen.length > 0
            ? t('field.servicesChange')
            : t('field.servicesChoose')}
      </Button>
    </Input.Wrapper>
  );
});
