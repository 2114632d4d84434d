/**
 * Pending Payment (docs/product.md#order-list, #order-payment), admin only: the order's total, what was paid and
 * what is due; cash, online or both added to it (POST /api/order/update_payment, with an optional payment
 * reference), on the shared schema (paymentFormSchema): an empty payment and one above the due are refused in the
 * server's own words. The server checks again (two desks may pay at once), and its message is shown as a toast
 * when it refuses (docs/product.md#errors-back-office).
 */
import { SimpleGrid, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import {
  paymentFormSchema,
  usesCash,
  usesOnline,
  type Order,
  type PaymentFormPayload,
  type PaymentMethod,
} from '@shared/orders.schemas';
import { duePaise } from '@shared/order-arithmetic';
import { formatRupees, paiseToRupees, rupeesToPaise, typedPaise } from '@shared/money';
import { AmountInput } from '@web/components/back-office/AmountInput';
import { RecordDialog } from '@web/components/back-office/RecordDialog';
import { ChoiceRow, FormFrame } from '@web/components/form-parts';
import { useText } from '@web/i18n';
import { useMessageText } from '@web/i18n/message-text';
import { CHECK_ON_SAVE, SchemaField, schemaResolver, useFieldProps, useSaveError } from '@web/lib/form-fields';
import { notifySuccess } from '@web/lib/notify';
import { useUpdatePayment } from '../api';
import { formatBillDate, receiptNumber } from '../order-text';
import { duePaymentLink } from '../upi-qr';
import { UpiQr } from './UpiQr';
import { useSalonSettings } from '@web/lib/salon-settings';
import classes from './PendingPaymentModal.module.css';
import { ordersText } from '../en';

interface PaymentValues {
  method: PaymentMethod;
  cash: number | string;
  online: number | string;
  paymentId: string;
}

interface PendingPaymentModalProps {
  /** The order being paid, or null when the modal is closed. */
  order: Order | null;
  onClose: () => void;
}

export function PendingPaymentModal({ order, onClose }: PendingPaymentModalProps) {
  const { t } = useText(ordersText);
  return (
    <RecordDialog form record={order} title={t('payment.title')} onClose={onClose}>
      {(chosen) => <PaymentForm key={chosen.uid} order={chosen} onDone={onClose} />}
    </RecordDialog>
  );
}

function PaymentForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const { t } = useText(ordersText);
  const messageText = useMessageText();
  const updatePayment = useUpdatePayment();
  const totalPaise = rupeesToPaise(order.total_amount);
  const cashPaidPaise = rupeesToPaise(order.cash);
  const onlinePaidPaise = rupeesToPaise(order.online);
  const dueNowPaise = duePaise({ totalPaise, cashPaise: cashPaidPaise, onlinePaise: onlinePaidPaise });
  const dueRupees = paiseToRupees(dueNowPaise);
  // The customer may pay the due by UPI on the spot; the payment is recorded here once it has arrived.
  const { settings } = useSalonSettings();
  const payLink = duePaymentLink(settings, dueNowPaise, order.invoice_number || receiptNumber(order.uid));

  const form = useForm<PaymentValues, unknown, PaymentFormPayload>({
    ...CHECK_ON_SAVE,
    resolver: schemaResolver(paymentFormSchema(dueNowPaise)),
    defaultValues: { method: 'cash', cash: dueRupees, online: '', paymentId: '' },
  });
  const fieldProps = useFieldProps(form);
  const saveError = useSaveError(form, { fields: ['cash', 'online', 'paymentId'], fallback: t('payment.failed') });
  const { setValue, getValues, watch } = form;
  const method = watch('method');
  const typedCash = usesCash(method) ? typedPaise(watch('cash')) : 0;
  const typedOnline = usesOnline(method) ? typedPaise(watch('online')) : 0;
  // What would be left, shown only for a payment that fits (the checks speak for the others).
  const typedTotal = typedCash === null || typedOnline === null ? null : typedCash + typedOnline;
  const afterPaise =
    typedTotal !== null && typedTotal > 0 && typedTotal <= dueNowPaise ? dueNowPaise - typedTotal : null;

  function chooseMethod(next: PaymentMethod) {
    form.clearErrors();
    const { cash, online } = getValues();
    setValue('method', next);
    // One method takes the whole due; switching keeps what was typed where it still applies.
    if (next === 'cash') {
      setValue('cash', cash === '' ? (online === '' ? dueRupees : online) : cash);
      setValue('online', '');
    } else if (next === 'online') {
      setValue('online', online === '' ? (cash === '' ? dueRupees : cash) : online);
      setValue('cash', '');
    }
  }

  const submit = form.handleSubmit((payment) => {
    updatePayment.mutate(
      {
        uid: order.uid,
        cash: payment.cash,
        online: payment.online,
        ...(payment.paymentId ? { paymentId: payment.paymentId } : {}),
      },
      {
        onSuccess: (answer) => {
          notifySuccess(messageText(answer.message));
          onDone();
        },
        onError: saveError,
      },
    );
  });

  return (
    <FormFrame
      onSubmit={submit}
      submitLabel={t('payment.submit')}
      onCancel={onDone}
      isSaving={updatePayment.isPending}
      intro={t('payment.for', { name: order.cust.name, date: formatBillDate(order.bill_date) })}
    >
      <SimpleGrid cols={3} spacing="xs" className={classes.figures}>
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('payment.total')}
          </Text>
          <Text fw={700} data-testid="payment-total">
            {formatRupees(order.total_amount)}
          </Text>
        </div>
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('payment.paid')}
          </Text>
          <Text fw={700} data-testid="payment-paid">
            {formatRupees(paiseToRupees(cashPaidPaise + onlinePaidPaise))}
          </Text>
          <Text size="xs" c="dimmed">
            {t('payment.paidSplit', { cash: formatRupees(order.cash), online: formatRupees(order.online) })}
          </Text>
        </div>
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('payment.due')}
          </Text>
          <Text fw={700} c="red.9" data-testid="payment-due">
            {formatRupees(dueRupees)}
          </Text>
        </div>
      </SimpleGrid>
      {payLink && settings && <UpiQr link={payLink} amount={dueRupees} upiId={settings.upi.id} />}
      <ChoiceRow
        label={t('payment.method')}
        value={method}
        onChange={chooseMethod}
        data={[
          { value: 'cash', label: t('payment.cash') },
          { value: 'online', label: t('payment.online') },
          { value: 'both', label: t('payment.both') },
        ]}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {(['cash', 'online'] as const).map((name) => (
          <SchemaField
            key={name}
            form={form}
            name={name}
            // A payment's rules span both amounts: typing either checks the other again.
            recheck={[name === 'cash' ? 'online' : 'cash']}
            render={(field) => (
              <AmountInput
                {...field}
                label={name === 'cash' ? t('payment.cashAmount') : t('payment.onlineAmount')}
                disabled={name === 'cash' ? !usesCash(method) : !usesOnline(method)}
              />
            )}
          />
        ))}
      </SimpleGrid>
      <TextInput
        label={t('payment.reference')}
        description={t('payment.referenceHint')}
        maxLength={191}
        autoComplete="off"
        {...fieldProps('paymentId')}
      />
      {afterPaise !== null && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('payment.after', { amount: formatRupees(paiseToRupees(afterPaise)) })}
        </Text>
      )}
    </FormFrame>
  );
}
