/** One of Mark Attendence's tables inside the page's card (docs/product.md#attendance): its title and its count. */
import type { ReactNode } from 'react';
import { Group, Text, Title } from '@mantine/core';
import classes from './TableSection.module.css';

export function TableSection({ title, count, children }: { title: string; count?: string; children: ReactNode }) {
  return (
    <section className={classes.section}>
      <Group justify="space-between" gap="xs" px={{ base: 'sm', sm: 'lg' }} pt="md" pb="xs">
        <Title order={2} fz={{ base: 18, sm: 20 }}>
          {title}
        </Title>
        {count && (
          <Text size="sm" c="dimmed">
            {count}
          </Text>
        )}
      </Group>
      {children}
    </section>
  );
}
