import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleOrder } from '@web/test/orders';
import { renderAt, stubApi, testSettings } from '@web/test/render';
import { PendingPaymentModal } from './PendingPaymentModal';

describe('PendingPaymentModal', () => {
  it('shows a UPI QR code of the due, noted with the receipt’s number, beside the payment form', async () => {
    stubApi();
    // ₹4,200, ₹1,500 paid: ₹2,700 due.
    const order = { ...sampleOrder('Rc7xK2mPq9LwZt4VbN8sYa', { facial: [], spa: [] }), invoice_number: null };
    renderAt(<PendingPaymentModal order={order} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    const qr = await within(dialog).findByTestId('upi-qr');
    expect(qr).toHaveAttribute(
      'data-link',
      'upi://pay?pa=curlystudio%40okaxis&pn=Curly%20Studio&am=2700.00&cu=INR&tn=RC7XK2MP',
    );
    expect(within(qr).getByRole('img', { name: 'Scan to pay ₹2,700 by UPI' })).toBeInTheDocument();
  });

  it('shows none when the salon has no UPI ID', async () => {
    stubApi(({ url }) =>
      url.startsWith('/api/settings') ? { body: { data: { ...testSettings, upi: { id: '', payee: '' } } } } : undefined,
    );
    renderAt(
      <PendingPaymentModal order={sampleOrder('Rc7xK2mPq9LwZt4VbN8sYa', { facial: [], spa: [] })} onClose={() => {}} />,
    );
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTestId('payment-due')).toHaveTextContent('₹2,700');
    expect(within(dialog).queryByTestId('upi-qr')).toBeNull();
  });
});
