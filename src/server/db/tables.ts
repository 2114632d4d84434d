/** Row types of every table (Kysely). Money columns end in _paise; dates are YYYY-MM-DD text; instants ISO UTC text. */
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Columns with a database default are Generated: optional when inserting. */
export interface UsersTable {
  id: Generated<number>;
  name: string;
  name1: Generated<string>;
  phone: string;
  email: Generated<string>;
  dob: string | null;
  anniversary: string | null;
  gender: Generated<number>;
  comment: Generated<string>;
  address: Generated<string>;
  image: Generated<string>;
  status: Generated<number>;
  user_type: Generated<number>;
  password_hash: string;
  cart: string | null;
  /** 'en' or 'hi' (@shared/languages), null until the user chooses. */
  language: string | null;
  created_at: string;
  updated_at: string;
}

export interface AuthTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  phone: string;
  /** The client address the attempt came from ('' for rows older than migration 015). */
  address: Generated<string>;
  failed_at: string;
}

/** Addresses the right password of a user came from, kept for a while (docs/decisions/019-sign-in-throttling.md). */
export interface SignInAddressesTable {
  user_id: number;
  address: string;
  signed_in_at: string;
}

export interface RequestCountsTable {
  bucket: string;
  subject: string;
  window_start: string;
  window_end: string;
  hits: number;
}

export interface SettingsTable {
  key: string;
  value: string;
}

export interface SeoEntriesTable {
  id: Generated<number>;
  url: string;
  title: string;
  meta_title: string;
  description: string;
  keywords: string;
  /** The Hindi page's ('' for none: the English is used). */
  title_hi: Generated<string>;
  meta_title_hi: Generated<string>;
  description_hi: Generated<string>;
  keywords_hi: Generated<string>;
}

export interface CategoriesTable {
  id: Generated<number>;
  name: string;
  slug: string;
  image: string;
  sorting: number;
}

export interface ServicesTable {
  id: Generated<number>;
  name: string;
  price_paise: number;
  discount_paise: number;
  category_id: string;
  sorting: number;
  status: number;
  comment: string;
  /** The Hindi name and description ('' for none: the English is shown). */
  name_hi: Generated<string>;
  comment_hi: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface OffersTable {
  id: Generated<number>;
  name: string;
  /** The Hindi name ('' for none: the English is shown). */
  name_hi: Generated<string>;
  img: Generated<string>;
  sort: Generated<number>;
  expiry: string | null;
  status: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface AppointmentsTable {
  id: Generated<number>;
  user_id: number | null;
  name: string;
  phone: string;
  email: string;
  date: string;
  list_month: string;
  comment: string;
  services: string;
  total_paise: number;
  status: Generated<number>;
  status_text: string;
  offer_id: number | null;
  staff_id: number | null;
  idempotency_key: string | null;
  created_at: string;
  updated_at: string;
}

export interface AttendanceTable {
  id: Generated<number>;
  staff_id: number;
  date: string;
  start_time: string | null;
  end_time: string | null;
  comment: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface OrdersTable {
  id: Generated<number>;
  uid: string;
  bill_date: string;
  bill_day: string;
  cust_id: number;
  user_id: number;
  total_paise: number;
  cash_paise: number;
  online_paise: number;
  payment_id: Generated<string>;
  data: string;
  services: string;
  staff: string;
  created_at: string;
  updated_at: string;
  /** Tax invoices (docs/product.md#gst-invoices): null on a plain receipt. */
  invoice_number: string | null;
  /** JSON of the tax as billed (StoredTax); '' on a plain receipt. */
  tax: Generated<string>;
  cancelled_at: string | null;
  cancelled_by: number | null;
  cancel_reason: Generated<string>;
}

export interface InvoiceSequencesTable {
  financial_year: string;
  last_number: number;
}

export interface OrderStaffTable {
  order_id: number;
  staff_id: number;
  bill_day: string;
}

export interface OrderServicesTable {
  order_id: number;
  service_id: number;
  bill_day: string;
  qty: number;
  total_paise: number;
  /** The service's categories when it was billed (comma-separated ids): what the home figures counted it as. */
  category_ids: string;
}

/** Each customer's bills that stand: the home figures' customers served are those above 0. */
export interface CustomerBillCountsTable {
  cust_id: number;
  standing: number;
}

/** The home page's figures from the bills, kept as bills are made and cancelled: one row, id 1. */
export interface HomeFiguresTable {
  id: number;
  clients: number;
  brides: number;
  hair: number;
  services: number;
}

export interface OrderPaymentsTable {
  id: Generated<number>;
  order_id: number;
  cash_paise: number;
  online_paise: number;
  payment_id: Generated<string>;
  user_id: number;
  paid_on: string;
  created_at: string;
  /** 1 once its invoice is cancelled. */
  cancelled: Generated<number>;
}

export interface ExpensesTable {
  id: Generated<number>;
  date: string;
  total_paise: number;
  cash_paise: number;
  online_paise: number;
  expense_paise: number;
  expense_online_paise: number;
  closing_paise: number;
  comment: string;
  is_holiday: Generated<number>;
  user_id: number;
  created_at: string;
  updated_at: string;
}

export interface CashBookLockTable {
  id: number;
  version: Generated<number>;
}

export interface SalariesTable {
  id: Generated<number>;
  date: string;
  staff_id: number;
  amount_paise: number;
  online_amount_paise: number;
  comment: string;
  user_id: number;
  created_at: string;
  updated_at: string;
}

/** One row (id 1): the public content's version (migration 016, src/server/db/content-version.ts). */
export interface ContentVersionTable {
  id: number;
  version: number;
}

export interface Database {
  users: UsersTable;
  auth_tokens: AuthTokensTable;
  login_failures: LoginFailuresTable;
  sign_in_addresses: SignInAddressesTable;
  request_counts: RequestCountsTable;
  settings: SettingsTable;
  seo_entries: SeoEntriesTable;
  categories: CategoriesTable;
  services: ServicesTable;
  offers: OffersTable;
  appointments: AppointmentsTable;
  attendance: AttendanceTable;
  orders: OrdersTable;
  order_staff: OrderStaffTable;
  order_services: OrderServicesTable;
  order_payments: OrderPaymentsTable;
  customer_bill_counts: CustomerBillCountsTable;
  home_figures: HomeFiguresTable;
  invoice_sequences: InvoiceSequencesTable;
  expenses: ExpensesTable;
  cash_book_lock: CashBookLockTable;
  salaries: SalariesTable;
  content_version: ContentVersionTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type ServiceRow = Selectable<ServicesTable>;
export type CategoryRow = Selectable<CategoriesTable>;
export type OfferRow = Selectable<OffersTable>;
export type AppointmentRow = Selectable<AppointmentsTable>;
export type AttendanceRow = Selectable<AttendanceTable>;
export type OrderRow = Selectable<OrdersTable>;
export type ExpenseRow = Selectable<ExpensesTable>;
export type SalaryRow = Selectable<SalariesTable>;
