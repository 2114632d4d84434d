/**
 * A due's UPI QR code as SVG path data (docs/product.md#upi-qr): the standard payment link in a QR code of error
 * correction level M, drawn as one path of whole modules with a four-module quiet zone, so it stays sharp at any
 * size, on a phone's screen and on an 80 mm print.
 */
import qrcode from 'qrcode-generator';
import { upiPaymentLink } from '@shared/upi';
import type { SalonSettings } from '@shared/site.schemas';

/** The blank border every QR reader needs, in modules. */
export const QUIET_ZONE = 4;

export interface QrMatrix {
  /** Modules across, quiet zone included. */
  size: number;
  /** The dark modules as one SVG path, a 1 × 1 square each. */
  path: string;
  isDark: (row: number, column: number) => boolean;
}

export function qrMatrix(text: string): QrMatrix {
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const count = code.getModuleCount();
  const squares: string[] = [];
  for (let row = 0; row < count; row += 1) {
    for (let column = 0; column < count; column += 1) {
      if (code.isDark(row, column)) squares.push(`M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    }
  }
  return {
    size: count + 2 * QUIET_ZONE,
    path: squares.join(''),
    isDark: (row, column) => {
      const r = row - QUIET_ZONE;
      const c = column - QUIET_ZONE;
      return r >= 0 && c >= 0 && r < count && c < count && code.isDark(r, c);
    },
  };
}

/**
 * The payment link of a due: the salon's UPI ID and payee, the due, and the invoice number (or the receipt's number) as
 * the note; null when the salon has no UPI ID or nothing is due.
 */
export function duePaymentLink(
  settings: Pick<SalonSettings, 'upi'> | undefined,
  duePaise: number,
  note: string,
): string | null {
  if (!settings || settings.upi.id === '' || duePaise <= 0) return null;
  return upiPaymentLink({ upiId: settings.upi.id, payee: settings.upi.payee, amountPaise: duePaise, note });
}
