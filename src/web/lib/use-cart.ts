/**
 * My Room (docs/product.md#services-page, #my-room, #cart-states, #errors-public): what is in the cart, and
 * `add`, which sends a guest to /login with a toast, does nothing for a service already added, and otherwise
 * syncs the cart with the server (the server's message is the toast when that fails); `setQuantity` (0 removes the
 * line) and `clear` for My Room. `shownLines` are the lines with the pending changes applied, so a click shows at
 * once while the changes go to the server one after another.
 */
import { useCallback, useMemo } from 'react';
import { useMutationState } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useText } from '@web/i18n';
import { ApiError } from './api';
import { notifyError } from './notify';
import { useSession } from './session';
import { useMessageText } from '@web/i18n/message-text';
import { paths } from '@web/paths';
import { CART_MUTATION_KEY, cartItemsFrom, cartLinesFrom, linesAfter, useCartUpdate, type CartChange } from './cart';
import { cartChangesText } from '@web/lib/cart-en';

export function useCart() {
  const { t } = useText(cartChangesText);
  const messageText = useMessageText();
  const navigate = useNavigate();
  const { isAuthenticated, cartText } = useSession();
  // On the mutation itself, not on mutate(): mutate's callbacks fire only for the latest call.
  const { mutate } = useCartUpdate({
    onError: (error) =>
      notifyError(error instanceof ApiError ? messageText(error.displayText, error.displayCode) : t('updateFailed')),
  });

  const items = useMemo(() => cartItemsFrom(cartText), [cartText]);
  const lines = useMemo(() => cartLinesFrom(cartText), [cartText]);
  const ids = useMemo(() => new Set(items.map((item) => item.id)), [items]);

  const pendingChanges = useMutationState({
    filters: { mutationKey: CART_MUTATION_KEY, status: 'pending' },
    select: (mutation) => mutation.state.variables as CartChange | undefined,
  });
  const shownLines = useMemo(
    () =>
      linesAfter(
        lines,
        pendingChanges.filter((change): change is CartChange => change !== undefined),
      ),
    [lines, pendingChanges],
  );
  const addingIds = useMemo(
    () => new Set(pendingChanges.flatMap((change) => (change?.kind === 'add' ? [change.serviceId] : []))),
    [pendingChanges],
  );

  const isInCart = useCallback((serviceId: number) => ids.has(serviceId), [ids]);
  const isAdding = useCallback((serviceId: number) => addingIds.has(serviceId), [addingIds]);

  const add = useCallback(
    (serviceId: number) => {
      if (!isAuthenticated) {
        notifyError(t('loginFirst'));
        void navigate(paths.login);
        return;
      }
      if (ids.has(serviceId) || addingIds.has(serviceId)) return;
      mutate({ kind: 'add', serviceId });
    },
    [isAuthenticated, ids, addingIds, mutate, navigate, t],
  );

  const setQuantity = useCallback(
    (serviceId: number, quantity: number) => mutate({ kind: 'setQuantity', serviceId, quantity }),
    [mutate],
  );
  const clear = useCallback(() => mutate({ kind: 'clear' }), [mutate]);

  return {
    items,
    lines,
    shownLines,
    count: items.length,
    isUpdating: pendingChanges.length > 0,
    isInCart,
    isAdding,
    add,
    setQuantity,
    clear,
  };
}
