/** The bold name in a list's title cell (an order's customer, a staff member, a user), kept from being squeezed. */
import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import classes from './NameCell.module.css';

export function NameCell({
  children,
  miw,
}: {
  children: ReactNode;
  /** Its least width, when not 120 px. */ miw?: number;
}) {
  return (
    <Text size="sm" fw={600} className={classes.name} miw={miw}>
      {children}
    </Text>
  );
}
