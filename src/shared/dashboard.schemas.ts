/**
 * The dashboard's calls and answers (docs/product.md#entity-dashboard, #api-dashboard; issue 7, point 4).
 * GET /api/expense/dashboard answers the spec's names (upCommingEnquiry, TotalEnquire, ...) plus the takings and
 * top services of the charts; GET /api/user/birthdayUsers answers the birthdays and anniversaries of a window.
 * Money in rupees, dates as YYYY-MM-DD of the salon's calendar.
 */
import { z } from 'zod';
import { appointmentSchema } from './appointments.schemas';
import { BIRTHDAY_RANGE_MAX_DAYS } from './birthdays';
import { DASHBOARD_RANGE_MAX_DAYS } from './dashboard';
import { optionalDateRange } from './fields';

export const DASHBOARD_MESSAGES = {
  date: 'Please enter a valid date (YYYY-MM-DD).',
  rangeOrder: 'The start date cannot be after the end date.',
  rangeLength: `Please choose at most ${DASHBOARD_RANGE_MAX_DAYS} days.`,
  birthdayRangeLength: `Please choose at most ${BIRTHDAY_RANGE_MAX_DAYS} days.`,
} as const;

/** GET /api/expense/dashboard: the first of the salon's month to its today unless given. */
export const dashboardQuery = z.object(optionalDateRange(DASHBOARD_MESSAGES.date));
export type DashboardQuery = z.infer<typeof dashboardQuery>;

/** GET /api/user/birthdayUsers: the salon's today and the 14 days after it unless given. */
export const birthdayUsersQuery = z.object(optionalDateRange(DASHBOARD_MESSAGES.date));
export type BirthdayUsersQuery = z.infer<typeof birthdayUsersQuery>;

/** An upcoming enquiry: the appointment, its price (Σ price × qty − discount × qty) and its number of services. */
export const upcomingEnquirySchema = appointmentSchema.extend({
  price: z.number(),
  service_count: z.number(),
});
export type UpcomingEnquiry = z.infer<typeof upcomingEnquirySchema>;

export const takingsDaySchema = z.object({ date: z.string(), cash: z.number(), online: z.number() });
export type TakingsDay = z.infer<typeof takingsDaySchema>;

/** A service's place in the range: how many were done (Σ quantity) and what they billed, in rupees. */
/** A top service: its name, and its Hindi name where staff wrote one (docs/decisions/018-hindi-at-its-own-addresses.md). */
export const topServiceSchema = z.object({
  id: z.number(),
  name: z.string(),
  name_hi: z.string(),
  count: z.number(),
  total: z.number(),
});
export type TopService = z.infer<typeof topServiceSchema>;

export const dashboardDataSchema = z.object({
  upCommingEnquiry: z.array(upcomingEnquirySchema),
  TotalEnquire: z.number(),
  TotalEnquireApproved: z.number(),
  TotalEnquireReject: z.number(),
  TotalEnquireReview: z.number(),
  TotalOrder: z.number(),
  TotalServices: z.number(),
  /** Every day of the range, zeros included: the payments received that day. */
  takings: z.array(takingsDaySchema),
  topServices: z.array(topServiceSchema),
  start_date: z.string(),
  end_date: z.string(),
});
export type DashboardData = z.infer<typeof dashboardDataSchema>;

export const dashboardAnswerSchema = z.object({ data: dashboardDataSchema });
export type DashboardAnswer = z.infer<typeof dashboardAnswerSchema>;

const celebrant = {
  id: z.number(),
  name: z.string(),
  phone: z.string(),
  /** A path relative to the site root, or '' for the default picture. */
  image: z.string(),
  /** 0 is today. */
  days_left: z.number(),
  /** The day it falls on in the window (YYYY-MM-DD; 28 February for a 29 February in a common year). */
  date: z.string(),
};

export const birthdayUserSchema = z.object({ ...celebrant, dob: z.string(), age: z.number() });
export type BirthdayUser = z.infer<typeof birthdayUserSchema>;

export const anniversaryUserSchema = z.object({ ...celebrant, anniversary: z.string(), years: z.number() });
export type AnniversaryUser = z.infer<typeof anniversaryUserSchema>;

export const birthdayUsersAnswerSchema = z.object({
  data: z.object({
    users: z.array(birthdayUserSchema),
    anniversary: z.array(anniversaryUserSchema),
    start_date: z.string(),
    end_date: z.string(),
  }),
});
export type BirthdayUsersAnswer = z.infer<typeof birthdayUsersAnswerSchema>;
