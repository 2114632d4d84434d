/**
 * A due's UPI QR code (docs/product.md#upi-qr): any UPI app scans it and fills in the salon's UPI ID, the due and the
 * invoice number. Recording the payment stays the admin's step (Pending Payment).
 */
import { useMemo } from 'react';
import { formatRupees } from '@shared/money';
import { useText } from '@web/i18n';
import { qrMatrix } from '../upi-qr';
import { ordersText } from '../en';
import classes from './UpiQr.module.css';

interface UpiQrProps {
  /** The upi://pay link. */
  link: string;
  /** The due, in rupees. */
  amount: number;
  upiId: string;
}

export function UpiQr({ link, amount, upiId }: UpiQrProps) {
  const { t } = useText(ordersText);
  const matrix = useMemo(() => qrMatrix(link), [link]);
  const label = t('upi.scan', { amount: formatRupees(amount) });
  return (
    <figure className={classes.upi} data-testid="upi-qr" data-link={link}>
      <svg
        className={classes.code}
        viewBox={`0 0 ${matrix.size} ${matrix.size}`}
        role="img"
        aria-label={label}
        shapeRendering="crispEdges"
      >
        <rect width={matrix.size} height={matrix.size} fill="#fff" />
        <path d={matrix.path} fill="#000" />
      </svg>
      <figcaption className={classes.caption}>
        <strong>{label}</strong>
        <span>{t('upi.to', { upiId })}</span>
      </figcaption>
    </figure>
  );
}
