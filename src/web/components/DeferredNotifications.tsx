/**
 * Mantine's toasts, whose code (portal, transitions, scroll-lock class names) is fetched with the first toast
 * instead of with every first page load. `notifications.show()` only writes to a store, so a toast raised before
 * this code arrives shows as soon as it has.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { notificationsStore, type NotificationsProps } from '@mantine/notifications';

const loadNotifications = () => import('./NotificationsHost').then((module) => module.NotificationsHost);

function hasToasts(): boolean {
  const { notifications, queue } = notificationsStore.getState();
  return notifications.length + queue.length > 0;
}

export function DeferredNotifications(props: NotificationsProps) {
  const [Notifications, setNotifications] = useState<ComponentType<NotificationsProps> | null>(null);
  const { position, limit } = props;

  useEffect(() => {
    if (Notifications) return;
    // Toasts raised before the component mounts are laid out with these too.
    notificationsStore.updateState((state) => ({
      ...state,
      limit: limit ?? state.limit,
      defaultPosition: position ?? state.defaultPosition,
    }));
    let isCurrent = true;
    let isLoading = false;
    const load = () => {
      if (isLoading || !hasToasts()) return;
      isLoading = true;
      loadNotifications().then(
        (Loaded) => {
          if (isCurrent) setNotifications(() => Loaded);
        },
        (error: unknown) => {
          isLoading = false; // offline, say: the next toast tries again
          console.warn('The toasts could not be loaded.', error);
        },
      );
    };
    const unsubscribe = notificationsStore.subscribe(load);
    load();
    return () => {
      isCurrent = false;
      unsubscribe();
    };
  }, [Notifications, position, limit]);

  return Notifications ? <Notifications {...props} /> : null;
}
