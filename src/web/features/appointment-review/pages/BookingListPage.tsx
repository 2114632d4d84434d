/**
 * /booking-list (docs/product.md#appointment-review, admin only): every appointment by year (2021 to 2031) and month,
 * 10 per page, each with its customer, date, services and price, approved or rejected with a reason
 * (docs/product.md#appointment-status, #toasts). The filters and the page live in the address (?year=&month=&page=), so
 * a reload or a shared link keeps them.
 */
import { useState } from 'react';
import { Center, Container, Group, Pagination, Select, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router';
import type { Appointment } from '@shared/appointments.schemas';
import { APPOINTMENT_STATUS } from '@shared/appointments.schemas';
import { PAGE_SIZE } from '@shared/constants';
import { salonToday } from '@shared/salon-time';
import { useTranslation } from '@web/i18n';
import { useServerText } from '@web/i18n/use-message-text';
import { ApiError } from '@web/lib/api';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { useSalonTimeZone } from '@web/lib/salon-settings';
import {
  appointmentListQuery,
  FIRST_YEAR,
  LAST_YEAR,
  REVIEW_YEARS,
  useReviewAppointment,
  type ReviewFilters,
} from '../api';
import { ApproveDialog } from '../components/ApproveDialog';
import { RejectDialog } from '../components/RejectDialog';
import { ReviewCard } from '../components/ReviewCard';
import classes from './BookingListPage.module.css';
// The 'appointmentReview' text, registered as this module loads.
import '../en';
import { ListEmpty, ListFailed } from '@web/components/ListStates';

const ALL_MONTHS = 'all';
const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

function whole(text: string | null, min: number, max: number): number | null {
  if (text === null || !/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

/** The filters from the address; without any, this month of the salon's calendar. */
function useReviewFilters(): [ReviewFilters, (next: Partial<ReviewFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const [todayYear, todayMonth] = salonToday(useSalonTimeZone()).split('-').map(Number) as [number, number];
  const defaultYear = Math.min(LAST_YEAR, Math.max(FIRST_YEAR, todayYear));
  const monthText = params.get('month');
  const filters: ReviewFilters = {
    year: whole(params.get('year'), FIRST_YEAR, LAST_YEAR) ?? defaultYear,
    month: monthText === ALL_MONTHS ? null : (whole(monthText, 1, 12) ?? todayMonth),
    page: whole(params.get('page'), 1, 100_000) ?? 1,
  };
  const update = (next: Partial<ReviewFilters>) => {
    const merged = { ...filters, ...next };
    const search = new URLSearchParams({
      year: String(merged.year),
      month: merged.month === null ? ALL_MONTHS : String(merged.month),
    });
    if (merged.page > 1) search.set('page', String(merged.page));
    setParams(search);
  };
  return [filters, update];
}

export function BookingListPage() {
  const { t } = useTranslation('appointmentReview');
  const serverText = useServerText();
  const [filters, setFilters] = useReviewFilters();
  const list = useQuery(appointmentListQuery(filters));
  const review = useReviewAppointment();
  const [approving, setApproving] = useState<Appointment | null>(null);
  const [rejecting, setRejecting] = useState<Appointment | null>(null);

  const appointments = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE.appointments));

  const failed = (error: Error) =>
    notifyError(error instanceof ApiError ? serverText(error.displayText) : t('toast.failed'));

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
        <Group component="section" aria-label={t('filter.label')} gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={t('filter.year')}
            data={REVIEW_YEARS.map((year) => String(year))}
            value={String(filters.year)}
            onChange={(value) => value && setFilters({ year: Number(value), page: 1 })}
            allowDeselect={false}
            w={{ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 140 }}
          />
          <Select
            label={t('filter.month')}
            data={[
              { value: ALL_MONTHS, label: t('filter.allMonths') },
              ...MONTHS.map((month) => ({
                value: String(month),
                label: dayjs(`2021-${String(month).padStart(2, '0')}-01`).format('MMMM'),
              })),
            ]}
            value={filters.month === null ? ALL_MONTHS : String(filters.month)}
            onChange={(value) => value && setFilters({ month: value === ALL_MONTHS ? null : Number(value), page: 1 })}
            allowDeselect={false}
            w={{ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 180 }}
          />
          {list.data && (
            <Text size="sm" c="dimmed" aria-live="polite" className={classes.count}>
              {t('list.count', { count: total })}
            </Text>
          )}
        </Group>
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
