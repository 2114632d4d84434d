/**
 * The small gold capitals of the public pages: the eyebrow above a title, or a price line ('From ₹5,999') with
 * size 'sm'. 'light' is for the rose bands. A page adds its own class for anything more (an icon, rules either side).
 */
import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import classes from './Eyebrow.module.css';

interface EyebrowProps {
  children: ReactNode;
  tone?: 'gold' | 'light';
  size?: 'xs' | 'sm';
  className?: string;
}

export function Eyebrow({ children, tone = 'gold', size = 'xs', className }: EyebrowProps) {
  const names = [classes.eyebrow, tone === 'light' && classes.light, size === 'sm' && classes.sm, className];
  return <Text className={names.filter(Boolean).join(' ')}>{children}</Text>;
}
