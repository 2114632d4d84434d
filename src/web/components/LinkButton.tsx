/**
 * A button that goes to a page of the app (a router Link), with an icon before its label, or after it with
 * iconSide 'right' (the 'see all' arrows). Size, colour and the rest go to Mantine's Button.
 */
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link } from 'react-router';

interface LinkButtonProps extends Omit<ButtonProps, 'leftSection' | 'rightSection'> {
  to: string;
  icon: Icon;
  iconSide?: 'left' | 'right';
  iconSize?: number;
  children: ReactNode;
}

export function LinkButton({
  to,
  icon: IconComponent,
  iconSide = 'left',
  iconSize = 18,
  children,
  ...buttonProps
}: LinkButtonProps) {
  const icon = <IconComponent size={iconSize} aria-hidden />;
  return (
    <Button
      component={Link}
      to={to}
      {...buttonProps}
      leftSection={iconSide === 'left' ? icon : undefined}
      rightSection={iconSide === 'right' ? icon : undefined}
    >
      {children}
    </Button>
  );
}
