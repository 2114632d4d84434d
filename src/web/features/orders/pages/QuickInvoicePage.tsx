/**
 * /quickInvoice (docs/product.md#quick-invoice, #validation-invoice; issue 6): the customer (search or add), the bill
 * date (not later than now), services with their staff, quantity and discount, products, the payment (cash, online or
 * both) and live totals. Submit sends create_order; the server prices it again. Then /listing after 1 s
 * (docs/product.md#constants). A refused submit brings its first problem into view below the sticky header, focuses it
 * and says it in a toast; where the summary sits under the lines, a bar keeps the total, the due and Submit on screen.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { Button, Card, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { DatePickerInput, TimeInput } from '@mantine/dates';
import { IconCalendarEvent, IconClock, IconList } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '@web/i18n';
import { useServerText, useValidationText } from '@web/i18n/use-message-text';
import type { ProductInput } from '@shared/appointments.schemas';
import type { Service } from '@shared/catalogue.schemas';
import { USER_TYPE } from '@shared/constants';
import type { CustomerPick } from '@shared/customers.schemas';
import { rupeesToPaise } from '@shared/money';
import { ORDER_MESSAGES } from '@shared/orders.schemas';
import { addDays, salonTimeOfDay, salonToday } from '@shared/salon-time';
import { ApiError } from '@web/lib/api';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { useSession } from '@web/lib/session';
import { paths } from '@web/paths';
import { bookableServicesQuery, staffMembersQuery } from '@web/features/booking/api';
import { useSalonTimeZone } from '@web/features/site/api';
import { useCreateOrder } from '../api';
import { CustomerPicker } from '../components/CustomerPicker';
import { InvoiceSummary } from '../components/InvoiceSummary';
import { InvoiceTotalBar } from '../components/InvoiceTotalBar';
import { ProductLines } from '../components/ProductLines';
import { ServiceLines } from '../components/ServiceLines';
import {
  firstProblem,
  hasItems,
  hasProblems,
  invoiceProblems,
  invoiceTotals,
  orderRequest,
  type InvoiceProblems,
  type InvoiceState,
} from '../invoice-form';
import { revealFirstError } from '../reveal-first-error';
import classes from './QuickInvoicePage.module.css';
import '../invoice-en';

/** docs/product.md#constants: the order list opens 1 s after a saved invoice. */
const LIST_REDIRECT_MS = 1000;
const DATE_FORMAT = 'DD MMM YYYY';
/** Below Mantine's md the summary card sits under the lines (the grid below): the total bar takes its place. */
const STACKED = '(max-width: 61.99em)';

