/**
 * Add Service and Update Service (docs/product.md#validation-service): name 'Name is required!'; price a number ('Price
 * must be a number', 'Too little'), required on update ('Price is required.'); discount (0 by default, not above the
 * price); categories (required on update, 'Category is required!'); sorting (a new service is prefilled with the last
 * sorting + 1, docs/product.md#service-status-and-sorting); status 'Status is required!'; and the rich-text
 * description, whose editor is loaded only when this form opens. The shared schema checks the form; the server checks
 * it again and its field errors land under the fields.
 */
import { useCategoryName } from '@web/components/categories/use-category-name';
import { HindiNameInput } from '@web/components/back-office/HindiNameInput';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Group, MultiSelect, NumberInput, Skeleton, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useForm, type Path } from 'react-hook-form';
import type { Category, Service } from '@shared/catalogue.schemas';
import { ALL_CATEGORY_ID } from '@shared/constants';
import { serviceSaveSchema, type ServiceSavePayload } from '@shared/services-admin.schemas';
import { useText } from '@web/i18n';
import { useMessageText } from '@web/i18n/message-text';
import { ApiError } from '@web/lib/api';
import { notifySuccess } from '@web/lib/notify';
import { CHECK_ON_SAVE, SchemaField, schemaResolver, showServerFieldErrors, useFieldProps } from '@web/lib/form-fields';
import { RecordFormModal, type FormDialogProps } from '@web/components/record-form-modal';
import { FormFailure, FormFrame, StatusSelect } from '@web/components/form-parts';
import { adminServicesQuery, useSaveService } from '../api';
import { servicesAdminText } from '../en';

const ServiceDescriptionEditor = lazy(async () => ({
  default: (await import('./ServiceDescriptionEditor')).ServiceDescriptionEditor,
}));

export interface ServiceFormValues {
  id?: number;
  name: string;
  price: number | string;
  discount: number | string;
  category_id: string[];
  sorting: number | string;
  status: '' | '0' | '1';
  comment: string;
  name_hi: string;
  comment_hi: string;
}

const FORM_FIELDS: readonly Path<ServiceFormValues>[] = [
  'name',
  'price',
  'discount',
  'category_id',
  'sorting',
  'status',
  'comment',
  'name_hi',
  'comment_hi',
];

function formValues(service: Service | null): ServiceFormValues {
  if (!service) {
    return {
      name: '',
      price: '',
      discount: 0,
      category_id: [],
      sorting: '',
      status: '',
      comment: '',
      name_hi: '',
      comment_hi: '',
    };
  }
  return {
    id: service.id,
    name: service.name,
    price: service.price,
    discount: service.discount,
    category_id: service.category_id.split(',').filter(Boolean),
    sorting: service.sorting,
    status: service.status === 1 ? '1' : '0',
    comment: service.comment,
    name_hi: service.name_hi ?? '',
    comment_hi: service.comment_hi ?? '',
  };
}

interface ServiceFormModalProps extends FormDialogProps {
  /** The service being updated, or null to add one. */
  service: Service | null;
  categories: readonly Category[];
}

export function ServiceFormModal({ service, categories, ...dialog }: ServiceFormModalProps) {
  const { t } = useText(servicesAdminText);
  return (
    <RecordFormModal {...dialog} record={service} text={t} size="xl">
      {(record, onDone) => <ServiceForm service={record} categories={categories} onDone={onDone} />}
    </RecordFormModal>
  );
}

