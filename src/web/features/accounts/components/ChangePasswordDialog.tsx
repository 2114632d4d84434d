/**
 * The Change Password modal for the headers, its code (and the form library) fetched the first time it opens,
 * so pages that never open it do not carry it.
 */
import { lazy, Suspense, useState } from 'react';

const ChangePasswordModal = lazy(async () => ({
  default: (await import('./ChangePasswordModal')).ChangePasswordModal,
}));

interface ChangePasswordDialogProps {
  opened: boolean;
  onClose: () => void;
}

export function ChangePasswordDialog({ opened, onClose }: ChangePasswordDialogProps) {
  const [isLoaded, setLoaded] = useState(opened);
  if (opened && !isLoaded) setLoaded(true);
  if (!isLoaded) return null;
  return (
    <Suspense fallback={null}>
      <ChangePasswordModal opened={opened} onClose={onClose} />
    </Suspense>
  );
}
