/**
 * The invoice's services (docs/product.md#quick-invoice, #validation-invoice): choosing a service adds its line at
 * once (Add Service with none chosen says 'Kindly Select the service first' and opens the list); each line has its
 * staff (the staff member at the desk by default), a quantity and a discount on each unit, and shows its total.
 */
import { useRef, useState } from 'react';
import { Button, Group, MultiSelect, NumberInput, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useText } from '@web/i18n';
import { useMessageText } from '@web/i18n/message-text';
import type { StaffMember } from '@shared/accounts.schemas';
import type { Service } from '@shared/catalogue.schemas';
import { CART_MAX_QUANTITY } from '@shared/constants';
import { formatRupees, paiseToRupees } from '@shared/money';
import { lineTotalPaise } from '@shared/order-arithmetic';
import { ORDER_MESSAGES } from '@shared/orders.schemas';
import { servicePriced, type InvoiceProblems, type InvoiceServiceLine } from '../invoice-form';
import { InvoiceLineCard, InvoiceLines, LineDiscountInput, RemoveLineButton } from './invoice-lines';
import { quickInvoiceText } from '../invoice-en';

interface ServiceLinesProps {
  services: Service[] | undefined;
  staffMembers: StaffMember[] | undefined;
  lines: InvoiceServiceLine[];
  onAdd: (service: Service) => void;
  onChange: (key: string, change: Partial<InvoiceServiceLine>) => void;
  onRemove: (key: string) => void;
  problems: InvoiceProblems['lines'];
  /** "Service can't be empty" once a submit found none. */
  emptyError?: string;
}

export function ServiceLines(props: ServiceLinesProps) {
  const { t } = useText(quickInvoiceText);
  const messageText = useMessageText();
  const picker = useRef<HTMLInputElement>(null);
  const [search, setSearch] = useState('');
  const [chooseError, setChooseError] = useState<string | undefined>();
  const staffOptions = (props.staffMembers ?? []).map((member) => ({ value: String(member.id), label: member.name }));

  // Choosing a service is what adds its line: one step, and the picker is ready for the next one.
  const choose = (id: string | null) => {
    const service = props.services?.find((candidate) => String(candidate.id) === id);
    if (!service) return;
    props.onAdd(service);
    setSearch('');
    setChooseError(undefined);
  };
  // The button only points at the picker: the spec's words, and the list of services opens.
  const askForService = () => {
    setChooseError(ORDER_MESSAGES.kindlySelectService);
    picker.current?.focus();
  };

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          ref={picker}
          label={t('services.choose')}
          placeholder={t('services.choosePlaceholder')}
          description={t('services.chooseHint')}
          searchable
          style={{ flex: '1 1 260px' }}
          data={(props.services ?? []).map((service) => ({
            value: String(service.id),
            label: `${service.name} — ${formatRupees(service.price)}`,
          }))}
          value={null}
          onChange={choose}
          searchValue={search}
          onSearchChange={setSearch}
          error={messageText(props.emptyError ?? chooseError)}
        />
        <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={askForService}>
          {t('services.add')}
        </Button>
      </Group>
      <InvoiceLines lines={props.lines} label={t('services.title')} empty={t('services.empty')}>
        {(line) => {
          const problem = props.problems[line.key];
          return (
            <InvoiceLineCard key={line.key} testId="invoice-service">
              <Group justify="space-between" gap="xs" wrap="nowrap" mb={6}>
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} size="sm" truncate>
                    {line.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('services.price', { price: formatRupees(paiseToRupees(line.pricePaise)) })}
                  </Text>
                </div>
                <Group gap="xs" wrap="nowrap">
                  <Text fw={700} size="sm" aria-label={t('services.lineTotal')}>
                    {formatRupees(paiseToRupees(lineTotalPaise(servicePriced(line))))}
                  </Text>
                  <RemoveLineButton
                    label={t('services.remove', { name: line.name })}
                    onClick={() => props.onRemove(line.key)}
                  />
                </Group>
              </Group>
              <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
                <MultiSelect
                  label={t('services.staff')}
                  placeholder={line.staffIds.length ? undefined : t('services.staffPlaceholder')}
                  data={staffOptions}
                  value={line.staffIds.map(String)}
                  onChange={(ids) => props.onChange(line.key, { staffIds: ids.map(Number) })}
                  error={messageText(problem?.staff)}
                  size="xs"
                />
                <NumberInput
                  label={t('services.qty')}
                  min={1}
                  max={CART_MAX_QUANTITY}
                  allowDecimal={false}
                  allowNegative={false}
                  clampBehavior="strict"
                  value={line.quantity}
                  onChange={(value) => props.onChange(line.key, { quantity: Math.max(1, Number(value) || 1) })}
                  size="xs"
                />
                <LineDiscountInput
                  label={t('services.discount')}
                  value={line.discount}
                  onChange={(value) => props.onChange(line.key, { discount: value })}
                  error={messageText(problem?.discount)}
                />
              </SimpleGrid>
            </InvoiceLineCard>
          );
        }}
      </InvoiceLines>
    </Stack>
  );
}
