/**
 * The header's link bar on wide screens: plain links, external links and dropdowns. A dropdown is its button and its
 * menu of links, hidden until opened, both in the markup; menu.island.ts opens and closes it.
 */
import { Group, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconExternalLink } from '@tabler/icons-react';
import { useId, useRef } from 'react';
import { Link, NavLink } from 'react-router';
import { useText } from '@web/i18n';
import { useIsland } from '@web/lib/use-island';
import type { MantineBreakpoint } from '@mantine/core';
import type { NavEntry } from './nav-entries';
import { menuIsland } from './menu.island';
import classes from './Header.module.css';
import menuClasses from './Menu.module.css';
import { layoutText } from '@web/layout/en';

interface DesktopNavProps {
  entries: NavEntry[];
  label: string;
  visibleFrom: MantineBreakpoint;
}

export function DesktopNav({ entries, label, visibleFrom }: DesktopNavProps) {
  return (
    <Group component="nav" aria-label={label} gap={2} wrap="nowrap" visibleFrom={visibleFrom} className={classes.nav}>
      {entries.map((entry) => (
        <DesktopNavItem key={entry.key} entry={entry} />
      ))}
    </Group>
  );
}

function DesktopNavItem({ entry }: { entry: NavEntry }) {
  if (entry.children) return <DropdownNavItem entry={entry} />;
  if (entry.href) {
    return (
      <a className={classes.link} href={entry.href} target="_blank" rel="noopener noreferrer">
        {entry.label}
        <IconExternalLink size={13} aria-hidden className={classes.chevron} />
      </a>
    );
  }
  if (entry.to?.includes('#')) {
    return (
      <Link className={classes.link} to={entry.to}>
        {entry.label}
      </Link>
    );
  }
  if (entry.liveCount) {
    return (
      <NavLink className={`${classes.link} ${classes.live}`} to={entry.to ?? '/'} end={entry.end} data-live="true">
        <span>{entry.label}</span> <LiveCount count={entry.liveCount} />
      </NavLink>
    );
  }
  return (
    <NavLink className={classes.link} to={entry.to ?? '/'} end={entry.end}>
      {entry.label}
    </NavLink>
  );
}

const dropdownIsland = menuIsland({ opensOnHover: true });

function DropdownNavItem({ entry }: { entry: NavEntry }) {
  const rootRef = useRef<HTMLDivElement>(null);
  useIsland(rootRef, dropdownIsland);
  const menuId = useId();
  return (
    <div ref={rootRef} className={menuClasses.root} data-island="nav-menu">
      <UnstyledButton aria-haspopup="menu" aria-expanded={false} aria-controls={menuId} className={classes.link}>
        {entry.label}
        <IconChevronDown size={14} aria-hidden className={classes.chevron} />
      </UnstyledButton>
      <div role="menu" id={menuId} aria-label={entry.label} hidden className={menuClasses.menu}>
        {entry.children?.map((child) => (
          <Link key={child.key} role="menuitem" tabIndex={-1} to={child.to ?? '/'} className={menuClasses.item}>
            {child.label}
          </Link>
        ))}
      </div>
    </div>
  );
}

/** The small count beside a live link; screen readers hear '4 offers live' instead of a bare number. */
export function LiveCount({ count }: { count: number }) {
  const { t } = useText(layoutText);
  return (
    <>
      <span className={classes.liveBadge} aria-hidden>
        {count}
      </span>
      <VisuallyHidden>{t('nav.offersLive', { count })}</VisuallyHidden>
    </>
  );
}
