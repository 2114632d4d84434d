/** The settings form's sections (docs/product.md#salon-settings): each a card of related fields. */
import type { ReactNode } from 'react';
import { Card, Select, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { get, type FieldError, type UseFormReturn } from 'react-hook-form';
import { GST_STATES } from '@shared/gst';
import { Columns } from '@web/components/Columns';
import { useLanguage, useText } from '@web/i18n';
import { useMessageText } from '@web/i18n/message-text';
import { SchemaField, useFieldProps } from '@web/lib/form-fields';
import { settingsAdminText } from '../en';
import type { SettingsValues } from './settings-values';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the transformed type does not matter here
type SettingsForm = UseFormReturn<SettingsValues, unknown, any>;
export interface SectionProps {
  form: SettingsForm;
}

/** A section's or a part's title (h2 for a card, h3 for a part within it) and the hint under it. */
function Heading({ order, title, hint }: { order: 2 | 3; title: string; hint?: string }) {
  return (
    <Stack gap={2}>
      <Title order={order} fz={order === 2 ? 'lg' : 'md'}>
        {title}
      </Title>
      {hint && (
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      )}
    </Stack>
  );
}

export function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-label={title}>
      <Stack gap="md">
        <Heading order={2} title={title} hint={hint} />
        {children}
      </Stack>
    </Card>
  );
}

/** A titled part of a section's card (the SAC per category, the slides' photos). */
export function SectionPart({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Heading order={3} title={title} hint={hint} />
      {children}
    </Stack>
  );
}

export const TWO_COLUMNS = { base: 1, sm: 2 };

export function SalonSection({ form }: SectionProps) {
  const { t } = useText(settingsAdminText);
  const field = useFieldProps(form);
  const messageText = useMessageText();
  // "One or two phone numbers" is said under the first phone.
  const phonesError = (get(form.formState.errors, 'phones') as FieldError | undefined)?.message;
  const firstPhone = field('phones.0');
  return (
    <Section title={t('section.salon')}>
      <Columns cols={TWO_COLUMNS}>
        <TextInput label={t('field.name')} required {...field('name')} />
        <TextInput label={t('field.legalName')} description={t('field.legalNameHint')} {...field('legalName')} />
      </Columns>
      <TextInput label={t('field.tagline')} {...field('tagline')} />
      <TextInput label={t('field.address')} required {...field('address')} />
      <Columns cols={TWO_COLUMNS}>
        <TextInput label={t('field.city')} required {...field('city')} />
        <TextInput label={t('field.postalCode')} inputMode="numeric" required {...field('postalCode')} />
        <TextInput
          label={t('field.phone1')}
          type="tel"
          inputMode="tel"
          required
          {...firstPhone}
          error={firstPhone.error ?? messageText(phonesError)}
        />
        <TextInput label={t('field.phone2')} type="tel" inputMode="tel" {...field('phones.1')} />
        <TextInput label={t('field.whatsapp')} type="tel" inputMode="tel" required {...field('whatsapp')} />
        <TextInput label={t('field.email')} type="email" {...field('email')} />
      </Columns>
    </Section>
  );
}

export function PlaceSection({ form }: SectionProps) {
  const { t } = useText(settingsAdminText);
  const field = useFieldProps(form);
  return (
    <Section title={t('section.place')} hint={t('field.mapHint')}>
      <Columns cols={TWO_COLUMNS}>
        <TextInput label={t('field.latitude')} inputMode="decimal" required {...field('map.latitude')} />
        <TextInput label={t('field.longitude')} inputMode="decimal" required {...field('map.longitude')} />
      </Columns>
      <TextInput label={t('field.openingHours')} required {...field('openingHours')} />
      <TextInput
        label={t('field.openingHoursSpec')}
        description={t('field.openingHoursSpecHint', {
          example: 'Mo-Su 10:00-20:30',
          example2: 'Mo-Sa 10:00-20:30, Su 11:00-18:00',
        })}
        required
        {...field('openingHoursSpec')}
      />
    </Section>
  );
}

