/**
 * The mobile drawer, its code (Mantine's Drawer, scroll lock, transitions) fetched the first time it opens, so a
 * first page load does not carry it.
 */
import { lazy, Suspense, useState, type ComponentProps } from 'react';

const MobileNavDrawer = lazy(async () => ({ default: (await import('./MobileNavDrawer')).MobileNavDrawer }));

type MobileNavDrawerProps = ComponentProps<typeof MobileNavDrawer>;

export function MobileNavDrawerLoader(props: MobileNavDrawerProps) {
  const [isLoaded, setLoaded] = useState(props.opened);
  if (props.opened && !isLoaded) setLoaded(true);
  if (!isLoaded) return null;
  return (
    <Suspense fallback={null}>
      <MobileNavDrawer {...props} />
    </Suspense>
  );
}
