/**
 * The receipt itself (docs/product.md#receipt, #entity-order): the salon's name, address and phones, the invoice's
 * number and bill date, the customer, every service line with its staff and every product line, the totals, what
 * was paid in cash and online and what is due, each payment (date, cash or online, amount), and a 'Paid' stamp once
 * nothing is due. One markup for the screen,
 * an A4 sheet and an 80 mm roll: the lines become a single column wherever the receipt is narrow (a container
 * query), which is how a phone shows it and how a roll prints it.
 */
import type { ReactNode } from 'react';
import { useElementSize } from '@mantine/hooks';
import type { SalonSettings } from '@shared/site.schemas';
import { formatRupees, rupeesToPaise } from '@shared/money';
import { orderItemsOf, type ReceiptOrder } from '@shared/orders.schemas';
import { useText } from '@web/i18n';
import { billDateParts, formatBillDate, receiptNumber } from '../order-text';
import { usePageSizeRule, type ReceiptFormat } from '../receipt-format';
import classes from './Receipt.module.css';
import { ordersText } from '../en';
import { postalAddress } from '@shared/postal-address';
import { ReceiptHead } from './ReceiptHead';
import { ReceiptAmountInWords, ReceiptTaxLines, ReceiptTaxTotals } from './ReceiptTax';
import { UpiQr } from './UpiQr';
import { duePaymentLink } from '../upi-qr';

interface ReceiptProps {
  order: ReceiptOrder;
  settings: SalonSettings | undefined;
  format: ReceiptFormat;
}

/** The columns of the lines' table and of the payments' table. */
const LINE_COLUMNS = ['item', 'qty', 'price', 'discount', 'amount'] as const;
const PAYMENT_COLUMNS = ['paymentDate', 'paymentMethod', 'paymentAmount'] as const;

const money = (rupees: number) => formatRupees(rupees);
const discountText = (rupees: number) => (rupees > 0 ? formatRupees(rupees) : '—');

export function Receipt({ order, settings, format }: ReceiptProps) {
  const { t } = useText(ordersText);
  // The printed content, measured for the roll's page height; the page rule lives as long as the receipt.
  const { ref: contentRef, height: contentHeight } = useElementSize<HTMLDivElement>();
  usePageSizeRule(format, contentHeight || null);
  const items = orderItemsOf(order);
  const settled = order.due === 0;
  // A tax invoice shows the registration it was billed under, and its number (docs/product.md#gst-invoices).
  const tax = order.tax ?? null;
  const number = (tax && order.invoice_number) || receiptNumber(order.uid);
  const address = tax ? tax.address : settings ? postalAddress(settings) : '';
  const title = tax ? t('receipt.taxTitle') : t('receipt.title');
  // A due shows a UPI QR code of it, while the invoice stands (docs/product.md#upi-qr).
  const payLink = order.cancelled ? null : duePaymentLink(settings, rupeesToPaise(order.due), number);
  const codeOf = (index: number) => {
    const line = tax?.lines[index];
    return line && t(index < items.services.length ? 'receipt.sac' : 'receipt.hsn', { code: line.code });
  };
  const serviceLines = items.services.map((line, index) => ({
    name: line.services.name,
    detail: line.staff.length > 0 && t('receipt.staff', { names: line.staff.map((member) => member.name).join(', ') }),
    code: codeOf(index),
    qty: line.qty,
    line,
  }));
  const productLines = items.products.map((line, index) => ({
    name: line.name,
    detail: line.comment,
    code: codeOf(items.services.length + index),
    line,
  }));

  return (
    <article
      className={classes.sheet}
      data-format={format}
      data-receipt
      data-testid="receipt"
      aria-label={`${title} ${t('receipt.number', { number })}`}
      data-cancelled={order.cancelled ? true : undefined}
    >
      <div ref={contentRef} className={classes.content}>
        <header className={classes.salon}>
          <h1 className={classes.salonName}>{settings?.name ?? '\u00a0'}</h1>
          {tax && tax.legal_name !== settings?.name && <p className={classes.strong}>{tax.legal_name}</p>}
          {address && <p className={classes.muted}>{address}</p>}
          {settings && settings.phones.length > 0 && (
            <p className={classes.muted}>{t('receipt.phones', { phones: settings.phones.join(', ') })}</p>
          )}
          {tax && (
            <p className={classes.strong} data-testid="receipt-gstin">
              {t('receipt.gstin', { gstin: tax.gstin })}
            </p>
          )}
        </header>

        <div className={classes.meta}>
          <div>
            <h2 className={classes.title}>{title}</h2>
            <p className={classes.number}>{t('receipt.number', { number })}</p>
          </div>
          <div className={classes.metaEnd}>
            <p className={classes.label}>{t('receipt.billDate')}</p>
            <p className={classes.strong}>{formatBillDate(order.bill_date)}</p>
          </div>
        </div>

        <div className={classes.party}>
          <div>
            <p className={classes.label}>{t('receipt.billedTo')}</p>
            <p className={classes.strong}>{order.cust.name}</p>
            <p>{order.cust.phone}</p>
          </div>
          {order.user.name && (
            <p className={`${classes.muted} ${classes.metaEnd}`}>{t('receipt.billedBy', { name: order.user.name })}</p>
          )}
        </div>

        <table className={classes.lines}>
          <ReceiptHead columns={LINE_COLUMNS.map((key) => t(`receipt.${key}`))} lead />
          <ReceiptSection title={t('receipt.services')} testId="service-line" lines={serviceLines} />
          <ReceiptSection title={t('receipt.products')} testId="product-line" lines={productLines} />
        </table>
        {tax && <ReceiptTaxLines tax={tax} />}

        <div className={classes.summary}>
          {order.cancelled ? (
            <div className={`${classes.stamp} ${classes.cancelledStamp}`} data-testid="cancelled-stamp">
              {t('receipt.cancelledStamp')}
            </div>
          ) : settled ? (
            <div className={classes.stamp} data-testid="paid-stamp">
              {t('receipt.paidStamp')}
            </div>
          ) : (
            payLink && settings && <UpiQr link={payLink} amount={order.due} upiId={settings.upi.id} />
          )}
          <dl className={classes.totals}>
            {tax && <ReceiptTaxTotals tax={tax} />}
            <div className={classes.grand}>
              <dt>{t('receipt.total')}</dt>
              <dd data-testid="receipt-total">{money(order.total_amount)}</dd>
            </div>
            <div>
              <dt>{t('receipt.paidCash')}</dt>
              <dd>{money(order.cash)}</dd>
            </div>
            <div>
              <dt>{t('receipt.paidOnline')}</dt>
              <dd>{money(order.online)}</dd>
            </div>
            <div className={classes.due} data-settled={settled}>
              <dt>{t('receipt.due')}</dt>
              <dd data-testid="receipt-due">{money(order.due)}</dd>
            </div>
          </dl>
        </div>
        {tax && <ReceiptAmountInWords total={order.total_amount} />}
        {order.cancelled && (
          <p className={classes.cancelled} data-testid="receipt-cancelled">
            {t('receipt.cancelledBecause', { reason: order.cancelled.reason })}
          </p>
        )}
        <ReceiptPayments payments={order.payments} />
        {order.paymentId && <p className={classes.muted}>{t('receipt.reference', { reference: order.paymentId })}</p>}

        <footer className={classes.footer}>
          <p className={classes.strong}>{t('receipt.thanks')}</p>
          <p className={classes.uid}>{t('receipt.uid', { uid: order.uid })}</p>
        </footer>
      </div>
    </article>
  );
}

