/**
 * Add Customer (docs/product.md#services-admin, #validation-add-customer, #errors-back-office): name and phone
 * required, e-mail, date of birth and anniversary (not after the salon's today), gender, comment and address. The
 * shared schema checks the form and the server alike. Success says 'Customer added' and hands the new customer to
 * `onAdded`; a failure shows the server's phone error (a duplicate phone) or message as a toast, and any field errors
 * under their fields.
 */
import { useMemo } from 'react';
import { Modal, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useForm, type Path } from 'react-hook-form';
import type { User } from '@shared/accounts.schemas';
import { addCustomerSchema, type AddCustomerPayload } from '@shared/customers.schemas';
import { salonToday } from '@shared/salon-time';
import { FormFrame } from '@web/components/form-parts';
import { useText } from '@web/i18n';
import { useMessageText } from '@web/i18n/message-text';
import { ApiError } from '@web/lib/api';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { PersonDetailFields } from '@web/components/PersonDetailFields';
import { PhoneInput } from '@web/components/person-fields';
import { personDetailsText } from '@web/components/person-details-en';
import { CHECK_ON_BLUR, schemaResolver, showServerFieldErrors, useFieldProps } from '@web/lib/form-fields';
import { useSalonTimeZone } from '@web/lib/salon-settings';
import { addCustomerFailureText, useAddCustomer } from '@web/lib/customers';
import { addCustomerFormData, EMPTY_CUSTOMER, type AddCustomerFormValues } from './add-customer-form';
import { customersText } from '@web/components/add-customer/en';

const FORM_FIELDS: readonly Path<AddCustomerFormValues>[] = [
  'name',
  'phone',
  'email',
  'dob',
  'anniversary',
  'gender',
  'comment',
  'address',
];

export interface AddCustomerModalProps {
  opened: boolean;
  onClose: () => void;
  /** The customer just added (the Quick Invoice picks them). */
  onAdded?: (user: User) => void;
}

export function AddCustomerModal({ opened, onClose, onAdded }: AddCustomerModalProps) {
  const { t } = useText(customersText);
  const isPhone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal opened={opened} onClose={onClose} title={t('add.title')} size="lg" fullScreen={isPhone}>
      <AddCustomerForm onDone={onClose} onAdded={onAdded} />
    </Modal>
  );
}

function AddCustomerForm({ onDone, onAdded }: { onDone: () => void; onAdded?: (user: User) => void }) {
  const { t } = useText(customersText);
  const { t: detailText } = useText(personDetailsText);
  const messageText = useMessageText();
  const today = salonToday(useSalonTimeZone());
  const schema = useMemo(() => addCustomerSchema(today), [today]);
  const addCustomer = useAddCustomer();
  const form = useForm<AddCustomerFormValues, unknown, AddCustomerPayload>({
    ...CHECK_ON_BLUR,
    resolver: schemaResolver(schema),
    defaultValues: EMPTY_CUSTOMER,
  });
  const field = useFieldProps(form);

  const submit = form.handleSubmit((payload) =>
    addCustomer.mutate(addCustomerFormData(payload), {
      onSuccess: (user) => {
        onDone();
        notifySuccess(t('toast.added'));
        onAdded?.(user);
      },
      onError: (error) => {
        showServerFieldErrors(form, error, FORM_FIELDS);
        // A duplicate phone is a 409, not a 422: its error goes under the phone too.
        const phoneError = error instanceof ApiError ? error.firstFieldError('phone') : undefined;
        if (phoneError) form.setError('phone', { type: 'server', message: phoneError });
        const text = addCustomerFailureText(error);
        notifyError(text ? messageText(text) : t('toast.failed'));
      },
    }),
  );

  return (
    <FormFrame
      onSubmit={submit}
      submitLabel={t('action.add')}
      onCancel={onDone}
      isSaving={addCustomer.isPending}
      intro={t('add.intro')}
    >
      <PersonDetailFields form={form} today={today} emailLabel={t('field.email')}>
        <TextInput label={t('field.name')} autoComplete="off" withAsterisk data-autofocus {...field('name')} />
        <PhoneInput
          label={detailText('field.phone')}
          placeholder={detailText('field.phonePlaceholder')}
          autoComplete="off"
          withAsterisk
          {...field('phone')}
        />
      </PersonDetailFields>
      <Text size="xs" c="dimmed">
        {t('add.passwordNote')}
      </Text>
    </FormFrame>
  );
}
