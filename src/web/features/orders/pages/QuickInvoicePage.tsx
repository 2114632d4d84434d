/**
 * /quickInvoice (docs/product.md#quick-invoice, #validation-invoice): the customer (search or add), the bill date (not
 * later than now), services with their staff, quantity and discount, products, the payment (cash, online or both) and
 * live totals. One form on the shared invoiceFormSchema (react-hook-form and its resolver): its problems show after a
 * first submit and then follow every change. Submit sends create_order; the server prices it again. Then /listing after
 * 1 s (docs/product.md#constants). A refused submit brings its first problem into view below the sticky header, focuses
 * it and says it in a toast; where the summary sits under the lines, a bar keeps the total, the due and Submit on
 * screen.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { Button, Card, Container, Grid, Group, Stack, Text, Title, type CardProps } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { IconClock, IconList } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormDateInput } from '@web/components/form-parts';
import { LinkButton } from '@web/components/LinkButton';
import { useText } from '@web/i18n';
import { useMessageText } from '@web/i18n/message-text';
import { isAdmin } from '@shared/roles';
import { ORDER_MESSAGES } from '@shared/orders.schemas';
import { addDays, salonToday } from '@shared/salon-time';
import { useSaveError } from '@web/lib/form-fields';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { useSession } from '@web/lib/session';
import { paths } from '@web/paths';
import { bookableServicesQuery, staffMembersQuery } from '@web/lib/staff-and-services';
import { useSalonSettings, useSalonTimeZone } from '@web/lib/salon-settings';
import { useCreateOrder } from '../api';
import { CustomerPicker } from '../components/CustomerPicker';
import { InvoiceSummary } from '../components/InvoiceSummary';
import { InvoiceTotalBar } from '../components/InvoiceTotalBar';
import { ProductLines } from '../components/ProductLines';
import { ServiceLines } from '../components/ServiceLines';
import {
  firstProblem,
  hasItems,
  invoiceStateOf,
  invoiceTotals,
  orderRequest,
  problemsOf,
  type InvoiceValues,
} from '../invoice-form';
import { revealFirstError } from '../reveal-first-error';
import { useInvoiceForm } from '../use-invoice-form';
import classes from './QuickInvoicePage.module.css';
import { quickInvoiceText } from '../invoice-en';

/** The order list opens 1 s after a saved invoice (docs/product.md#constants). */
const LIST_REDIRECT_MS = 1000;
/** Below Mantine's md the summary card sits under the lines (the grid below): the total bar takes its place. */
const STACKED = '(max-width: 61.99em)';

