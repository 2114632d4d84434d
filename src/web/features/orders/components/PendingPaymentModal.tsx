/**
 * Pending Payment (docs/product.md#order-list, #order-payment), admin only: the order's total, what was paid and
 * what is due; cash, online or both added to it (POST /api/order/update_payment, with an optional payment
 * reference). The form refuses an empty payment and one above the due in the server's own words; the server checks
 * again (two desks may pay at once), and its message is shown as a toast when it refuses
 * (docs/product.md#errors-back-office).
 */
import { Button, Group, Modal, NumberInput, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Controller, useForm } from 'react-hook-form';
import { ORDER_MESSAGES, type Order } from '@shared/orders.schemas';
import { duePaise } from '@shared/order-arithmetic';
import { formatRupees, hasWholePaise, paiseToRupees, rupeesToPaise } from '@shared/money';
import { useTranslation } from '@web/i18n';
import { useServerText, useValidationText } from '@web/i18n/use-message-text';
import { ApiError } from '@web/lib/api';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { useUpdatePayment } from '../api';
import { formatBillDate } from '../order-text';
import classes from './PendingPaymentModal.module.css';
// The 'orders' text, registered as this module loads.
import '../en';

export type PaymentMethod = 'cash' | 'online' | 'both';

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
  const { t } = useTranslation('orders');
  const isPhone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal opened={order !== null} onClose={onClose} title={t('payment.title')} fullScreen={isPhone} centered>
      {/* A fresh form for each order opened. */}
      {order && <PaymentForm key={order.uid} order={order} onDone={onClose} />}
    </Modal>
  );
}

/** Paise of a typed amount; '' is 0; null when it is not an amount of rupees (negative, or below a paisa). */
function typedPaise(value: number | string): number | null {
  if (value === '' || value === undefined) return 0;
  const rupees = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(rupees) || rupees < 0 || !hasWholePaise(rupees)) return null;
  return rupeesToPaise(rupees);
}

const usesCash = (method: PaymentMethod) => method !== 'online';
const usesOnline = (method: PaymentMethod) => method !== 'cash';

function PaymentForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const { t } = useTranslation('orders');
  const validationText = useValidationText();
  const serverText = useServerText();
  const updatePayment = useUpdatePayment();
  const totalPaise = rupeesToPaise(order.total_amount);
  const cashPaidPaise = rupeesToPaise(order.cash);
  const onlinePaidPaise = rupeesToPaise(order.online);
  const dueNowPaise = duePaise({ totalPaise, cashPaise: cashPaidPaise, onlinePaise: onlinePaidPaise });
  const dueRupees = paiseToRupees(dueNowPaise);

  const form = useForm<PaymentValues>({
    defaultValues: { method: 'cash', cash: dueRupees, online: '', paymentId: '' },
  });
  const { control, register, setValue, getValues, setError, clearErrors, watch, formState } = form;
  const method = watch('method');
  const cashText = watch('cash');
  const onlineText = watch('online');
  const typedCash = usesCash(method) ? typedPaise(cashText) : 0;
  const typedOnline = usesOnline(method) ? typedPaise(onlineText) : 0;
  // What would be left, shown only for a payment that fits (the checks speak for the others).
  const typedTotal = typedCash === null || typedOnline === null ? null : typedCash + typedOnline;
  const afterPaise =
    typedTotal !== null && typedTotal > 0 && typedTotal <= dueNowPaise ? dueNowPaise - typedTotal : null;

  function chooseMethod(next: PaymentMethod) {
    clearErrors();
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

  const submit = form.handleSubmit((values) => {
    const cash = usesCash(values.method) ? typedPaise(values.cash) : 0;
    const online = usesOnline(values.method) ? typedPaise(values.online) : 0;
    const firstField = usesCash(values.method) ? 'cash' : 'online';
    if (cash === null) return setError('cash', { message: ORDER_MESSAGES.amount });
    if (online === null) return setError('online', { message: ORDER_MESSAGES.amount });
    if (cash + online === 0) return setError(firstField, { message: ORDER_MESSAGES.paymentEmpty });
    if (cash + online > dueNowPaise) return setError(firstField, { message: ORDER_MESSAGES.paymentTooMuch });
    const paymentId = values.paymentId.trim();
    updatePayment.mutate(
      {
        uid: order.uid,
        cash: paiseToRupees(cash),
        online: paiseToRupees(online),
        ...(paymentId ? { paymentId } : {}),
      },
      {
        onSuccess: (answer) => {
          notifySuccess(serverText(answer.message));
          onDone();
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return notifyError(t('payment.failed'));
          const fieldMessage = Object.values(error.fieldErrors).find((messages) => messages.length > 0)?.[0];
          notifyError(serverText(fieldMessage ?? error.displayText));
        },
      },
    );
  });

  const errorOf = (field: 'cash' | 'online') => validationText(formState.errors[field]?.message);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('payment.for', { name: order.cust.name, date: formatBillDate(order.bill_date) })}
        </Text>
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
        <Stack gap={4}>
          <Text size="sm" fw={500} id="payment-method-label">
            {t('payment.method')}
          </Text>
          <SegmentedControl
            aria-labelledby="payment-method-label"
            value={method}
            onChange={(value) => chooseMethod(value as PaymentMethod)}
            data={[
              { value: 'cash', label: t('payment.cash') },
              { value: 'online', label: t('payment.online') },
              { value: 'both', label: t('payment.both') },
            ]}
            fullWidth
          />
        </Stack>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {(['cash', 'online'] as const).map((name) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => (
                <NumberInput
                  label={name === 'cash' ? t('payment.cashAmount') : t('payment.onlineAmount')}
                  value={field.value}
                  onChange={(value) => {
                    field.onChange(value);
                    clearErrors();
                  }}
                  onBlur={field.onBlur}
                  name={field.name}
                  disabled={name === 'cash' ? !usesCash(method) : !usesOnline(method)}
                  error={errorOf(name)}
                  prefix="₹"
                  min={0}
                  decimalScale={2}
                  allowNegative={false}
                  thousandSeparator=","
                  inputMode="decimal"
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
          {...register('paymentId')}
        />
        {afterPaise !== null && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('payment.after', { amount: formatRupees(paiseToRupees(afterPaise)) })}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={updatePayment.isPending}>
            {t('payment.cancel')}
          </Button>
          <Button type="submit" loading={updatePayment.isPending}>
            {t('payment.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
