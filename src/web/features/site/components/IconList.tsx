/** A list whose points are each marked with a small round icon: an occasion's points, the Republic Day ideas. */
import type { ReactNode } from 'react';
import { List, ThemeIcon, type MantineColor, type MantineSpacing } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

interface IconListProps {
  icon: Icon;
  color: MantineColor;
  /** The round mark's size, in px. */
  size: number;
  spacing: MantineSpacing;
  items: readonly ReactNode[];
}

export function IconList({ icon: Mark, color, size, spacing, items }: IconListProps) {
  return (
    <List
      spacing={spacing}
      icon={
        <ThemeIcon size={size} radius="xl" color={color} variant="light">
          <Mark size={14} aria-hidden />
        </ThemeIcon>
      }
    >
      {items.map((item, index) => (
        <List.Item key={index}>{item}</List.Item>
      ))}
    </List>
  );
}
