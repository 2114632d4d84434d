/**
 * Under a long list (issue 15: a range of any length, a page of rows at a time): how many of the range's rows are
 * shown, and a Show more button that loads the next page. A plain button, so Tab and Enter or Space reach it, at
 * least 40 px tall for a finger, across the card on a phone. Nothing is shown once every row is.
 */
import { Button, Stack, Text } from '@mantine/core';
import classes from './ShowMore.module.css';

interface ShowMoreProps {
  /** 'Showing 100 of 730', read out when it changes. */
  status: string;
  label: string;
  hasMore: boolean;
  isLoading: boolean;
  onMore: () => void;
}

export function ShowMore({ status, label, hasMore, isLoading, onMore }: ShowMoreProps) {
  if (!hasMore) return null;
  return (
    <Stack align="center" gap={6} className={classes.more} data-testid="show-more">
      <Text size="sm" c="dimmed" aria-live="polite">
        {status}
      </Text>
      <Button variant="light" size="md" loading={isLoading} onClick={onMore} className={classes.button}>
        {label}
      </Button>
    </Stack>
  );
}
