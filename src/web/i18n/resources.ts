/**
 * The English resources, one namespace per feature. The namespaces of the page frame (header, footer, contact
 * widget, the home page's offers bar) come with the app's entry; every other namespace arrives with the code of
 * the pages that use it: its en.ts registers it when imported (register-namespace.ts), and those pages import it.
 * The types know every key of every namespace, registered yet or not.
 */
import type { accountsEn } from '../features/accounts/en';
import type { appointmentReviewEn } from '../features/appointment-review/en';
import type { appointmentsEn } from '../features/appointments/en';
import type { attendanceEn } from '../features/attendance/en';
import type { bookingEn } from '../features/booking/en';
import type { cartEn } from '../features/cart/en';
import type { customersEn } from '../features/customers/en';
import type { dashboardEn } from '../features/dashboard/en';
import { catalogueEn } from '../features/catalogue/en';
import { offersEn } from '../features/offers/en';
import type { offersAdminEn } from '../features/offers-admin/en';
import type { servicesAdminEn } from '../features/services-admin/en';
import type { homeEn } from '../features/site/components/home-en';
import type { siteEn } from '../features/site/en';
import type { usersEn } from '../features/users/en';
import type { quickInvoiceEn } from '../features/orders/invoice-en';
import type { ordersEn } from '../features/orders/en';
import type { expensesEn } from '../features/expenses/en';
import type { salaryEn } from '../features/salary/en';
import { commonEn } from '../components/en';
import { layoutEn } from '../layout/en';
import type { serverMessagesEn } from './server-messages-en';
import type { validationEn } from './validation-en';

export const DEFAULT_NAMESPACE = 'common';

/** What the page frame needs on every page, bundled with the entry. */
export const resources = {
  en: {
    common: commonEn,
    layout: layoutEn,
    catalogue: catalogueEn,
    offers: offersEn,
  },
};

/** Namespaces that arrive with the pages (and dialogs) that use them. */
export interface PageResources {
  site: typeof siteEn;
  accounts: typeof accountsEn;
  cart: typeof cartEn;
  appointments: typeof appointmentsEn;
  appointmentReview: typeof appointmentReviewEn;
  booking: typeof bookingEn;
  home: typeof homeEn;
  validation: typeof validationEn;
  server: typeof serverMessagesEn;
  offersAdmin: typeof offersAdminEn;
  servicesAdmin: typeof servicesAdminEn;
  attendance: typeof attendanceEn;
  customers: typeof customersEn;
  users: typeof usersEn;
  quickInvoice: typeof quickInvoiceEn;
  orders: typeof ordersEn;
  expenses: typeof expensesEn;
  salary: typeof salaryEn;
  dashboard: typeof dashboardEn;
}

export type Resources = (typeof resources)['en'] & PageResources;
export type Namespace = keyof Resources;
export type PageNamespace = keyof PageResources;
