/**
 * Add Offer and Edit Offer (docs/product.md#validation-offer): name 'Offer Name is required!' and status 'Status is
 * required!' checked on blur by the shared schema; expiry optional (none is the zero date); an image chosen from
 * image files (re-encoded by the server; on edit, none chosen keeps the current one); sorting typed freely.
 */
import { HindiNameInput } from '@web/components/back-office/HindiNameInput';
import { useState } from 'react';
import { FileInput, Group, Image, NumberInput, Stack, TextInput } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useForm, type Path } from 'react-hook-form';
import { useText } from '@web/i18n';
import type { Offer } from '@shared/catalogue.schemas';
import { PROFILE_IMAGE_MAX_BYTES, ZERO_DATE } from '@shared/constants';
import { offerAddSchema, type OfferAddPayload } from '@shared/offers-admin.schemas';
import { useMessageText } from '@web/i18n/message-text';
import { ApiError } from '@web/lib/api';
import { notifySuccess } from '@web/lib/notify';
import { useObjectUrl } from '@web/lib/use-object-url';
import { CHECK_ON_BLUR, SchemaField, schemaResolver, showServerFieldErrors, useFieldProps } from '@web/lib/form-fields';
import { RecordFormModal, type FormDialogProps } from '@web/components/record-form-modal';
import { FormDateInput, FormFailure, StatusSelect } from '@web/components/form-parts';
import { FormActions } from '@web/components/back-office/EntityFormModal';
import { OfferImage } from '@web/components/OfferImage';
import { useSaveOffer } from '../api';
import { offersAdminText } from '../en';

interface OfferFormValues {
  name: string;
  name_hi: string;
  sort: number | string;
  expiry: string | null;
  status: '' | '0' | '1';
}

const FORM_FIELDS: readonly Path<OfferFormValues>[] = ['name', 'name_hi', 'sort', 'expiry', 'status'];

function formValues(offer: Offer | null): OfferFormValues {
  if (!offer) return { name: '', name_hi: '', sort: 0, expiry: null, status: '' };
  return {
    name: offer.name,
    name_hi: offer.name_hi ?? '',
    sort: offer.sort,
    expiry: offer.expiry && offer.expiry !== ZERO_DATE ? offer.expiry : null,
    status: offer.status === 1 ? '1' : '0',
  };
}

/** `offer`: the offer being edited, or null to add one. */
export function OfferFormModal({ offer, ...dialog }: FormDialogProps & { offer: Offer | null }) {
  const { t } = useText(offersAdminText);
  return (
    <RecordFormModal {...dialog} record={offer} text={t} size="lg">
      {(record, onDone) => <OfferForm offer={record} onDone={onDone} />}
    </RecordFormModal>
  );
}

function OfferForm({ offer, onDone }: { offer: Offer | null; onDone: () => void }) {
  const { t } = useText(offersAdminText);
  const messageText = useMessageText();
  const saveOffer = useSaveOffer();
  const [image, setImage] = useState<File | null>(null);
  const [imageProblem, setImageProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const previewUrl = useObjectUrl(image);
  const form = useForm<OfferFormValues, unknown, OfferAddPayload>({
    ...CHECK_ON_BLUR,
    resolver: schemaResolver(offerAddSchema),
    defaultValues: formValues(offer),
  });
  const field = useFieldProps(form);

  function chooseImage(file: File | null) {
    setImage(null);
    setImageProblem(null);
    if (!file) return;
    if (!file.type.startsWith('image/')) setImageProblem(t('form.imageNotImage'));
    else if (file.size > PROFILE_IMAGE_MAX_BYTES) setImageProblem(t('form.imageTooLarge'));
    else setImage(file);
  }

  const submit = form.handleSubmit((payload) => {
    setFailure(null);
    saveOffer.mutate(
      {
        ...(offer ? { id: offer.id } : {}),
        name: payload.name,
        name_hi: payload.name_hi,
        sort: payload.sort,
        expiry: payload.expiry,
        status: payload.status,
        image,
      },
      {
        onSuccess: () => {
          onDone();
          notifySuccess(offer ? t('toast.updated') : t('toast.added'));
        },
        onError: (error) => {
          // docs/product.md#errors-back-office: a failed save is not a toast; the form says what went wrong.
          const placed = showServerFieldErrors(form, error, FORM_FIELDS);
          const imageMessage = error instanceof ApiError ? error.firstFieldError('image') : undefined;
          if (imageMessage) setImageProblem(messageText(imageMessage));
          else if (!placed) setFailure(t('form.failed'));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormFailure message={failure} />
        <TextInput label={t('form.name')} required data-autofocus maxLength={191} {...field('name')} />
        {/* Optional Hindi, shown on the Hindi pages (docs/decisions/018-hindi-at-its-own-addresses.md). */}
        <HindiNameInput label={t('form.nameHi')} {...field('name_hi')} />
        <Group align="flex-start" gap="md" wrap="nowrap">
          {(previewUrl || offer?.img) && (
            <div style={{ width: 96, flexShrink: 0, marginTop: 26 }}>
              {previewUrl ? (
                <Image src={previewUrl} alt={t('form.preview')} w={96} h={72} radius="sm" fit="cover" />
              ) : (
                <OfferImage
                  img={offer!.img}
                  alt={t('form.currentImage', { name: offer!.name })}
                  width={96}
                  height={72}
                  style={{ width: 96, height: 72, objectFit: 'cover', borderRadius: 4, display: 'block' }}
                />
              )}
            </div>
          )}
          <FileInput
            style={{ flex: 1, minWidth: 0 }}
            label={t('form.image')}
            placeholder={t('form.imagePlaceholder')}
            description={offer ? `${t('form.imageHint')} ${t('form.imageKeep')}` : t('form.imageHint')}
            accept="image/*"
            clearable
            leftSection={<IconPhoto size={18} aria-hidden />}
            value={image}
            onChange={chooseImage}
            error={imageProblem ?? undefined}
          />
        </Group>
        <SchemaField
          form={form}
          name="expiry"
          render={(expiry) => (
            <FormDateInput {...expiry} label={t('form.expiry')} placeholder={t('form.expiryPlaceholder')} clearable />
          )}
        />
        <Group grow align="flex-start" gap="md" wrap="wrap">
          <SchemaField
            form={form}
            name="sort"
            render={(sort) => (
              <NumberInput {...sort} label={t('form.sorting')} allowDecimal={false} inputMode="numeric" miw={140} />
            )}
          />
          <StatusSelect miw={140} {...field('status')} />
        </Group>
        <FormActions
          submitLabel={t('action.save')}
          onCancel={onDone}
          isSaving={saveOffer.isPending}
          submitDisabled={imageProblem !== null}
        />
      </Stack>
    </form>
  );
}
