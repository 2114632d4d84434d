/**
 * The dashboard's figures (docs/product.md#dashboard, #entity-dashboard) and its birthdays and anniversaries
 * (docs/product.md#api-dashboard, #constants: a window of 15 days; issue 7, point 5), every day of them the salon's.
 *
 * Choices the spec leaves open:
 * - Total Enquire and its Approved / Reject / Review split count the appointments booked (created) in the range,
 *   whatever day they are for: the enquiries the salon received in that period.
 * - Upcoming enquiries are the salon's, shown to staff and admin alike: the appointments dated from today (or the
 *   range's start, when later) and those still in review without a date; newest first, 20 at most. A range that
 *   ends in the future ends them too; one that ends today or before (the default ends today) puts no end on them,
 *   or no day to come would ever be listed.
 * - Total Order, Total Services, the takings and the top services count every order for the admin and only the
 *   orders a staff member is on for staff (as the order list does). Takings are the payments received each day.
 * - Birthdays and anniversaries list every active user with the date (customers, and the salon's own people).
 */
import { orderTotalPaise } from '@shared/order-arithmetic';
import { isAdmin } from '@shared/roles';
import { BIRTHDAY_RANGE_MAX_DAYS, birthdayWindow, monthDaysOf, yearlyDayIn, type DateWindow } from '@shared/birthdays';
import {
  DASHBOARD_RANGE_MAX_DAYS,
  TOP_SERVICES_LIMIT,
  UPCOMING_ENQUIRY_LIMIT,
  daysOf,
  defaultDashboardRange,
  rangeProblem,
  salonDayStartInstant,
} from '@shared/dashboard';
import {
  DASHBOARD_MESSAGES,
  type AnniversaryUser,
  type BirthdayUser,
  type BirthdayUsersQuery,
  type DashboardData,
  type DashboardQuery,
  type UpcomingEnquiry,
} from '@shared/dashboard.schemas';
import { paiseToRupees } from '@shared/money';
import { addDays, salonToday } from '@shared/salon-time';
import type { AppContext } from '@server/context';
import type { AppointmentRow, UserRow } from '@server/db/tables';
import { invalidInput } from '@server/plugins/errors';
import { toAppointmentAnswer, type StoredServices } from '@server/features/appointments/appointments.mapper';
import * as dashboard from './dashboard.repository';

/** A range a query may ask for: its default from the salon's today, its longest length and what a longer one hears. */
interface RangeRule {
  fallback: (today: string) => DateWindow;
  maxDays: number;
  lengthMessage: string;
}

const FIGURES_RANGE: RangeRule = {
  fallback: defaultDashboardRange,
  maxDays: DASHBOARD_RANGE_MAX_DAYS,
  lengthMessage: DASHBOARD_MESSAGES.rangeLength,
};

const BIRTHDAYS_RANGE: RangeRule = {
  fallback: birthdayWindow,
  maxDays: BIRTHDAY_RANGE_MAX_DAYS,
  lengthMessage: DASHBOARD_MESSAGES.birthdayRangeLength,
};

/**
 * The range a query asks for, each end missing taken from the rule's default; refused (400) when it runs backwards
 * or is longer than the rule allows.
 */
function checkedRange(query: { start_date?: string; end_date?: string }, today: string, rule: RangeRule): DateWindow {
  const fallback = rule.fallback(today);
  const start = query.start_date ?? fallback.start;
  const end = query.end_date ?? fallback.end;
  const problem = rangeProblem(start, end, rule.maxDays);
  if (problem === 'order') throw invalidInput({ start_date: [DASHBOARD_MESSAGES.rangeOrder] });
  if (problem === 'length') throw invalidInput({ end_date: [rule.lengthMessage] });
  return { start, end };
}

function toUpcomingEnquiry(row: AppointmentRow): UpcomingEnquiry {
  let lines: StoredServices['services'] = [];
  try {
    lines = (JSON.parse(row.services) as StoredServices).services ?? [];
  } catch {
    lines = [];
  }
  const pricePaise = orderTotalPaise(
    lines.map((line) => ({
      pricePaise: line.price_paise,
      discountPaise: line.discount_paise,
      quantity: line.quantity,
    })),
  );
  return { ...toAppointmentAnswer(row), price: paiseToRupees(pricePaise), service_count: lines.length };
}