interface ReceiptSectionProps {
  title: string;
  /** Each line's test id. */
  testId: string;
  lines: Omit<ReceiptLineProps, 'testId'>[];
}

/** A group of the receipt's lines (services, products) under its heading; nothing when it has no lines. */
function ReceiptSection({ title, testId, lines }: ReceiptSectionProps) {
  if (lines.length === 0) return null;
  return (
    <tbody>
      <tr className={classes.section}>
        <th scope="colgroup" colSpan={5}>
          {title}
        </th>
      </tr>
      {lines.map((line, index) => (
        <ReceiptLine key={index} testId={testId} {...line} />
      ))}
    </tbody>
  );
}

interface ReceiptLineProps {
  testId: string;
  name: string;
  /** Under the name: a service's staff, a product's comment. */
  detail: ReactNode;
  /** A service's quantity; a product has none. */
  qty?: number;
  /** On a tax invoice: 'SAC 999721', 'HSN 3305'. */
  code?: string | undefined | false;
  line: { price: number; discount: number; total: number };
}

/** One line: its name (and what is said under it), quantity, price, discount and amount. */
function ReceiptLine({ testId, name, detail, qty, code, line }: ReceiptLineProps) {
  const { t } = useText(ordersText);
  return (
    <tr data-testid={testId}>
      <td className={classes.item}>
        <span className={classes.strong}>{name}</span>
        {detail && <span className={classes.sub}>{detail}</span>}
        {code && <span className={classes.sub}>{code}</span>}
      </td>
      {qty === undefined ? <td className={classes.noQty} /> : <td data-label={t('receipt.qty')}>{qty}</td>}
      <td data-label={t('receipt.price')}>{money(line.price)}</td>
      <td data-label={t('receipt.discount')}>{discountText(line.discount)}</td>
      <td className={classes.lineTotal}>{money(line.total)}</td>
    </tr>
  );
}

/** Each payment taken on the order: its date, cash or online, and the amount. */
function ReceiptPayments({ payments }: { payments: ReceiptOrder['payments'] }) {
  const { t } = useText(ordersText);
  if (payments.length === 0) {
    return <p className={`${classes.payments} ${classes.muted}`}>{t('receipt.noPayments')}</p>;
  }
  return (
    <table className={`${classes.payments} ${classes.paymentLines}`}>
      <caption className={classes.label}>{t('receipt.payments')}</caption>
      <ReceiptHead columns={PAYMENT_COLUMNS.map((key) => t(`receipt.${key}`))} />
      <tbody>
        {payments.map((payment, index) => (
          <tr key={index} data-testid="payment-line">
            <td>{billDateParts(payment.date).day}</td>
            <td>{t(`receipt.method.${payment.method}`)}</td>
            <td>{money(payment.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
