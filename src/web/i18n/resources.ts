/**
 * The English resources, one namespace per feature. The namespaces of the page frame (header, footer, contact
 * widget, the home page's offers bar) come with the app's entry; every other namespace arrives with the code of
 * the pages that use it: its en.ts registers it when imported (register-namespace.ts), and those pages import it.
 * The types know every key of every namespace, registered yet or not.
 */
import type { accountsEn } from '@web/features/accounts/en';
import type { appointmentReviewEn } from '@web/features/appointment-review/en';
import type { appointmentsEn } from '@web/features/appointments/en';
import type { attendanceEn } from '@web/features/attendance/en';
import type { bookingEn } from '@web/features/booking/en';
import type { cartEn } from '@web/features/cart/en';
import type { customersEn } from '@web/components/add-customer/en';
import type { dashboardEn } from '@web/features/dashboard/en';
import { catalogueEn } from '@web/features/catalogue/en';
import { offersEn } from '@web/features/offers/en';
import type { offersAdminEn } from '@web/features/offers-admin/en';
import type { offerBookingEn } from '@web/features/offers/offer-booking-en';
import type { servicesAdminEn } from '@web/features/services-admin/en';
import type { homeEn } from '@web/features/site/components/home-en';
import type { siteEn } from '@web/features/site/en';
import type { usersEn } from '@web/features/users/en';
import type { quickInvoiceEn } from '@web/features/orders/invoice-en';
import type { ordersEn } from '@web/features/orders/en';
import type { expensesEn } from '@web/features/expenses/en';
import type { salaryEn } from '@web/features/salary/en';
import type { backOfficeEn } from '@web/components/back-office/en';
import { commonEn } from '@web/components/en';
import { layoutEn } from '@web/layout/en';
import type { cartChangesEn } from '@web/lib/cart-en';
import type { appointmentCardEn } from '@web/components/appointment-card/en';
import type { productFormEn } from '@web/components/product-form/en';
import type { profileFormEn } from '@web/components/profile-form/en';
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
  profileForm: typeof profileFormEn;
  cart: typeof cartEn;
  cartChanges: typeof cartChangesEn;
  appointments: typeof appointmentsEn;
  appointmentCard: typeof appointmentCardEn;
  appointmentReview: typeof appointmentReviewEn;
  booking: typeof bookingEn;
  offerBooking: typeof offerBookingEn;
  productForm: typeof productFormEn;
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
  backOffice: typeof backOfficeEn;
}

export type Resources = (typeof resources)['en'] & PageResources;
export type Namespace = keyof Resources;
export type PageNamespace = keyof PageResources;
