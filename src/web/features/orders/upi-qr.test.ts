import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { duePaymentLink, QUIET_ZONE, qrMatrix } from './upi-qr';

/** The matrix drawn as an RGBA image, `scale` pixels a module, as a camera would see the printed code. */
function rasterize(text: string, scale = 4) {
  const matrix = qrMatrix(text);
  const width = matrix.size * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (let y = 0; y < width; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (!matrix.isDark(Math.floor(y / scale), Math.floor(x / scale))) continue;
      const at = (y * width + x) * 4;
      pixels[at] = pixels[at + 1] = pixels[at + 2] = 0;
    }
  }
  return { pixels, width };
}

const settings = { upi: { id: 'curlystudio@okaxis', payee: 'Curly Studio & Spa' } };

describe('the UPI QR code of a due', () => {
  it('is the standard payment link of the due, noted with the invoice number', () => {
    expect(duePaymentLink(settings, 594_950, 'CS/2026-27/000123')).toBe(
      'upi://pay?pa=curlystudio%40okaxis&pn=Curly%20Studio%20%26%20Spa&am=5949.50&cu=INR&tn=CS%2F2026-27%2F000123',
    );
  });

  it('is none without a UPI ID or a due', () => {
    expect(duePaymentLink({ upi: { id: '', payee: '' } }, 100, 'x')).toBeNull();
    expect(duePaymentLink(settings, 0, 'x')).toBeNull();
    expect(duePaymentLink(undefined, 100, 'x')).toBeNull();
  });

  it('decodes back to the link, with its quiet zone and one square per dark module', () => {
    const link = duePaymentLink(settings, 1_234_567, 'CS/2026-27/000123')!;
    const { pixels, width } = rasterize(link);
    expect(jsQR(pixels, width, width)?.data).toBe(link);
    const matrix = qrMatrix(link);
    expect(matrix.path.match(/M/g)?.length).toBeGreaterThan(100);
    for (let i = 0; i < matrix.size; i += 1) {
      expect(matrix.isDark(QUIET_ZONE - 1, i)).toBe(false);
      expect(matrix.isDark(i, matrix.size - QUIET_ZONE)).toBe(false);
    }
  });
});
