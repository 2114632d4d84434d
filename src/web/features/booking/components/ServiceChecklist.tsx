/**
 * The services as a full-width checklist, for phones: it takes the place of the booking form inside the
 * full-screen dialog (no floating layer that could run past the screen), with a search box, one card of a finger's
 * height per service with its price, and Done at the foot of the screen. Escape and Done go back to the form.
 */
import { useEffect, useRef, useState } from 'react';
import { Button, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useText } from '@web/i18n';
import type { Service } from '@shared/catalogue.schemas';
import { formatRupees } from '@shared/money';
import { priceToPay } from '../booking-form';
import classes from './ServiceChecklist.module.css';
import { bookingText } from '../en';

/** What the search box keeps: a service's name is never longer. */
const SEARCH_MAX_CHARS = 100;

// The dialog closes itself on Escape unless the key comes from an element marked like this; here Escape only goes
// back to the form.
const STAY_OPEN = { 'data-mantine-stop-propagation': true } as const;

interface ServiceChecklistProps {
  services: readonly Service[];
  value: string[];
  onChange: (value: string[]) => void;
  onDone: () => void;
}

export function ServiceChecklist({ services, value, onChange, onDone }: ServiceChecklistProps) {
  const { t } = useText(bookingText);
  const [search, setSearch] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const needle = search.trim().toLowerCase();
  const shown = needle ? services.filter((service) => service.name.toLowerCase().includes(needle)) : services;

  // The heading takes the focus, not the search box: on a phone that would raise the keyboard over the list.
  useEffect(() => heading.current?.focus(), []);

  return (
    <Stack
      gap="sm"
      className={classes.sheet}
      role="group"
      aria-labelledby="booking-checklist-title"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onDone();
        }
      }}
    >
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={3} fz="lg" id="booking-checklist-title" ref={heading} tabIndex={-1} {...STAY_OPEN}>
          {t('picker.title')}
        </Title>
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('picker.chosen', { count: value.length })}
        </Text>
      </Group>
      <TextInput
        type="search"
        aria-label={t('picker.search')}
        placeholder={t('picker.search')}
        leftSection={<IconSearch size={18} aria-hidden />}
        value={search}
        maxLength={SEARCH_MAX_CHARS}
        onChange={(event) => setSearch(event.currentTarget.value.slice(0, SEARCH_MAX_CHARS))}
        {...STAY_OPEN}
      />
      <Checkbox.Group value={value} onChange={onChange}>
        <Stack gap={8}>
          {shown.map((service) => {
            const toPay = priceToPay(service);
            return (
              <Checkbox.Card
                key={service.id}
                value={String(service.id)}
                radius="md"
                className={classes.card}
                {...STAY_OPEN}
              >
                <Group wrap="nowrap" gap="sm" align="center">
                  <Checkbox.Indicator />
                  <Text size="sm" fw={500} className={classes.name}>
                    {service.name}
                  </Text>
                  <Stack gap={0} align="flex-end" className={classes.price}>
                    <Text size="sm" fw={700} c="rose.9">
                      {formatRupees(toPay)}
                    </Text>
                    {toPay < service.price && (
                      <Text component="s" size="xs" c="dimmed">
                        {formatRupees(service.price)}
                      </Text>
                    )}
                  </Stack>
                </Group>
              </Checkbox.Card>
            );
          })}
        </Stack>
      </Checkbox.Group>
      {shown.length === 0 && (
        <Text size="sm" c="dimmed" ta="center" py="md">
          {t('field.servicesNone')}
        </Text>
      )}
      <div className={classes.footer}>
        <Button fullWidth size="md" onClick={onDone} {...STAY_OPEN}>
          {t('picker.done')}
        </Button>
      </div>
    </Stack>
  );
}
