/**
 * The Add Customer modal for any back-office page (the users list, the Quick Invoice): its code (form, date
 * inputs, zod) is fetched the first time it opens, or earlier through `preloadAddCustomer` (on a button's hover).
 */
import { lazy, Suspense, useState } from 'react';
import type { AddCustomerModalProps } from './AddCustomerModal';

const loadModal = () => import('./AddCustomerModal');

/** Fetches the modal's code ahead of the click (a failure lets the opening try again). */
export function preloadAddCustomer(): void {
  loadModal().catch(() => undefined);
}

const AddCustomerModal = lazy(async () => ({ default: (await loadModal()).AddCustomerModal }));

export function AddCustomerDialog(props: AddCustomerModalProps) {
  const [isLoaded, setLoaded] = useState(props.opened);
  if (props.opened && !isLoaded) setLoaded(true);
  if (!isLoaded) return null;
  return (
    <Suspense fallback={null}>
      <AddCustomerModal {...props} />
    </Suspense>
  );
}
