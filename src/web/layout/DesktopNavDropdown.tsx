/** A dropdown of the header's link bar (Services, Bridal, Nails): opens on hover or click, fetched on first use. */
import type { ComponentType, Ref } from 'react';
import { Menu } from '@mantine/core';
import { Link } from 'react-router';
import type { NavEntry } from './nav-entries';
import { useStartedMenu, type DeferredStart } from './use-deferred';

interface DesktopNavDropdownProps {
  entry: NavEntry;
  start: DeferredStart;
  /** The dropdown's button, the one DesktopNav showed before this code arrived. */
  Button: ComponentType<{ entry: NavEntry; ref?: Ref<HTMLButtonElement> }>;
}

export function DesktopNavDropdown({ entry, start, Button }: DesktopNavDropdownProps) {
  const { targetRef, opened, setOpened } = useStartedMenu(start);
  return (
    <Menu
      opened={opened}
      onChange={setOpened}
      trigger="click-hover"
      openDelay={60}
      closeDelay={180}
      position="bottom-start"
      offset={4}
      withinPortal
    >
      <Menu.Target>
        <Button entry={entry} ref={targetRef} />
      </Menu.Target>
      <Menu.Dropdown>
        {entry.children?.map((child) => (
          <Menu.Item key={child.key} component={Link} to={child.to ?? '/'}>
            {child.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
