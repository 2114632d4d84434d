/** Mantine's toasts, in a module of their own so DeferredNotifications can fetch them on the first toast. */
export { Notifications as NotificationsHost } from '@mantine/notifications';
