/**
 * /my-appointments (docs/product.md#my-appointments, #constants: 5 per page): a status filter and the customer's cards,
 * loaded page after page as the list's end scrolls into view. A 'Load more' button does the same for keyboards
 * and for browsers that never report the intersection.
 */
import { useEffect, useRef, useState } from 'react';
import { Button, Center, Container, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useText } from '@web/i18n';
import { paths } from '@web/paths';
import { myAppointmentsQuery, type StatusFilter } from '../api';
import { AppointmentCard } from '@web/components/appointment-card/AppointmentCard';
import { ListEmpty, ListFailed } from '@web/components/ListStates';
import { appointmentCardText } from '@web/components/appointment-card/en';
import { appointmentsText } from '../en';

const FILTERS: readonly StatusFilter[] = ['all', 0, 1, 2];

export function MyAppointmentsPage() {
  const { t } = useText(appointmentsText);
  // The statuses' names are the card's, so the filter and the badges read the same.
  const { t: card } = useText(appointmentCardText);
  const [status, setStatus] = useState<StatusFilter>('all');
  const query = useInfiniteQuery(myAppointmentsQuery(status));
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage, isPending, isError, refetch } = query;
  const appointments = data?.pages.flatMap((page) => page.data) ?? [];
  const total = data?.pages.at(-1)?.total ?? 0;

  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage || isFetchingNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  let content;
  if (isPending) {
    content = (
      <Stack gap="md" aria-busy>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={190} radius="md" />
        ))}
      </Stack>
    );
  } else if (isError && appointments.length === 0) {
    content = <ListFailed title={t('list.failed')} retryLabel={t('list.retry')} onRetry={() => void refetch()} />;
  } else if (appointments.length === 0) {
    content = (
      <ListEmpty
        title={t('list.empty')}
        body={t('list.emptyBody')}
        action={
          <Button component={Link} to={paths.services} mt="xs">
            {t('list.emptyAction')}
          </Button>
        }
      />
    );
  } else {
    content = (
      <>
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('list.count', { count: total })}
        </Text>
        <Stack gap="md">
          {appointments.map((appointment) => (
            <AppointmentCard key={appointment.id} appointment={appointment} />
          ))}
        </Stack>
        <div ref={sentinel} aria-hidden />
        <Center>
          {hasNextPage ? (
            <Button variant="light" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
              {t('list.loadMore')}
            </Button>
          ) : (
            <Text size="sm" c="dimmed">
              {t('list.end')}
            </Text>
          )}
        </Center>
      </>
    );
  }

  return (
    <Container size={760} py={{ base: 'lg', sm: 40 }} px="md">
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t('list.title')}
          </Title>
          <Text c="dimmed" mt={4}>
            {t('list.subtitle')}
          </Text>
        </div>
        <SegmentedControl
          aria-label={t('list.filter')}
          fullWidth
          radius="xl"
          color="rose"
          value={String(status)}
          onChange={(value) => setStatus(value === 'all' ? 'all' : (Number(value) as StatusFilter))}
          data={FILTERS.map((filter) => ({
            value: String(filter),
            label: filter === 'all' ? t('filter.all') : card(`status.${filter}`),
          }))}
        />
        {content}
      </Stack>
    </Container>
  );
}
