/**
 * A tax invoice's part of the receipt (docs/product.md#gst-invoices): each line's SAC or HSN with its rate, taxable
 * value, CGST and SGST at half the rate each; the sums beside the total; and the total in words (lakh, crore). The
 * figures are the ones billed, kept with the order.
 */
import { rupeesToPaise } from '@shared/money';
import { amountInWords } from '@shared/amount-in-words';
import type { OrderTax } from '@shared/tax-invoice.schemas';
import { useLanguage, useText } from '@web/i18n';
import { ordersText } from '../en';
import classes from './Receipt.module.css';
import { ReceiptHead } from './ReceiptHead';

/** The columns of the tax lines' table. */
const TAX_COLUMNS = ['taxCode', 'taxable', 'cgst', 'sgst'] as const;

const percent = (rate: number) => `${rate.toLocaleString('en-IN', { maximumFractionDigits: 2 })}%`;
/** Tax figures always with their paise, as an accountant reads them: ₹6,094.70. */
const formatRupees = (rupees: number) =>
  `₹${rupees.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Each line's tax, in the order the lines are listed (services, then products). */
export function ReceiptTaxLines({ tax }: { tax: OrderTax }) {
  const { t } = useText(ordersText);
  return (
    <table className={`${classes.lines} ${classes.taxLines}`} data-testid="tax-lines">
      <caption className={classes.label}>{t('receipt.taxSummary')}</caption>
      <ReceiptHead columns={TAX_COLUMNS.map((key) => t(`receipt.${key}`))} lead />
      <tbody>
        {tax.lines.map((line, index) => (
          <tr key={index} data-testid="tax-line">
            <td className={classes.item}>
              <span className={classes.strong}>{line.code}</span> · {t('receipt.gstRate', { rate: percent(line.rate) })}
            </td>
            <td data-label={t('receipt.taxable')}>{formatRupees(line.taxable)}</td>
            <td data-label={`${t('receipt.cgst')} ${percent(line.rate / 2)}`}>{formatRupees(line.cgst)}</td>
            <td data-label={`${t('receipt.sgst')} ${percent(line.rate / 2)}`}>{formatRupees(line.sgst)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The invoice's taxable value, CGST and SGST, as rows of the totals list above its total. */
export function ReceiptTaxTotals({ tax }: { tax: OrderTax }) {
  const { t } = useText(ordersText);
  return (
    <>
      <div>
        <dt>{t('receipt.taxable')}</dt>
        <dd data-testid="receipt-taxable">{formatRupees(tax.taxable)}</dd>
      </div>
      <div>
        <dt>{t('receipt.cgst')}</dt>
        <dd data-testid="receipt-cgst">{formatRupees(tax.cgst)}</dd>
      </div>
      <div>
        <dt>{t('receipt.sgst')}</dt>
        <dd data-testid="receipt-sgst">{formatRupees(tax.sgst)}</dd>
      </div>
    </>
  );
}

/** The total in words, in the page's language. */
export function ReceiptAmountInWords({ total }: { total: number }) {
  const { t } = useText(ordersText);
  const language = useLanguage();
  return (
    <p className={classes.words} data-testid="receipt-words">
      <span className={classes.label}>{t('receipt.inWords')}</span> {amountInWords(rupeesToPaise(total), language)}
    </p>
  );
}
