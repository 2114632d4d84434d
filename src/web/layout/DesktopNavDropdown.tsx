/** A dropdown of the header's link bar (Services, Bridal, Nails): opens on hover or click, fetched on first use. */
import { Menu } from '@mantine/core';
import { Link } from 'react-router';
import { DropdownButton } from './NavDropdownButton';
import type { NavEntry } from './nav-entries';
import { useStartedMenu, type DeferredStart } from './use-deferred';

export function DesktopNavDropdown({ entry, start }: { entry: NavEntry; start: DeferredStart }) {
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
        <DropdownButton entry={entry} ref={targetRef} />
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
