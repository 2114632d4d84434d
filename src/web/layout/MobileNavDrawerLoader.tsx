/**
 * The mobile drawer, its code (Mantine's Drawer, scroll lock, transitions) fetched when the burger is first
 * touched, hovered or focused (`preloadMobileNavDrawer`), and at the latest when it opens, so a first page load
 * does not carry it.
 */
import { useEffect, useState, type ComponentProps, type ComponentType } from 'react';
import type { MobileNavDrawer } from './MobileNavDrawer';
import { Burger, type MantineBreakpoint } from '@mantine/core';

type MobileNavDrawerProps = ComponentProps<typeof MobileNavDrawer>;

let drawerCode: Promise<ComponentType<MobileNavDrawerProps>> | undefined;

function loadDrawer(): Promise<ComponentType<MobileNavDrawerProps>> {
  drawerCode ??= import('./MobileNavDrawer').then(
    (module) => module.MobileNavDrawer,
    (error: unknown) => {
      drawerCode = undefined; // offline, say: the next attempt fetches again
      throw error;
    },
  );
  return drawerCode;
}

/** For the burger's first pointer, touch or focus: the drawer's code is usually there before the click. */
export function preloadMobileNavDrawer(): void {
  loadDrawer().catch(() => {
    // Only a head start: opening the drawer tries again and reports a failure.
  });
}

export function MobileNavDrawerLoader(props: MobileNavDrawerProps) {
  const { opened, onClose } = props;
  const [Drawer, setDrawer] = useState<ComponentType<MobileNavDrawerProps> | null>(null);
  // Shown one render after it mounts, so even its first opening slides in and hands the focus back on closing.
  const [isMounted, setMounted] = useState(false);

  useEffect(() => {
    if (!opened || Drawer) return;
    let isCurrent = true;
    loadDrawer().then(
      (Loaded) => {
        if (isCurrent) setDrawer(() => Loaded);
      },
      (error: unknown) => {
        console.warn('The navigation drawer could not be loaded.', error);
        if (isCurrent) onClose();
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [opened, Drawer, onClose]);

  useEffect(() => {
    if (Drawer) setMounted(true);
  }, [Drawer]);

  if (!Drawer) return null;
  return <Drawer {...props} opened={opened && isMounted} />;
}

interface MobileNavBurgerProps {
  opened: boolean;
  onToggle: () => void;
  label: string;
  hiddenFrom: MantineBreakpoint;
  color?: string;
}

/** The burger's lines are 18 px wide (size sm); its button is 44 px square, a comfortable tap target. */
const BURGER_TAP_PX = 44;

/** The header's burger: toggles the drawer and starts fetching its code on the first pointer, touch or focus. */
export function MobileNavBurger({ opened, onToggle, label, hiddenFrom, color }: MobileNavBurgerProps) {
  return (
    <Burger
      hiddenFrom={hiddenFrom}
      size="sm"
      w={BURGER_TAP_PX}
      h={BURGER_TAP_PX}
      p={(BURGER_TAP_PX - 18) / 2}
      color={color}
      opened={opened}
      onClick={onToggle}
      onPointerEnter={preloadMobileNavDrawer}
      onTouchStart={preloadMobileNavDrawer}
      onFocus={preloadMobileNavDrawer}
      aria-label={label}
    />
  );
}