export async function dashboardFigures(
  context: AppContext,
  caller: UserRow,
  query: DashboardQuery,
): Promise<DashboardData> {
  const { db, config } = context;
  const today = salonToday(config.timeZone);
  const range = checkedRange(query, today, FIGURES_RANGE);
  const orderRange: dashboard.DayRange = {
    ...range,
    ...(isAdmin(caller) ? {} : { staffId: caller.id }),
  };
  const upcomingFrom = range.start > today ? range.start : today;
  const upcomingTo = range.end > today ? range.end : null;
  const [enquiries, counts, totalOrder, totalServices, takings, topServices] = await Promise.all([
    findUpcoming(context, upcomingFrom, upcomingTo),
    dashboard.countEnquiriesByStatus(
      db,
      salonDayStartInstant(range.start, config.timeZone),
      salonDayStartInstant(addDays(range.end, 1), config.timeZone),
    ),
    dashboard.countOrders(db, orderRange),
    dashboard.countServicesDone(db, orderRange),
    dashboard.findTakingsByDay(db, orderRange),
    dashboard.findTopServices(db, orderRange, TOP_SERVICES_LIMIT),
  ]);
  const takingsByDay = new Map(takings.map((day) => [day.day, day]));
  return {
    upCommingEnquiry: enquiries,
    TotalEnquire: counts.total,
    TotalEnquireApproved: counts.approved,
    TotalEnquireReject: counts.rejected,
    TotalEnquireReview: counts.inReview,
    TotalOrder: totalOrder,
    TotalServices: totalServices,
    takings: daysOf(range.start, range.end).map((date) => {
      const day = takingsByDay.get(date);
      return {
        date,
        cash: paiseToRupees(day?.cashPaise ?? 0),
        online: paiseToRupees(day?.onlinePaise ?? 0),
      };
    }),
    topServices: topServices.map((service) => ({
      id: service.id,
      name: service.name,
      name_hi: service.nameHi,
      count: service.count,
      total: paiseToRupees(service.totalPaise),
    })),
    start_date: range.start,
    end_date: range.end,
  };
}

async function findUpcoming(context: AppContext, fromDay: string, toDay: string | null): Promise<UpcomingEnquiry[]> {
  const rows = await dashboard.findUpcomingEnquiries(context.db, fromDay, toDay, UPCOMING_ENQUIRY_LIMIT);
  return rows.map(toUpcomingEnquiry);
}

/** Celebrants in days-left order, then by name. */
function byDaysLeft<T extends { days_left: number; name: string; id: number }>(list: T[]): T[] {
  return list.sort((a, b) => a.days_left - b.days_left || a.name.localeCompare(b.name) || a.id - b.id);
}

type YearlyDateRow = Awaited<ReturnType<typeof dashboard.findUsersWithYearlyDate>>[number];

/** The users whose dob or anniversary (`original`) comes round in the window: when, in how many days, how many years. */
function celebrantsIn(rows: YearlyDateRow[], window: DateWindow, today: string) {
  return rows.flatMap((row) => {
    const day = row.date ? yearlyDayIn(row.date, window, today) : null;
    if (!row.date || !day) return [];
    const { id, name, phone, image } = row;
    return [{ id, name, phone, image, days_left: day.daysLeft, date: day.date, original: row.date, years: day.years }];
  });
}

export async function birthdaysAndAnniversaries(context: AppContext, query: BirthdayUsersQuery) {
  const { db, config } = context;
  const today = salonToday(config.timeZone);
  const window = checkedRange(query, today, BIRTHDAYS_RANGE);
  const monthDays = monthDaysOf(window);
  // A window that holds every day of the year needs no filter.
  const filter = monthDays.length >= 366 ? null : monthDays;
  const [born, married] = await Promise.all([
    dashboard.findUsersWithYearlyDate(db, 'dob', filter),
    dashboard.findUsersWithYearlyDate(db, 'anniversary', filter),
  ]);
  const users: BirthdayUser[] = celebrantsIn(born, window, today).map(({ original, years, ...who }) => ({
    ...who,
    dob: original,
    age: years,
  }));
  const anniversary: AnniversaryUser[] = celebrantsIn(married, window, today).map(({ original, years, ...who }) => ({
    ...who,
    anniversary: original,
    years,
  }));
  return {
    users: byDaysLeft(users),
    anniversary: byDaysLeft(anniversary),
    start_date: window.start,
    end_date: window.end,
  };
}
