/**
 * The invoice's customer (docs/product.md#quick-invoice): search by name or phone, debounced 500 ms
 * (docs/product.md#constants), or add a new one with the Add Customer modal, who is then chosen.
 */
import { useState } from 'react';
import { Button, Group, Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useText } from '@web/i18n';
import { SEARCH_DEBOUNCE_MS } from '@shared/constants';
import type { CustomerPick } from '@shared/customers.schemas';
import { AddCustomerDialog, preloadAddCustomer } from '@web/components/add-customer/AddCustomerDialog';
import { customerSearchQuery } from '../api';
import { quickInvoiceText } from '../invoice-en';

interface CustomerPickerProps {
  value: CustomerPick | null;
  onChange: (customer: CustomerPick | null) => void;
  error?: string;
}

export function CustomerPicker({ value, onChange, error }: CustomerPickerProps) {
  const { t } = useText(quickInvoiceText);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [isAdding, setAdding] = useState(false);
  const found = useQuery(customerSearchQuery(debounced));
  const label = (customer: CustomerPick) => t('customer.chosen', { name: customer.name, phone: customer.phone });
  // The chosen customer stays among the options while other searches run.
  const options = [...(found.data ?? [])];
  if (value && !options.some((customer) => customer.id === value.id)) options.unshift(value);

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label={t('customer.label')}
        placeholder={t('customer.placeholder')}
        required
        searchable
        clearable
        style={{ flex: '1 1 260px' }}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={found.isFetching ? <Loader size={14} /> : undefined}
        data={options.map((customer) => ({ value: String(customer.id), label: label(customer) }))}
        filter={({ options: all }) => all}
        // Focus alone (a refused submit brings it here) leaves the list closed, so the message under it shows.
        openOnFocus={false}
        nothingFoundMessage={found.isFetching ? undefined : t('customer.none')}
        searchValue={search}
        onSearchChange={setSearch}
        value={value ? String(value.id) : null}
        onChange={(id) => onChange(options.find((customer) => String(customer.id) === id) ?? null)}
        error={error}
      />
      <Button
        variant="light"
        leftSection={<IconUserPlus size={16} aria-hidden />}
        onMouseEnter={preloadAddCustomer}
        onFocus={preloadAddCustomer}
        onClick={() => setAdding(true)}
      >
        {t('customer.add')}
      </Button>
      <AddCustomerDialog
        opened={isAdding}
        onClose={() => setAdding(false)}
        onAdded={(user) => {
          setAdding(false);
          onChange({ id: user.id, name: user.name, phone: user.phone, email: user.email });
          setSearch(label({ id: user.id, name: user.name, phone: user.phone, email: user.email }));
        }}
      />
    </Group>
  );
}
