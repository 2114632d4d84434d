/**
 * /booking-list (docs/product.md#appointment-review, admin only): every appointment by year (2021 to 2031) and month,
 * 10 per page, each with its customer, date, services and price, approved or rejected with a reason
 * (docs/product.md#appointment-status, #toasts). The filters and the page live in the address (?year=&month=&page=), so
 * a reload or a shared link keeps them.
 */
import { useMemo, useState } from 'react';
import { Center, Container, Pagination, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { Appointment } from '@shared/appointments.schemas';
import { APPOINTMENT_STATUS } from '@shared/appointments.schemas';
import { PAGE_SIZE, YEAR_RANGE } from '@shared/constants';
import { salonToday } from '@shared/salon-time';
import { FilterBar, filterYearOf, YearMonthFilter } from '@web/components/back-office/filters';
import { urlParam, useUrlFilters } from '@web/components/back-office/url-filters';
import { useText } from '@web/i18n';
import { useMessageText } from '@web/i18n/message-text';
import { ApiError } from '@web/lib/api';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { useSalonTimeZone } from '@web/lib/salon-settings';
import { appointmentListQuery, useReviewAppointment, type ReviewFilters } from '../api';
import { ApproveDialog } from '../components/ApproveDialog';
import { RejectDialog } from '../components/RejectDialog';
import { ReviewCard } from '../components/ReviewCard';
import classes from './BookingListPage.module.css';
import { ListEmpty, ListFailed } from '@web/components/ListStates';
import { appointmentReviewText } from '../en';

const ALL_MONTHS = 'all';

/** The filters from the address (?year=&month=&page=, month 'all' for the whole year); without any, this month. */
function useReviewFilters(): [ReviewFilters, (change: Partial<ReviewFilters>) => void] {
  const today = salonToday(useSalonTimeZone());
  const schema = useMemo(
    () =>
      z.object({
        year: urlParam.whole(YEAR_RANGE.first, YEAR_RANGE.last, filterYearOf(today)),
        month: urlParam.wholeOr(ALL_MONTHS, 1, 12, Number(today.slice(5, 7))),
        page: urlParam.whole(1, 100_000, 1),
      }),
    [today],
  );
  const [filters, setFilters] = useUrlFilters(schema, { always: ['year', 'month'], push: true });
  return [
    { ...filters, month: filters.month === ALL_MONTHS ? null : filters.month },
    ({ month, ...change }) => setFilters({ ...change, ...(month !== undefined && { month: month ?? ALL_MONTHS }) }),
  ];
}

export function BookingListPage() {
  const { t } = useText(appointmentReviewText);
  const messageText = useMessageText();
  const [filters, setFilters] = useReviewFilters();
  const list = useQuery(appointmentListQuery(filters));
  const review = useReviewAppointment();
  const [approving, setApproving] = useState<Appointment | null>(null);
  const [rejecting, setRejecting] = useState<Appointment | null>(null);

  const appointments = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE.appointments));

  const failed = (error: Error) =>
    notifyError(error instanceof ApiError ? messageText(error.displayText) : t('toast.failed'));

  const approve = (appointment: Appointment) =>
    review.mutate(
      { id: appointment.id, status: APPOINTMENT_STATUS.approved, statusText: '' },
      {
        onSuccess: () => {
          notifySuccess(t('toast.approved'));
          setApproving(null);
        },
        onError: failed,
      },
    );

  const reject = (appointment: Appointment, reason: string) =>
    review.mutate(
      { id: appointment.id, status: APPOINTMENT_STATUS.rejected, statusText: reason },
      {
        onSuccess: () => {
          notifySuccess(t('toast.rejected'));
          setRejecting(null);
        },
        onError: failed,
      },
    );

  let content;
  if (list.isPending) {
    content = (
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" aria-busy>
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} height={260} radius="md" />
        ))}
      </SimpleGrid>
    );
  } else if (list.isError && appointments.length === 0) {
    content = <ListFailed title={t('list.failed')} retryLabel={t('list.retry')} onRetry={() => void list.refetch()} />;
  } else if (appointments.length === 0) {
    content = <ListEmpty title={t('list.empty')} body={t('list.emptyBody')} />;
  } else {
    content = (
      <>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" className={classes.grid} data-stale={list.isPlaceholderData}>
          {appointments.map((appointment) => (
            <ReviewCard
              key={appointment.id}
              appointment={appointment}
              onApprove={setApproving}
              onReject={setRejecting}
            />
          ))}
        </SimpleGrid>
        {pages > 1 && (
          <Center>
            <Pagination
              total={pages}
              value={Math.min(filters.page, pages)}
              onChange={(page) => setFilters({ page })}
              aria-label={t('list.pagination')}
              siblings={1}
              boundaries={1}
              size="sm"
            />
          </Center>
        )}
      </>
    );
  }

  return (
    // Room under the last card on a phone, so its buttons scroll clear of the floating contact buttons.
    <Container size="lg" pt={{ base: 'lg', sm: 40 }} pb={{ base: 96, sm: 40 }} px="md" className={classes.page}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t('page.title')}
          </Title>
          <Text c="dimmed" mt={4}>
            {t('page.subtitle')}
          </Text>
        </div>
        <FilterBar label={t('filter.label')}>
          <YearMonthFilter
            yearLabel={t('filter.year')}
            monthLabel={t('filter.month')}
            year={filters.year}
            month={filters.month ?? ALL_MONTHS}
            allMonths={{ value: ALL_MONTHS, label: t('filter.allMonths') }}
            onChange={({ year, month }) =>
              setFilters({
                ...(year !== undefined && { year }),
                ...(month !== undefined && { month: month === ALL_MONTHS ? null : month }),
                page: 1,
              })
            }
          />
          {list.data && (
            <Text size="sm" c="dimmed" aria-live="polite" className={classes.count}>
              {t('list.count', { count: total })}
            </Text>
          )}
        </FilterBar>
        {content}
      </Stack>
      <ApproveDialog
        appointment={approving}
        loaded={appointments}
        busy={review.isPending}
        onConfirm={approve}
        onClose={() => setApproving(null)}
      />
      <RejectDialog
        appointment={rejecting}
        busy={review.isPending}
        onConfirm={reject}
        onClose={() => setRejecting(null)}
      />
    </Container>
  );
}
