/** A dropdown's button in the header's link bar (see DesktopNav), in both DesktopNav and DesktopNavDropdown. */
import { UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentProps, Ref } from 'react';
import type { NavEntry } from './nav-entries';
import classes from './Header.module.css';

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