export function LinksSection({ form }: SectionProps) {
  const { t } = useText(settingsAdminText);
  const field = useFieldProps(form);
  return (
    <Section title={t('section.links')}>
      <Columns cols={TWO_COLUMNS}>
        <TextInput label={t('field.instagram')} type="url" {...field('social.instagram')} />
        <TextInput label={t('field.facebook')} type="url" {...field('social.facebook')} />
        <TextInput label={t('field.youtube')} type="url" {...field('social.youtube')} />
        <TextInput label={t('field.feedbackFormUrl')} type="url" {...field('feedbackFormUrl')} />
      </Columns>
    </Section>
  );
}

export function GstSection({ form }: SectionProps) {
  const { t } = useText(settingsAdminText);
  const language = useLanguage();
  const field = useFieldProps(form);
  const states = Object.entries(GST_STATES).map(([code, names]) => ({
    value: code,
    label: `${code} · ${names[language]}`,
  }));
  const prefix = form.watch('invoicePrefix').trim().toUpperCase() || 'INV';
  return (
    <Section title={t('section.gst')} hint={t('section.gstHint')}>
      <Columns cols={TWO_COLUMNS}>
        <TextInput
          label={t('field.gstin')}
          description={t('field.gstinHint')}
          autoCapitalize="characters"
          maxLength={15}
          {...field('gst.gstin')}
        />
        <SchemaField
          form={form}
          name="gst.stateCode"
          recheck={['gst.gstin']}
          render={(props) => (
            <Select
              {...props}
              value={props.value as string}
              label={t('field.state')}
              placeholder={t('field.statePlaceholder')}
              data={states}
              searchable
              required
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <TextInput
          label={t('field.serviceRatePercent')}
          description={t('field.serviceRateHint')}
          inputMode="decimal"
          required
          {...field('gst.serviceRatePercent')}
        />
        <TextInput
          label={t('field.invoicePrefix')}
          description={t('field.invoicePrefixHint', { example: `${prefix}/2026-27/000123` })}
          autoCapitalize="characters"
          required
          {...field('invoicePrefix')}
        />
      </Columns>
      <SchemaField
        form={form}
        name="gst.pricesIncludeGst"
        render={({ value, onChange, ref, name }) => (
          <Switch
            ref={ref}
            name={name}
            checked={value as boolean}
            onChange={(event) => onChange(event.currentTarget.checked)}
            label={t('field.pricesIncludeGst')}
            description={t('field.pricesIncludeGstHint')}
          />
        )}
      />
    </Section>
  );
}

export function UpiSection({ form }: SectionProps) {
  const { t } = useText(settingsAdminText);
  const field = useFieldProps(form);
  return (
    <Section title={t('section.upi')} hint={t('section.upiHint')}>
      <Columns cols={TWO_COLUMNS}>
        <TextInput label={t('field.upiId')} autoCapitalize="none" {...field('upi.id')} />
        <TextInput label={t('field.upiPayee')} {...field('upi.payee')} />
      </Columns>
    </Section>
  );
}

export function HindiSection({ form }: SectionProps) {
  const { t } = useText(settingsAdminText);
  const field = useFieldProps(form);
  return (
    <Section title={t('section.hindi')} hint={t('section.hindiHint')}>
      <TextInput label={t('field.hiTagline')} lang="hi" {...field('hi.tagline')} />
      <TextInput label={t('field.hiAddress')} lang="hi" {...field('hi.address')} />
      <Columns cols={TWO_COLUMNS}>
        <TextInput label={t('field.hiCity')} lang="hi" {...field('hi.city')} />
        <TextInput label={t('field.hiOpeningHours')} lang="hi" {...field('hi.openingHours')} />
      </Columns>
    </Section>
  );
}