export function QuickInvoicePage() {
  const { t } = useTranslation('quickInvoice');
  const serverText = useServerText();
  const validationText = useValidationText();
  const navigate = useNavigate();
  const { user } = useSession();
  const timeZone = useSalonTimeZone();
  const services = useQuery(bookableServicesQuery);
  const staff = useQuery(staffMembersQuery);
  const createOrder = useCreateOrder();
  const nextKey = useRef(0);
  const [customer, setCustomer] = useState<CustomerPick | null>(null);
  const [day, setDay] = useState<string | null>(() => salonToday(timeZone));
  const [time, setTime] = useState(() => salonTimeOfDay(timeZone).slice(0, 5));
  const [state, setState] = useState<Omit<InvoiceState, 'customerId' | 'billDate'>>({
    services: [],
    products: [],
    method: null,
    cash: '',
    online: '',
  });
  const [shownProblems, setShownProblems] = useState<InvoiceProblems | null>(null);
  // Counts refused submits: each one brings the first problem into view once its message is on the page.
  const [refusals, setRefusals] = useState(0);
  const form = useRef<HTMLDivElement>(null);
  const isStacked = useMediaQuery(STACKED);
  const redirect = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirect.current), []);
  useEffect(() => {
    if (refusals > 0 && form.current) revealFirstError(form.current);
  }, [refusals]);

  const invoice: InvoiceState = {
    ...state,
    customerId: customer?.id ?? null,
    billDate: day && /^\d{2}:\d{2}$/.test(time) ? `${day} ${time}:00` : null,
  };
  const totals = invoiceTotals(invoice);
  const staffNames = useMemo(() => new Map((staff.data ?? []).map((member) => [member.id, member.name])), [staff.data]);
  // Problems show after a first submit, and then follow every change.
  const latest = () => `${salonToday(timeZone)} ${salonTimeOfDay(timeZone)}`;
  const problems = shownProblems ? invoiceProblems(invoice, latest()) : null;

  const key = () => `line-${(nextKey.current += 1)}`;
  const addService = (service: Service) =>
    setState((current) => ({
      ...current,
      services: [
        ...current.services,
        {
          key: key(),
          serviceId: service.id,
          name: service.name,
          pricePaise: rupeesToPaise(service.price),
          // The spec's roles: a staff member is on their own lines by default; the admin gets the staff of the line
          // before (one stylist often does several services), or chooses on the first line.
          staffIds: user?.user_type === USER_TYPE.staff ? [user.id] : (current.services.at(-1)?.staffIds ?? []),
          quantity: 1,
          discount: service.discount,
        },
      ],
    }));
  const addProduct = (product: ProductInput) =>
    setState((current) => ({
      ...current,
      products: [
        ...current.products,
        {
          key: key(),
          name: product.name,
          pricePaise: rupeesToPaise(product.price),
          comment: product.comment,
          discount: '',
        },
      ],
    }));

  const submit = () => {
    const found = invoiceProblems(invoice, latest());
    setShownProblems(found);
    if (hasProblems(found)) {
      // The message by the field may be out of sight (far up the form on a phone): a toast says it too.
      const first = invoice.services.length === 0 ? ORDER_MESSAGES.needService : firstProblem(found, invoice);
      if (first) notifyError(validationText(first)!);
      setRefusals((count) => count + 1);
      return;
    }
    if (createOrder.isPending) return;
    createOrder.mutate(orderRequest(invoice, staffNames), {
      onSuccess: (answer) => {
        notifySuccess(serverText(answer.message));
        redirect.current = window.setTimeout(
          () => void navigate(paths.listing, { state: { createdOrderUid: answer.data.uid } }),
          LIST_REDIRECT_MS,
        );
      },
      onError: (error) => {
        const text =
          error instanceof ApiError ? (Object.values(error.fieldErrors)[0]?.[0] ?? error.displayText) : t('failed');
        notifyError(serverText(text));
      },
    });
  };

  return (
    <Container
      ref={form}
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
        <Button component={Link} to={paths.listing} variant="default" leftSection={<IconList size={16} aria-hidden />}>
          {t('page.toList')}
        </Button>
      </Group>
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <Card withBorder radius="md" padding="md">
              <Title order={2} fz="lg" mb="sm">
                {t('customer.title')}
              </Title>
              <Stack gap="sm">
                <CustomerPicker value={customer} onChange={setCustomer} error={validationText(problems?.customer)} />
                <Group grow gap="sm" align="flex-start">
                  <DatePickerInput
                    label={t('billDate.date')}
                    required
                    valueFormat={DATE_FORMAT}
                    maxDate={salonToday(timeZone)}
                    // Staff date a bill today or yesterday; the server refuses older dates from them too.
                    minDate={user?.user_type === USER_TYPE.admin ? undefined : addDays(salonToday(timeZone), -1)}
                    leftSection={<IconCalendarEvent size={18} aria-hidden />}
                    value={day}
                    onChange={setDay}
                    error={validationText(problems?.billDate)}
                  />
                  <TimeInput
                    label={t('billDate.time')}
                    required
                    leftSection={<IconClock size={18} aria-hidden />}
                    value={time}
                    onChange={(event) => setTime(event.currentTarget.value)}
                  />
                </Group>
              </Stack>
            </Card>
            <Card withBorder radius="md" padding="md">
              <Title order={2} fz="lg" mb="sm">
                {t('services.title')}
              </Title>
              <ServiceLines
                services={services.data}
                staffMembers={staff.data}
                lines={state.services}
                onAdd={addService}
                onChange={(lineKey, change) =>
                  setState((current) => ({
                    ...current,
                    services: current.services.map((line) => (line.key === lineKey ? { ...line, ...change } : line)),
                  }))
                }
                onRemove={(lineKey) =>
                  setState((current) => ({
                    ...current,
                    services: current.services.filter((line) => line.key !== lineKey),
                  }))
                }
                problems={problems?.lines ?? {}}
                emptyError={problems?.services}
              />
            </Card>
            <Card withBorder radius="md" padding="md">
              <Title order={2} fz="lg" mb="sm">
                {t('products.title')}
              </Title>
              <ProductLines
                lines={state.products}
                onAdd={addProduct}
                onChange={(lineKey, change) =>
                  setState((current) => ({
                    ...current,
                    products: current.products.map((line) => (line.key === lineKey ? { ...line, ...change } : line)),
                  }))
                }
                onRemove={(lineKey) =>
                  setState((current) => ({
                    ...current,
                    products: current.products.filter((line) => line.key !== lineKey),
                  }))
                }
                problems={problems?.products ?? {}}
              />
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder radius="md" padding="md" className={classes.summary}>
            <Title order={2} fz="lg" mb="sm">
              {t('totals.title')}
            </Title>
            <InvoiceSummary
              totals={totals}
              hasItems={hasItems(invoice)}
              method={state.method}
              cash={state.cash}
              online={state.online}
              onMethod={(method) => setState((current) => ({ ...current, method }))}
              onCash={(cash) => setState((current) => ({ ...current, cash }))}
              onOnline={(online) => setState((current) => ({ ...current, online }))}
              error={problems?.payment}
            />
            {!isStacked && (
              <Button fullWidth size="md" mt="md" onClick={submit} loading={createOrder.isPending}>
                {t('submit')}
              </Button>
            )}
          </Card>
        </Grid.Col>
      </Grid>
      {isStacked && <InvoiceTotalBar totals={totals} onSubmit={submit} isSubmitting={createOrder.isPending} />}
    </Container>
  );
}