function ServiceForm({
  service,
  categories,
  onDone,
}: {
  service: Service | null;
  categories: readonly Category[];
  onDone: () => void;
}) {
  const categoryName = useCategoryName();
  const { t } = useText(servicesAdminText);
  const messageText = useMessageText();
  const saveService = useSaveService();
  const [failure, setFailure] = useState<string | null>(null);
  const commentLabelId = useId();
  const hindiCommentLabelId = useId();
  const form = useForm<ServiceFormValues, unknown, ServiceSavePayload>({
    ...CHECK_ON_SAVE,
    resolver: schemaResolver(serviceSaveSchema),
    defaultValues: formValues(service),
  });
  const field = useFieldProps(form);

  // A new service goes after the last one (docs/product.md#service-status-and-sorting): the full list tells which
  // sorting that is.
  const everyService = useQuery({
    ...adminServicesQuery({ categoryId: ALL_CATEGORY_ID, search: '' }),
    enabled: service === null,
  });
  const { getFieldState, setValue } = form;
  useEffect(() => {
    if (service || !everyService.data || getFieldState('sorting').isDirty) return;
    const last = everyService.data.reduce((highest, entry) => Math.max(highest, entry.sorting), 0);
    setValue('sorting', last + 1);
  }, [service, everyService.data, getFieldState, setValue]);

  const submit = form.handleSubmit((payload) => {
    setFailure(null);
    saveService.mutate(payload, {
      onSuccess: () => {
        onDone();
        notifySuccess(service ? t('toast.updated') : t('toast.added'));
      },
      onError: (error) => {
        const placed = showServerFieldErrors(form, error, FORM_FIELDS);
        if (!placed) setFailure(error instanceof ApiError ? messageText(error.message) : t('form.failed'));
      },
    });
  });

  const numberField = (name: 'price' | 'discount' | 'sorting', label: string, extra: { description?: string } = {}) => (
    <SchemaField
      form={form}
      name={name}
      render={(input) => (
        <NumberInput
          {...input}
          label={label}
          required={name === 'price' && service !== null}
          decimalScale={name === 'sorting' ? 0 : 2}
          allowDecimal={name !== 'sorting'}
          inputMode={name === 'sorting' ? 'numeric' : 'decimal'}
          hideControls
          miw={120}
          {...extra}
        />
      )}
    />
  );

  /** A description in the rich-text editor, loaded on first use (the English one, or the optional Hindi). */
  const descriptionField = (name: 'comment' | 'comment_hi', label: string, labelId: string) => (
    <SchemaField
      form={form}
      name={name}
      render={(input) => (
        <Suspense
          fallback={
            <Stack gap={6} aria-busy="true" aria-label={t('form.commentLoading')}>
              <Skeleton height={14} width={90} />
              <Skeleton height={180} radius="sm" />
            </Stack>
          }
        >
          <ServiceDescriptionEditor
            initialValue={input.value}
            onChange={input.onChange}
            onBlur={input.onBlur}
            label={label}
            labelId={labelId}
            error={input.error}
          />
        </Suspense>
      )}
    />
  );

  return (
    <FormFrame onSubmit={submit} submitLabel={t('action.save')} onCancel={onDone} isSaving={saveService.isPending}>
      <FormFailure message={failure} />
      <TextInput label={t('form.name')} required data-autofocus maxLength={191} {...field('name')} />
      <Group grow align="flex-start" gap="md" wrap="wrap">
        {numberField('price', t('form.price'))}
        {numberField('discount', t('form.discount'))}
      </Group>
      <SchemaField
        form={form}
        name="category_id"
        render={(input) => (
          <MultiSelect
            {...input}
            label={t('form.categories')}
            placeholder={input.value.length ? undefined : t('form.categoriesPlaceholder')}
            required={service !== null}
            data={categories
              .filter((category) => category.id !== ALL_CATEGORY_ID)
              .map((category) => ({ value: String(category.id), label: categoryName(category) }))}
            searchable
            clearable
            hidePickedOptions
            comboboxProps={{ withinPortal: true }}
          />
        )}
      />
      <Group grow align="flex-start" gap="md" wrap="wrap">
        {numberField('sorting', t('form.sorting'), { description: t('form.sortingHint') })}
        <StatusSelect miw={120} {...field('status')} />
      </Group>
      {descriptionField('comment', t('form.comment'), commentLabelId)}
      {/* Optional Hindi, shown on the Hindi pages (docs/decisions/018-hindi-at-its-own-addresses.md). */}
      <HindiNameInput label={t('form.nameHi')} {...field('name_hi')} />
      {descriptionField('comment_hi', t('form.commentHi'), hindiCommentLabelId)}
    </FormFrame>
  );
}
