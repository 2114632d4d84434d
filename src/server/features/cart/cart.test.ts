import { beforeAll, describe, expect, it } from 'vitest';
import { CART_MESSAGES, type CartLine } from '@shared/cart.schemas';
import { formOf } from '@server/test/test-app';
import { testAppForFile } from '@server/test/app-per-file';
import { bookingServices } from '@server/test/demo-rows';
import { userOf } from '@server/test/sign-in';

const { t, tokens } = testAppForFile(['customer']);
let ids: { hydra: number; spa: number; disabled: number };
beforeAll(async () => {
  const services = await bookingServices(t.context.db);
  ids = { hydra: services.hydra.id, spa: services.spa.id, disabled: services.disabled.id };
});

const send = (data: string, who = tokens.customer) =>
  t.call<{ data: { data: string }; error: Record<string, string[]> }>('POST', '/api/expense/cart_update', {
    token: who,
    form: formOf({ data }),
  });
const storedCart = async () => (await userOf(t, tokens.customer)).cart;

describe('POST /api/expense/cart_update', () => {
  it('stores the cart with names and prices from the catalogue, whatever the client claimed', async () => {
    const answer = await send(
      JSON.stringify([
        { id: ids.hydra, quantity: 2, price: 1, name: 'Free facial' },
        { id: ids.spa, quantity: 1 },
      ]),
    );
    expect(answer.status).toBe(200);
    const lines = JSON.parse(answer.body.data.data) as CartLine[];
    expect(lines).toEqual([
      expect.objectContaining({ id: ids.hydra, name: 'Hydra Facial', price: 2500, quantity: 2 }),
      expect.objectContaining({ id: ids.spa, name: 'Hair Spa', price: 999, quantity: 1 }),
    ]);
    expect((await storedCart())?.data).toBe(answer.body.data.data);
  });

  it('takes an empty cart', async () => {
    expect((await send('[]')).status).toBe(200);
    expect((await storedCart())?.data).toBe('[]');
  });

  it.each([
    ['not json', CART_MESSAGES.unreadable],
    ['{"id":1}', CART_MESSAGES.unreadable],
    [JSON.stringify([{ id: 999999, quantity: 1 }]), CART_MESSAGES.unknownService],
    ['DISABLED', CART_MESSAGES.unknownService],
    ['ZERO', CART_MESSAGES.quantity],
    ['TOO_MANY', CART_MESSAGES.quantity],
    ['TWICE', CART_MESSAGES.duplicate],
  ])('refuses %s and keeps the stored cart', async (data, message) => {
    await send(JSON.stringify([{ id: ids.spa, quantity: 3 }]));
    const body = data
      .replace('DISABLED', JSON.stringify([{ id: ids.disabled, quantity: 1 }]))
      .replace('ZERO', JSON.stringify([{ id: ids.spa, quantity: 0 }]))
      .replace('TOO_MANY', JSON.stringify([{ id: ids.spa, quantity: 21 }]))
      .replace(
        'TWICE',
        JSON.stringify([
          { id: ids.spa, quantity: 1 },
          { id: ids.spa, quantity: 2 },
        ]),
      );
    const answer = await send(body);
    expect(answer.status).toBe(422);
    expect(Object.values(answer.body.error).flat()).toContain(message);
    expect(JSON.parse((await storedCart())!.data)).toEqual([expect.objectContaining({ id: ids.spa, quantity: 3 })]);
  });
});
