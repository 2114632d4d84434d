import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt, stubApi } from '@web/test/render';
import { OrderCreatedModal } from './OrderCreatedModal';

const THANKS = 'Thank You for Booking, your payment was successful';

function stubOrder(due: number) {
  return stubApi(({ url }) =>
    url.startsWith('/api/order/get_order') ? { body: { data: { uid: 'newUid', total_amount: 2500, due } } } : undefined,
  );
}

describe('OrderCreatedModal', () => {
  it('keeps the spec’s thank-you and adds what is still due after a part payment', async () => {
    stubOrder(1000);
    renderAt(<OrderCreatedModal uid="newUid" onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Order created' });
    expect(within(dialog).getByText(THANKS)).toBeInTheDocument();
    expect(await within(dialog).findByText('Still due: ₹1,000')).toBeInTheDocument();
  });

  it('says nothing of a due when the order is paid in full', async () => {
    const fetchMock = stubOrder(0);
    renderAt(<OrderCreatedModal uid="newUid" onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Order created' });
    expect(within(dialog).getByText(THANKS)).toBeInTheDocument();
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes('get_order'))).toBe(true));
    expect(within(dialog).queryByTestId('created-due')).not.toBeInTheDocument();
  });
});
