/**
 * /billing/{uid} (docs/product.md#receipt), an open route: anyone with the link sees the receipt (the uid is
 * random and unguessable). Print sits above it for everyone; the desk's controls, the paper (A4 or an 80 mm roll,
 * remembered in this browser) and Share to the customer's chat app, for staff and the admin only; Cancel invoice for the
 * admin (docs/product.md#gst-invoices). None is printed. With ?print=true printing starts 1 s after the receipt has
 * loaded (docs/product.md#constants). An unknown uid shows a friendly 'This receipt does not exist' under the not-found
 * page's title.
 */
import { useEffect, useRef, useState } from 'react';
import { Button, Container, Group, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { IconFileOff, IconFileX, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { ListEmpty, ListFailed } from '@web/components/ListStates';
import { BackOfficeFrame } from '@web/components/back-office/BackOfficePage';
import { WhatsAppButton } from '@web/components/WhatsAppButton';
import { useText } from '@web/i18n';
import { ApiError } from '@web/lib/api';
import { isAdmin, isBackOffice } from '@shared/roles';
import { useSession } from '@web/lib/session';
import { paths } from '@web/paths';
import { useSalonSettings } from '@web/lib/salon-settings';
import { useNotFoundTags } from '@web/lib/use-seo-tags';
import { receiptQuery } from '../api';
import { CancelInvoiceModal } from '../components/CancelInvoiceModal';
import { Receipt } from '../components/Receipt';
import { useReceiptFormat, type ReceiptFormat } from '../receipt-format';
import { useShareLink } from '../use-share-link';
import classes from './BillingPage.module.css';
import { ordersText } from '../en';

/** docs/product.md#constants: print starts 1 s after load. */
export const PRINT_DELAY_MS = 1000;

export function BillingPage() {
  const { t } = useText(ordersText);
  const { uid = '' } = useParams();
  const [params] = useSearchParams();
  const wantsPrint = params.get('print') === 'true';
  const order = useQuery(receiptQuery(uid));
  const { user } = useSession();
  const isDesk = isBackOffice(user);
  const [isCancelling, setCancelling] = useState(false);
  const { settings, isLoading: settingsLoading } = useSalonSettings();
  const [format, setFormat] = useReceiptFormat();
  const shareLink = useShareLink();

  // Once per visit: the receipt and the salon's header are on screen, then the print dialog a second later.
  const ready = order.isSuccess && !settingsLoading;
  const printed = useRef(false);
  useEffect(() => {
    if (!wantsPrint || !ready || printed.current) return;
    printed.current = true;
    const timer = window.setTimeout(() => window.print(), PRINT_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      printed.current = false;
    };
  }, [wantsPrint, ready]);

  // The server answered this address with 404 when the order does not exist: the document says so too. A uid too
  // long to be one is refused with 422 and the same 'This order does not exist.'.
  const missing = order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 422);
  useNotFoundTags(missing);

  if (order.isPending) {
    return (
      <Container size={860} py="xl" px={{ base: 'xs', sm: 'md' }} aria-busy aria-label={t('receipt.loading')}>
        <Stack gap="md">
          <Skeleton height={36} width={320} maw="100%" />
          <Skeleton height={520} radius="md" />
        </Stack>
      </Container>
    );
  }

  if (order.isError) {
    return (
      <Container size={640} py={{ base: 'lg', sm: 48 }} px={{ base: 'xs', sm: 'md' }}>
        {missing ? (
          <ListEmpty
            icon={IconFileOff}
            title={t('receipt.missingTitle')}
            body={t('receipt.missingBody')}
            action={
              <Button component={Link} to={paths.home} variant="light">
                {t('receipt.home')}
              </Button>
            }
          />
        ) : (
          <ListFailed
            title={t('receipt.failed')}
            retryLabel={t('receipt.retry')}
            onRetry={() => void order.refetch()}
          />
        )}
      </Container>
    );
  }

  // No Share when the customer's phone cannot be a WhatsApp number (docs/product.md#whatsapp-messages).
  const shareHref = shareLink(order.data);

  return (
    <BackOfficeFrame size={format === '80mm' ? 480 : 860} className={classes.page}>
      <Group
        component="section"
        aria-label={t('receipt.toolbar')}
        justify={isDesk ? 'space-between' : 'flex-end'}
        gap="sm"
        mb="md"
        className={classes.toolbar}
      >
        {isDesk && (
          <Group gap="xs">
            <Text size="sm" fw={500} id="receipt-format-label">
              {t('receipt.format')}
            </Text>
            <SegmentedControl
              aria-labelledby="receipt-format-label"
              size="xs"
              value={format}
              onChange={(value) => setFormat(value as ReceiptFormat)}
              data={[
                { value: 'a4', label: t('receipt.formatA4') },
                { value: '80mm', label: t('receipt.format80') },
              ]}
            />
          </Group>
        )}
        <Group gap="xs">
          {isAdmin(user) && !order.data.cancelled && (
            <Button
              variant="default"
              color="red"
              onClick={() => setCancelling(true)}
              leftSection={<IconFileX size={16} aria-hidden />}
            >
              {t('cancel.open')}
            </Button>
          )}
          {isDesk && shareHref && <WhatsAppButton href={shareHref}>{t('receipt.share')}</WhatsAppButton>}
          <Button onClick={() => window.print()} leftSection={<IconPrinter size={16} aria-hidden />}>
            {t('receipt.print')}
          </Button>
        </Group>
      </Group>
      <Receipt order={order.data} settings={settings} format={format} />
      <CancelInvoiceModal order={isCancelling ? order.data : null} onClose={() => setCancelling(false)} />
    </BackOfficeFrame>
  );
}
