/**
 * The Add Product form (docs/product.md#validation-add-product): name required, price 0 to 5000 ('Too little', 'Very
 * costly!'), comment. A fieldset, not a form: it sits inside the booking form (a form may not hold another form) and
 * inside the Add Product modal, whose portal still bubbles React's submit events to an outer form. Enter in a field
 * adds.
 */
import { Button, Fieldset, Group, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useText } from '@web/i18n';
import type { ProductInput } from '@shared/appointments.schemas';
import { CHECK_ON_BLUR, SchemaField, schemaResolver, useFieldProps } from '@web/lib/form-fields';
import { productFormDefaults, productFormSchema, type ProductFormValues } from './product-form';
import { productFormText } from '@web/components/product-form/en';

interface ProductFormProps {
  onAdd: (product: ProductInput) => void;
  onCancel: () => void;
  /** Shown as the fieldset's legend; a modal that already carries the title leaves it out. */
  withLegend?: boolean;
}

export function ProductForm({ onAdd, onCancel, withLegend = true }: ProductFormProps) {
  const { t } = useText(productFormText);
  const form = useForm<ProductFormValues, unknown, ProductInput>({
    ...CHECK_ON_BLUR,
    resolver: schemaResolver(productFormSchema),
    defaultValues: productFormDefaults,
  });
  const field = useFieldProps(form);
  const add = () => void form.handleSubmit(onAdd)();

  return (
    <Fieldset
      legend={withLegend ? t('add') : undefined}
      variant="filled"
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
          event.preventDefault();
          add();
        }
      }}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('name')} required data-autofocus {...field('name')} />
          <SchemaField
            form={form}
            name="price"
            render={(price) => (
              <NumberInput
                label={t('price')}
                required
                leftSection={<Text size="sm">₹</Text>}
                decimalScale={2}
                thousandSeparator=","
                thousandsGroupStyle="lakh"
                hideControls
                inputMode="decimal"
                {...price}
              />
            )}
          />
        </SimpleGrid>
        <TextInput label={t('comment')} {...field('comment')} />
        <Group justify="flex-end" gap="sm">
          <Button size="xs" variant="default" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button size="xs" onClick={add} leftSection={<IconPlus size={16} aria-hidden />}>
            {t('addButton')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
