/** The search box of the services pages: filters by name, with a button that clears it. */
import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useText } from '@web/i18n';
import { catalogueText } from '../en';

interface ServiceSearchProps {
  value: string;
  onChange: (value: string) => void;
  /** Enter in the box (the services page uses it to search every service). */
  onSubmit?: () => void;
  isBusy?: boolean;
}

export function ServiceSearch({ value, onChange, onSubmit, isBusy = false }: ServiceSearchProps) {
  const { t } = useText(catalogueText);
  return (
    <TextInput
      type="search"
      size="md"
      radius="xl"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && onSubmit) {
          event.preventDefault();
          onSubmit();
        }
      }}
      aria-label={t('services.searchLabel')}
      aria-busy={isBusy || undefined}
      placeholder={t('services.searchPlaceholder')}
      leftSection={<IconSearch size={18} aria-hidden />}
      rightSection={
        value ? <CloseButton aria-label={t('services.clearSearch')} onClick={() => onChange('')} size="sm" /> : null
      }
      maxLength={100}
      autoComplete="off"
      enterKeyHint="search"
      w="100%"
      maw={560}
    />
  );
}
