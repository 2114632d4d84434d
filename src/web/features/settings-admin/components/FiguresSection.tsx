/**
 * The home page's counters the admin may set (docs/product.md#home-figures): a figure per counter, or empty for the
 * salon's own figure from its bills.
 */
import { TextInput } from '@mantine/core';
import { Columns } from '@web/components/Columns';
import { useText } from '@web/i18n';
import { useFieldProps } from '@web/lib/form-fields';
import { settingsAdminText } from '../en';
import { Section, TWO_COLUMNS, type SectionProps } from './SettingsSections';

const LABELS = {
  clients: 'field.counterClients',
  brides: 'field.counterBrides',
  hair: 'field.counterHair',
  services: 'field.counterServices',
} as const;

export function FiguresSection({ form }: SectionProps) {
  const { t } = useText(settingsAdminText);
  const field = useFieldProps(form);
  return (
    <Section title={t('section.figures')} hint={t('section.figuresHint')}>
      <Columns cols={TWO_COLUMNS}>
        {(Object.keys(LABELS) as (keyof typeof LABELS)[]).map((key) => (
          <TextInput
            key={key}
            label={t(LABELS[key])}
            placeholder={t('field.counterFromBills')}
            inputMode="numeric"
            {...field(`counters.${key}`)}
          />
        ))}
      </Columns>
    </Section>
  );
}
