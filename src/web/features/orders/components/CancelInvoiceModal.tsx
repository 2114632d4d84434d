/**
 * Cancel an invoice (docs/product.md#gst-invoices), the admin's: a reason is asked for, on the shared schema
 * (cancelInvoiceSchema, as the server checks it). The invoice keeps its number and stays in the lists; it leaves the
 * day's totals.
 */
import { Text, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { CANCEL_REASON_MAX, cancelInvoiceSchema, type Order } from '@shared/orders.schemas';
import { RecordDialog } from '@web/components/back-office/RecordDialog';
import { FormFrame } from '@web/components/form-parts';
import { useText } from '@web/i18n';
import { useMessageText } from '@web/i18n/message-text';
import { CHECK_ON_SAVE, schemaResolver, useFieldProps, useSaveError } from '@web/lib/form-fields';
import { notifySuccess } from '@web/lib/notify';
import { useCancelInvoice } from '../api';
import { ordersText } from '../en';

const reasonSchema = cancelInvoiceSchema.pick({ reason: true });

interface CancelInvoiceModalProps {
  /** The invoice to cancel, or null when the modal is closed. */
  order: Order | null;
  onClose: () => void;
}

export function CancelInvoiceModal({ order, onClose }: CancelInvoiceModalProps) {
  const { t } = useText(ordersText);
  return (
    <RecordDialog form record={order} title={t('cancel.title')} onClose={onClose}>
      {(chosen) => <CancelForm key={chosen.uid} order={chosen} onDone={onClose} />}
    </RecordDialog>
  );
}

function CancelForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const { t } = useText(ordersText);
  const messageText = useMessageText();
  const cancel = useCancelInvoice();
  const form = useForm<{ reason: string }, unknown, { reason: string }>({
    ...CHECK_ON_SAVE,
    resolver: schemaResolver(reasonSchema),
    defaultValues: { reason: '' },
  });
  const field = useFieldProps(form);
  const saveError = useSaveError(form, { fields: ['reason'], fallback: t('cancel.failed') });
  const submit = form.handleSubmit(({ reason }) =>
    cancel.mutate(
      { uid: order.uid, reason },
      {
        onSuccess: (answer) => {
          notifySuccess(messageText(answer.message));
          onDone();
        },
        onError: saveError,
      },
    ),
  );
  const length = form.watch('reason').length;
  return (
    <FormFrame
      onSubmit={submit}
      submitLabel={t('cancel.confirm')}
      cancelLabel={t('cancel.keep')}
      onCancel={onDone}
      isSaving={cancel.isPending}
    >
      <Text size="sm">
        {t('cancel.question', { number: order.invoice_number ?? order.uid, name: order.cust.name })}
      </Text>
      <Textarea
        label={t('cancel.reason')}
        required
        autosize
        minRows={3}
        maxRows={8}
        maxLength={CANCEL_REASON_MAX}
        description={`${length} / ${CANCEL_REASON_MAX}`}
        data-autofocus
        {...field('reason')}
      />
    </FormFrame>
  );
}
