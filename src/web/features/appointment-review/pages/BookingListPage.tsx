/**
 * /booking-list (docs/product.md#appointment-review, admin only): every appointment by year (2021 to 2031) and month,
 * 10 per page, each with its customer, date, services and price, approved or rejected with a reason
 * (docs/product.md#appointment-status, #toasts). The filters and the page live in the address (?year=&month=&page=), so
 * a reload or a shared link keeps them.
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { Appointment } from '@shared/appointments.schemas';
import { APPOINTMENT_STATUS } from '@shared/appointments.schemas';
import { PAGE_SIZE, YEAR_RANGE } from '@shared/constants';
import { salonToday } from '@shared/salon-time';
import { BackOfficePage, pageCount } from '@web/components/back-office/BackOfficePage';
import { CardList } from '@web/components/back-office/CardList';
import { FilterBar, filterYearOf, YearMonthFilter } from '@web/components/back-office/filters';
import { urlParam, useUrlFilters } from '@web/components/back-office/url-filters';
import { useRowDialog } from '@web/components/back-office/use-row-dialog';
import { useText } from '@web/i18n';
import { useMessageText } from '@web/i18n/message-text';
import { ApiError } from '@web/lib/api';
import { notifyError, notifySuccess } from '@web/lib/notify';
import { useSalonTimeZone } from '@web/lib/salon-settings';
import { appointmentListQuery, useReviewAppointment, type ReviewDecision, type ReviewFilters } from '../api';
import { ApproveDialog } from '../components/ApproveDialog';
import { RejectDialog } from '../components/RejectDialog';
import { ReviewCard } from '../components/ReviewCard';
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
  const reviewing = useReviewAppointment();
  const dialog = useRowDialog<'approve' | 'reject', Appointment>();

  const appointments = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  const pages = pageCount(total, PAGE_SIZE.appointments);

  const failed = (error: Error) =>
    notifyError(error instanceof ApiError ? messageText(error.displayText, error.displayCode) : t('toast.failed'));

  /** Approves or rejects (with the reason), then says so and closes the dialog. */
  const review = (decision: ReviewDecision, done: string) =>
    reviewing.mutate(decision, {
      onSuccess: () => {
        notifySuccess(done);
        dialog.close();
      },
      onError: failed,
    });

  return (
    <BackOfficePage
      title={t('page.title')}
      summary={list.data ? t('list.count', { count: total }) : t('page.subtitle')}
      toolbar={
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
        </FilterBar>
      }
      pagination={{ pages, page: filters.page, onChange: (page) => setFilters({ page }), label: t('list.pagination') }}
      after={
        <>
          <ApproveDialog
            appointment={dialog.rowOf('approve')}
            loaded={appointments}
            busy={reviewing.isPending}
            onConfirm={({ id }) =>
              review({ id, status: APPOINTMENT_STATUS.approved, statusText: '' }, t('toast.approved'))
            }
            onClose={dialog.close}
          />
          <RejectDialog
            appointment={dialog.rowOf('reject')}
            busy={reviewing.isPending}
            onConfirm={({ id }, reason) =>
              review({ id, status: APPOINTMENT_STATUS.rejected, statusText: reason }, t('toast.rejected'))
            }
            onClose={dialog.close}
          />
        </>
      }
    >
      <CardList
        rows={appointments}
        state={{ query: list, failed: t('list.failed'), empty: { title: t('list.empty'), body: t('list.emptyBody') } }}
        skeleton={{ cards: 4, height: 260 }}
        card={(appointment) => (
          <ReviewCard
            appointment={appointment}
            onApprove={(row) => dialog.open('approve', row)}
            onReject={(row) => dialog.open('reject', row)}
          />
        )}
      />
    </BackOfficePage>
  );
}
