/**
 * The settings form's Tax codes card (docs/product.md#salon-settings): the SAC code of each category, the products the
 * salon sells with their HSN codes and GST rates, and the code and rate of any other product.
 */
import { ActionIcon, Button, Group, Loader, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { get, useFieldArray, useWatch, type FieldError } from 'react-hook-form';
import { SAC_CODES } from '@shared/invoice-tax';
import { TAXED_PRODUCTS_MAX } from '@shared/salon-settings.schemas';
import { Columns } from '@web/components/Columns';
import { useCategoryName } from '@web/components/categories/use-category-name';
import { useText } from '@web/i18n';
import { useMessageText } from '@web/i18n/message-text';
import { useCategories } from '@web/lib/categories';
import { SchemaField, useFieldProps } from '@web/lib/form-fields';
import { settingsAdminText } from '../en';
import { Section, SectionPart, TWO_COLUMNS, type SectionProps } from './SettingsSections';
import type { SacChoice } from './settings-values';

/** The select's value for a category with no code of its own (the form holds ''). */
const NO_SAC = 'none';

/** The remove button sits level with its row's inputs, below their labels. */
const BESIDE_INPUTS = { marginTop: 'calc(var(--mantine-font-size-sm) * var(--mantine-line-height) - 2px)' };

export function TaxCodesSection({ form }: SectionProps) {
  const { t } = useText(settingsAdminText);
  return (
    <Section title={t('section.taxCodes')} hint={t('section.taxCodesHint')}>
      <SectionPart title={t('field.sacByCategory')} hint={t('field.sacByCategoryHint')}>
        <SacByCategory form={form} />
      </SectionPart>
      <SectionPart title={t('field.products')} hint={t('field.productsHint', { max: TAXED_PRODUCTS_MAX })}>
        <ProductRows form={form} />
      </SectionPart>
      <OtherProducts form={form} />
    </Section>
  );
}

function SacByCategory({ form }: SectionProps) {
  const { t } = useText(settingsAdminText);
  const categoryName = useCategoryName();
  const { categories } = useCategories();
  const options = [
    { value: NO_SAC, label: t('field.sacNone') },
    ...SAC_CODES.map((code) => ({ value: code, label: `${code} · ${t(`sac.${code}`)}` })),
  ];
  if (!categories) {
    return (
      <Group justify="center" p="sm">
        <Loader size="sm" aria-label={t('field.categoriesLoading')} />
      </Group>
    );
  }
  return (
    <SchemaField
      form={form}
      name="gst.sacByCategory"
      render={({ value, onChange, onBlur, ref, error }) => {
        const codes = value as Record<string, SacChoice>;
        return (
          <Stack gap="xs">
            <Columns cols={TWO_COLUMNS}>
              {categories.map((category, index) => {
                const id = String(category.id);
                return (
                  <Select
                    key={id}
                    ref={index === 0 ? ref : undefined}
                    label={categoryName(category)}
                    data={options}
                    value={codes[id] || NO_SAC}
                    onChange={(choice) =>
                      onChange({ ...codes, [id]: !choice || choice === NO_SAC ? '' : (choice as SacChoice) })
                    }
                    onBlur={onBlur}
                    allowDeselect={false}
                    comboboxProps={{ withinPortal: true }}
                  />
                );
              })}
            </Columns>
            {error && (
              <Text size="sm" c="red" role="alert">
                {error}
              </Text>
            )}
          </Stack>
        );
      }}
    />
  );
}

/** A product row's fields: its name wide, its HSN code and GST rate narrow. */
const PRODUCT_FIELDS = [
  { key: 'name', label: 'field.productName', flex: '2 1 12rem', inputMode: undefined },
  { key: 'hsn', label: 'field.hsn', flex: '1 1 7rem', inputMode: 'numeric' },
  { key: 'ratePercent', label: 'field.productRatePercent', flex: '1 1 7rem', inputMode: 'decimal' },
] as const;

function ProductRows({ form }: SectionProps) {
  const { t } = useText(settingsAdminText);
  const field = useFieldProps(form);
  const messageText = useMessageText();
  const products = useFieldArray({ control: form.control, name: 'gst.products' });
  const names = useWatch({ control: form.control, name: 'gst.products' });
  const listError = messageText(
    (get(form.formState.errors, 'gst.products') as FieldError | undefined)?.message ??
      (get(form.formState.errors, 'gst.products.root') as FieldError | undefined)?.message,
  );
  const add = () =>
    products.append({ name: '', hsn: '', ratePercent: form.getValues('gst.otherProducts.ratePercent') });
  return (
    <Stack gap="sm">
      {products.fields.map((product, index) => {
        const rowName = t('field.productRow', { number: index + 1 });
        const name = names[index]?.name.trim() || rowName;
        return (
          <Paper key={product.id} withBorder radius="sm" p="sm" role="group" aria-label={rowName}>
            <Group align="flex-start" gap="sm" wrap="nowrap">
              <Group align="flex-start" gap="sm" style={{ flex: 1, minWidth: 0 }}>
                {PRODUCT_FIELDS.map(({ key, label, flex, inputMode }) => (
                  <TextInput
                    key={key}
                    label={t(label)}
                    inputMode={inputMode}
                    required
                    style={{ flex, minWidth: 0 }}
                    {...field(`gst.products.${index}.${key}`)}
                  />
                ))}
              </Group>
              <ActionIcon
                variant="subtle"
                color="red"
                size={40}
                style={BESIDE_INPUTS}
                aria-label={t('action.removeProduct', { name })}
                onClick={() => products.remove(index)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          </Paper>
        );
      })}
      {listError && (
        <Text size="sm" c="red" role="alert">
          {listError}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={products.fields.length >= TAXED_PRODUCTS_MAX}
          onClick={add}
        >
          {t('action.addProduct')}
        </Button>
      </Group>
    </Stack>
  );
}

function OtherProducts({ form }: SectionProps) {
  const { t } = useText(settingsAdminText);
  const field = useFieldProps(form);
  return (
    <SectionPart title={t('field.otherProducts')} hint={t('field.otherProductsHint')}>
      <Columns cols={TWO_COLUMNS}>
        <TextInput label={t('field.hsn')} inputMode="numeric" required {...field('gst.otherProducts.hsn')} />
        <TextInput
          label={t('field.productRatePercent')}
          inputMode="decimal"
          required
          {...field('gst.otherProducts.ratePercent')}
        />
      </Columns>
    </SectionPart>
  );
}
