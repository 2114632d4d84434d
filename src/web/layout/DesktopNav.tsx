/**
 * The header's link bar on wide screens: plain links, external links and hover dropdowns. A dropdown's menu code
 * (DesktopNavDropdown) is fetched when its button is first hovered, focused or clicked.
 */
import { Group, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconExternalLink } from '@tabler/icons-react';
import type { ComponentProps, Ref } from 'react';
import { Link, NavLink } from 'react-router';
import { useText } from '@web/i18n';
import type { MantineBreakpoint } from '@mantine/core';
import type { NavEntry } from './nav-entries';
import { useDeferred } from './use-deferred';
import classes from './Header.module.css';
import { layoutText } from '@web/layout/en';

const loadDropdown = () => import('./DesktopNavDropdown').then((module) => module.DesktopNavDropdown);

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

function DropdownNavItem({ entry }: { entry: NavEntry }) {
  const { Loaded: Dropdown, start, triggerProps } = useDeferred(loadDropdown);
  // The menu gets its button from here: importing this file back would make a loop.
  if (Dropdown) return <Dropdown entry={entry} start={start} Button={DropdownButton} />;
  return <DropdownButton entry={entry} {...triggerProps} />;
}

type DropdownButtonProps = ComponentProps<'button'> & { entry: NavEntry; ref?: Ref<HTMLButtonElement> };

/** A dropdown's button, the same before and after its menu code has arrived (Mantine's Menu.Target sets the aria). */
export function DropdownButton({ entry, className, ...props }: DropdownButtonProps) {
  return (
    <UnstyledButton
      aria-haspopup="menu"
      aria-expanded={false}
      {...props}
      className={className ? `${classes.link} ${className}` : classes.link}
    >
      {entry.label}
      <IconChevronDown size={14} aria-hidden className={classes.chevron} />
    </UnstyledButton>
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
