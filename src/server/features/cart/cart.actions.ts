/**
 * The cart kept on the user (POST /api/expense/cart_update): every line checked against the enabled catalogue,
 * stored as the catalogue's own service with the quantity asked for.
 */
import { CART_MESSAGES, type CartLine, type CartUpdatePayload } from '@shared/cart.schemas';
import type { AppContext } from '@server/context';
import type { UserRow } from '@server/db/tables';
import { invalidInput } from '@server/plugins/errors';
import { updateUser } from '@server/features/accounts/accounts.repository';
import { findEnabledServices } from '@server/features/catalogue/catalogue.repository';
import { toServiceAnswer } from '@server/features/catalogue/catalogue.mapper';

/** Replaces the caller's cart; answers the stored cart's JSON text. An unknown or disabled service refuses it all. */
export async function replaceCart({ db }: AppContext, caller: UserRow, lines: CartUpdatePayload['data']) {
  const rows = await findEnabledServices(
    db,
    lines.map((line) => line.id),
  );
  const services = new Map(rows.map((row) => [row.id, row]));
  const cart: CartLine[] = [];
  for (const line of lines) {
    const service = services.get(line.id);
    if (!service) throw invalidInput({ data: [CART_MESSAGES.unknownService] });
    const { comment: _comment, ...answer } = toServiceAnswer(service);
    cart.push({ ...answer, quantity: line.quantity });
  }
  const data = JSON.stringify(cart);
  await updateUser(db, caller.id, { cart: data });
  return data;
}
