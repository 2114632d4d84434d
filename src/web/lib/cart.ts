/**
 * The cart, My Room (docs/product.md#entity-cart, #cart-states, #chosen-paths: POST /api/expense/cart_update). The
 * server keeps the cart as JSON text of CartLine[]; the browser mirrors that text in the session ('cart' in
 * localStorage), which is what the header's count reads. Every change sends the whole list, and changes run one after
 * another (one mutation scope) so two quick clicks never overwrite each other.
 */
import { useMutation } from '@tanstack/react-query';
import { CART_MAX_QUANTITY } from '@shared/constants';
import type { CartLine } from '@shared/cart.schemas';
import { api } from './api';
import { getSession, updateSessionCart } from './session';

/** What the server needs of a line: the service and how many. */
export interface CartItem {
  id: number;
  quantity: number;
}

/**
 * A change to the cart. Quantities are absolute (never "one more"), so applying a change twice gives the same cart:
 * My Room shows pending changes on top of the mirrored cart, and the server's answer may already hold one of them.
 */
export type CartChange =
  | { kind: 'add'; serviceId: number }
  /** Quantity 0 removes the line (docs/product.md#cart-states: a line whose quantity reaches 0 is removed). */
  | { kind: 'setQuantity'; serviceId: number; quantity: number }
  /** After booking (docs/product.md#cart-states). */
  | { kind: 'clear' };

export const CART_MUTATION_KEY = ['cart', 'update'] as const;

function parseArray(cartText: string | null): unknown[] {
  if (!cartText) return [];
  try {
    const parsed: unknown = JSON.parse(cartText);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/** The full lines of a cart text (for display); lines that cannot be read are left out. */
export function cartLinesFrom(cartText: string | null): CartLine[] {
  return parseArray(cartText).filter((line): line is CartLine => {
    if (typeof line !== 'object' || line === null) return false;
    const { id, name, price, discount, quantity } = line as Partial<CartLine>;
    return (
      typeof id === 'number' &&
      typeof name === 'string' &&
      typeof price === 'number' &&
      typeof discount === 'number' &&
      typeof quantity === 'number'
    );
  });
}

/** The id and quantity of every line of a cart text, read leniently so an older cart is never lost on update. */
export function cartItemsFrom(cartText: string | null): CartItem[] {
  const items: CartItem[] = [];
  for (const line of parseArray(cartText)) {
    if (typeof line !== 'object' || line === null) continue;
    const id = Number((line as { id?: unknown }).id);
    if (!Number.isInteger(id) || id <= 0 || items.some((item) => item.id === id)) continue;
    const quantity = Number((line as { quantity?: unknown }).quantity);
    const isQuantity = Number.isInteger(quantity) && quantity >= 1 && quantity <= CART_MAX_QUANTITY;
    items.push({ id, quantity: isQuantity ? quantity : 1 });
  }
  return items;
}

/** The cart after a change, or null when the change leaves it as it is (a service is added once). */
export function applyCartChange(items: readonly CartItem[], change: CartChange): CartItem[] | null {
  switch (change.kind) {
    case 'add':
      if (items.some((item) => item.id === change.serviceId)) return null;
      return [...items, { id: change.serviceId, quantity: 1 }];
    case 'setQuantity': {
      const line = items.find((item) => item.id === change.serviceId);
      const quantity = Math.min(CART_MAX_QUANTITY, Math.max(0, Math.trunc(change.quantity)));
      if (!line || line.quantity === quantity) return null;
      return quantity === 0
        ? items.filter((item) => item.id !== change.serviceId)
        : items.map((item) => (item.id === change.serviceId ? { ...item, quantity } : item));
    }
    case 'clear':
      return items.length === 0 ? null : [];
  }
}

/**
 * The lines as they will be once the pending changes are through: what My Room shows while the server answers.
 * An added service has no name or price yet, so it appears with the server's answer.
 */
export function linesAfter(lines: readonly CartLine[], changes: readonly CartChange[]): CartLine[] {
  return changes.reduce<CartLine[]>(
    (current, change) => {
      if (change.kind === 'add') return current;
      const items = applyCartChange(current, change);
      if (items === null) return current;
      return items.flatMap((item) => {
        const line = current.find((candidate) => candidate.id === item.id);
        return line ? [{ ...line, quantity: item.quantity }] : [];
      });
    },
    [...lines],
  );
}

export async function sendCart(items: readonly CartItem[]): Promise<string> {
  const form = new FormData();
  form.append('data', JSON.stringify(items));
  const answer = await api.post<{ data: { data: string } }>('/expense/cart_update', form);
  return answer.data.data;
}

/** Applies a change to the latest mirrored cart, sends the whole list and mirrors the answer. */
export function useCartUpdate({ onError }: { onError?: (error: Error) => void } = {}) {
  return useMutation({
    mutationKey: CART_MUTATION_KEY,
    scope: { id: 'cart' },
    mutationFn: async (change: CartChange) => {
      const next = applyCartChange(cartItemsFrom(getSession().cartText), change);
      if (next === null) return null;
      return sendCart(next);
    },
    onSuccess: (cartText) => {
      if (cartText !== null) updateSessionCart(cartText);
    },
    onError,
  });
}
