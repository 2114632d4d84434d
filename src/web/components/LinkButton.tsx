/**
 * The one way to draw a link as a button with an icon: to a page of the app (`to`, a router Link) or to any other
 * address (`href`, a plain anchor: a part of the page, a receipt to print, WhatsApp). The icon stands before the
 * label, or after it with iconSide 'right' (the 'see all' arrows). `newTab` opens the address in a new tab: an
 * 'own-page' of the app keeps the referrer, an 'other-site' gets neither the opener nor the referrer. Size, colour
 * and the rest go to Mantine's Button.
 */
import type { MouseEventHandler, ReactNode } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link } from 'react-router';

type NewTab = 'own-page' | 'other-site';

const NEW_TAB_REL: Record<NewTab, string> = {
  'own-page': 'noopener',
  'other-site': 'noopener noreferrer',
};

type LinkTarget =
  { to: string; href?: undefined; newTab?: undefined } | { href: string; to?: undefined; newTab?: NewTab };

type LinkButtonProps = Omit<ButtonProps, 'leftSection' | 'rightSection'> &
  LinkTarget & {
    icon: Icon;
    iconSide?: 'left' | 'right';
    iconSize?: number;
    onClick?: MouseEventHandler<HTMLAnchorElement>;
    children: ReactNode;
  };

export function LinkButton({
  to,
  href,
  newTab,
  icon: IconComponent,
  iconSide = 'left',
  iconSize = 18,
  children,
  ...buttonProps
}: LinkButtonProps) {
  const icon = <IconComponent size={iconSize} aria-hidden />;
  const sections = {
    leftSection: iconSide === 'left' ? icon : undefined,
    rightSection: iconSide === 'right' ? icon : undefined,
  };
  if (to !== undefined) {
    return (
      <Button component={Link} to={to} {...buttonProps} {...sections}>
        {children}
      </Button>
    );
  }
  return (
    <Button
      component="a"
      href={href}
      target={newTab && '_blank'}
      rel={newTab && NEW_TAB_REL[newTab]}
      {...buttonProps}
      {...sections}
    >
      {children}
    </Button>
  );
}
