/**
 * The receipt itself (docs/product.md#receipt, #entity-order): the salon's name, address and phones, the invoice's
 * number and bill date, the customer, every service line with its staff and every product line, the totals, what
 * was paid in cash and online and what is due, each payment (date, cash or online, amount), and a 'Paid' stamp once
 * nothing is due. One markup for the screen,
 * an A4 sheet and an 80 mm roll: the lines become a single column wherever the receipt is narrow (a container
 * query), which is how a phone shows it and how a roll prints it.
 */
import { useElementSize } from '@mantine/hooks';
import type { SalonSettings } from '@shared/site.schemas';
import { formatRupees } from '@shared/money';
import { orderItemsOf, type ReceiptOrder } from '@shared/orders.schemas';
import { useText } from '@web/i18n';
import { billDateParts, formatBillDate, receiptNumber } from '../order-text';
import { usePageSizeRule, type ReceiptFormat } from '../receipt-format';
import classes from './Receipt.module.css';
import { ordersText } from '../en';

interface ReceiptProps {
  order: ReceiptOrder;
  settings: SalonSettings | undefined;
  format: ReceiptFormat;
}

const money = (rupees: number) => formatRupees(rupees);
const discountText = (rupees: number) => (rupees > 0 ? formatRupees(rupees) : '—');

/** The address as the footer writes it, with the postal code when the city does not carry it already. */
function postalAddress({ address, city, postalCode }: SalonSettings): string {
  const text = [address, city].filter(Boolean).join(', ');
  return postalCode && !text.includes(postalCode) ? `${text} ${postalCode}`.trim() : text;
}

export function Receipt({ order, settings, format }: ReceiptProps) {
  const { t } = useText(ordersText);
  // The printed content, measured for the roll's page height; the page rule lives as long as the receipt.
  const { ref: contentRef, height: contentHeight } = useElementSize<HTMLDivElement>();
  usePageSizeRule(format, contentHeight || null);
  const items = orderItemsOf(order);
  const settled = order.due === 0;
  const number = receiptNumber(order.uid);
  const address = settings ? postalAddress(settings) : '';

  return (
    <article
      className={classes.sheet}
      data-format={format}
      data-receipt
      data-testid="receipt"
      aria-label={`${t('receipt.title')} ${t('receipt.number', { number })}`}
    >
      <div ref={contentRef} className={classes.content}>
        <header className={classes.salon}>
          <h1 className={classes.salonName}>{settings?.name ?? '\u00a0'}</h1>
          {address && <p className={classes.muted}>{address}</p>}
          {settings && settings.phones.length > 0 && (
            <p className={classes.muted}>{t('receipt.phones', { phones: settings.phones.join(', ') })}</p>
          )}
        </header>

        <div className={classes.meta}>
          <div>
            <h2 className={classes.title}>{t('receipt.title')}</h2>
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
          <thead>
            <tr>
              <th scope="col" className={classes.item}>
                {t('receipt.item')}
              </th>
              <th scope="col">{t('receipt.qty')}</th>
              <th scope="col">{t('receipt.price')}</th>
              <th scope="col">{t('receipt.discount')}</th>
              <th scope="col">{t('receipt.amount')}</th>
            </tr>
          </thead>
          {items.services.length > 0 && (
            <tbody>
              <tr className={classes.section}>
                <th scope="colgroup" colSpan={5}>
                  {t('receipt.services')}
                </th>
              </tr>
              {items.services.map((line, index) => (
                <tr key={index} data-testid="service-line">
                  <td className={classes.item}>
                    <span className={classes.strong}>{line.services.name}</span>
                    {line.staff.length > 0 && (
                      <span className={classes.sub}>
                        {t('receipt.staff', { names: line.staff.map((member) => member.name).join(', ') })}
                      </span>
                    )}
                  </td>
                  <td data-label={t('receipt.qty')}>{line.qty}</td>
                  <td data-label={t('receipt.price')}>{money(line.price)}</td>
                  <td data-label={t('receipt.discount')}>{discountText(line.discount)}</td>
                  <td className={classes.lineTotal}>{money(line.total)}</td>
                </tr>
              ))}
            </tbody>
          )}
          {items.products.length > 0 && (
            <tbody>
              <tr className={classes.section}>
                <th scope="colgroup" colSpan={5}>
                  {t('receipt.products')}
                </th>
              </tr>
              {items.products.map((line, index) => (
                <tr key={index} data-testid="product-line">
                  <td className={classes.item}>
                    <span className={classes.strong}>{line.name}</span>
                    {line.comment && <span className={classes.sub}>{line.comment}</span>}
                  </td>
                  <td className={classes.noQty} />
                  <td data-label={t('receipt.price')}>{money(line.price)}</td>
                  <td data-label={t('receipt.discount')}>{discountText(line.discount)}</td>
                  <td className={classes.lineTotal}>{money(line.total)}</td>
                </tr>
              ))}
            </tbody>
          )}
        </table>

        <div className={classes.summary}>
          {settled && (
            <div className={classes.stamp} data-testid="paid-stamp">
              {t('receipt.paidStamp')}
            </div>
          )}
          <dl className={classes.totals}>
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

/** Each payment taken on the order: its date, cash or online, and the amount. */
function ReceiptPayments({ payments }: { payments: ReceiptOrder['payments'] }) {
  const { t } = useText(ordersText);
  if (payments.length === 0) {
    return <p className={`${classes.payments} ${classes.muted}`}>{t('receipt.noPayments')}</p>;
  }
  return (
    <table className={`${classes.payments} ${classes.paymentLines}`}>
      <caption className={classes.label}>{t('receipt.payments')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('receipt.paymentDate')}</th>
          <th scope="col">{t('receipt.paymentMethod')}</th>
          <th scope="col">{t('receipt.paymentAmount')}</th>
        </tr>
      </thead>
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