export function QuickInvoicePage() {
  const { t } = useText(quickInvoiceText);
  const messageText = useMessageText();
  const navigate = useNavigate();
  const { user } = useSession();
  const timeZone = useSalonTimeZone();
  const services = useQuery(bookableServicesQuery);
  const staff = useQuery(staffMembersQuery);
  const createOrder = useCreateOrder();
  const gst = useSalonSettings().settings?.gst;
  const { form, change, editLine, removeLine, addService, addProduct } = useInvoiceForm(timeZone, gst);
  const saveError = useSaveError(form, { fields: [], fallback: t('failed') });
  const page = useRef<HTMLDivElement>(null);
  const isStacked = useMediaQuery(STACKED);
  const redirect = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirect.current), []);

  const values = form.watch();
  const invoice = invoiceStateOf(values);
  const totals = invoiceTotals(invoice, gst);
  const staffNames = useMemo(() => new Map((staff.data ?? []).map((member) => [member.id, member.name])), [staff.data]);
  const { errors, isSubmitted, submitCount } = form.formState;
  // Each submit brings the first problem into view once its message is on the page (none after a good one).
  useEffect(() => {
    if (submitCount > 0 && page.current) revealFirstError(page.current);
  }, [submitCount]);
  // Problems show after a first submit, and then follow every change.
  const problems = isSubmitted ? problemsOf(errors as never, invoice) : null;

  const refused = (found: FieldErrors<InvoiceValues>) => {
    // The message by the field may be out of sight (far up the form on a phone): a toast says it too.
    const current = invoiceStateOf(form.getValues());
    const first =
      current.services.length === 0
        ? ORDER_MESSAGES.needService
        : firstProblem(problemsOf(found as never, current), current);
    if (first) notifyError(messageText(first)!);
  };
  const submit = form.handleSubmit(() => {
    if (createOrder.isPending) return;
    createOrder.mutate(orderRequest(invoiceStateOf(form.getValues()), staffNames, gst), {
      onSuccess: (answer) => {
        notifySuccess(messageText(answer.message));
        redirect.current = window.setTimeout(
          () => void navigate(paths.listing, { state: { createdOrderUid: answer.data.uid } }),
          LIST_REDIRECT_MS,
        );
      },
      onError: saveError,
    });
  }, refused);
  const onSubmit = () => void submit();

  return (
    <Container
      ref={page}
      size="xl"
      py={{ base: 'md', sm: 'xl' }}
      px={{ base: 'xs', sm: 'md' }}
      className={classes.page}
    >
      <Group justify="space-between" align="flex-end" mb="md" gap="sm">
        <Stack gap={2}>
          <Title order={1} fz={{ base: 22, sm: 28 }}>
            {t('page.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('page.subtitle')}
          </Text>
        </Stack>
        <LinkButton to={paths.listing} variant="default" icon={IconList} iconSize={16}>
          {t('page.toList')}
        </LinkButton>
      </Group>
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <InvoiceSection title={t('customer.title')}>
              <Stack gap="sm">
                <CustomerPicker
                  value={values.customer}
                  onChange={(customer) => change('customer', customer)}
                  error={messageText(problems?.customer)}
                />
                <Group grow gap="sm" align="flex-start">
                  <FormDateInput
                    label={t('billDate.date')}
                    required
                    maxDate={salonToday(timeZone)}
                    // Staff date a bill today or yesterday; the server refuses older dates from them too.
                    minDate={isAdmin(user) ? undefined : addDays(salonToday(timeZone), -1)}
                    value={values.day}
                    onChange={(day) => change('day', day)}
                    error={messageText(problems?.billDate)}
                  />
                  <TimeInput
                    label={t('billDate.time')}
                    required
                    leftSection={<IconClock size={18} aria-hidden />}
                    value={values.time}
                    onChange={(event) => change('time', event.currentTarget.value)}
                  />
                </Group>
              </Stack>
            </InvoiceSection>
            <InvoiceSection title={t('services.title')}>
              <ServiceLines
                services={services.data}
                staffMembers={staff.data}
                lines={values.services}
                onAdd={addService}
                onChange={editLine('services')}
                onRemove={removeLine('services')}
                problems={problems?.lines ?? {}}
                emptyError={problems?.services}
              />
            </InvoiceSection>
            <InvoiceSection title={t('products.title')}>
              <ProductLines
                lines={values.products}
                onAdd={addProduct}
                onChange={editLine('products')}
                onRemove={removeLine('products')}
                problems={problems?.products ?? {}}
              />
            </InvoiceSection>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <InvoiceSection title={t('totals.title')} className={classes.summary}>
            <InvoiceSummary
              totals={totals}
              hasItems={hasItems(invoice)}
              method={values.method}
              cash={values.cash}
              online={values.online}
              onMethod={(method) => change('method', method)}
              onCash={(cash) => change('cash', cash)}
              onOnline={(online) => change('online', online)}
              error={problems?.payment}
            />
            {!isStacked && (
              <Button fullWidth size="md" mt="md" onClick={onSubmit} loading={createOrder.isPending}>
                {t('submit')}
              </Button>
            )}
          </InvoiceSection>
        </Grid.Col>
      </Grid>
      {isStacked && <InvoiceTotalBar totals={totals} onSubmit={onSubmit} isSubmitting={createOrder.isPending} />}
    </Container>
  );
}

/** One part of the invoice: a card under its heading. */
function InvoiceSection({ title, children, ...card }: CardProps & { title: string }) {
  return (
    <Card withBorder radius="md" padding="md" {...card}>
      <Title order={2} fz="lg" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}
