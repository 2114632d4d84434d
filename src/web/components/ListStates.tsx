/** What a list shows when it could not load (with a retry) or has nothing in it (with an optional next step). */
import type { ReactNode } from 'react';
import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconCalendarOff, type Icon } from '@tabler/icons-react';
import classes from './ListStates.module.css';

export function ListFailed({ title, retryLabel, onRetry }: { title: string; retryLabel: string; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" title={title}>
      <Button variant="light" color="red" size="xs" mt="xs" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Alert>
  );
}

interface ListEmptyProps {
  title: string;
  body?: string;
  /** A button or link to go on from here. */
  action?: ReactNode;
  icon?: Icon;
  className?: string;
}

export function ListEmpty({ title, body, action, icon: EmptyIcon = IconCalendarOff, className }: ListEmptyProps) {
  return (
    <Card padding="xl" className={className ? `${classes.empty} ${className}` : classes.empty}>
      <Stack align="center" gap="sm">
        <EmptyIcon size={48} stroke={1.4} aria-hidden className={classes.emptyIcon} />
        <Title order={2} fz={22}>
          {title}
        </Title>
        {body && (
          <Text c="dimmed" ta="center" maw={360}>
            {body}
          </Text>
        )}
        {action}
      </Stack>
    </Card>
  );
}
