/** Toasts (docs/product.md#constants: 3000 ms). Callers pass text already translated. */
import { notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '@shared/constants';

export function notifySuccess(message: string): void {
  notifications.show({ color: 'teal', message, autoClose: TOAST_DURATION_MS, withBorder: true });
}

export function notifyError(message: string): void {
  notifications.show({ color: 'red', message, autoClose: TOAST_DURATION_MS, withBorder: true });
}
