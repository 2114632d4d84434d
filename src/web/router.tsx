/**
 * Every route of the web app, its page (loaded lazily) and its guard, in one place (docs/product.md#route-guards). A
 * failed guard goes to '/'.
 *
 * Declarative routes (BrowserRouter) rather than a data router: the app loads its data with TanStack Query, and
 * the data router's machinery would add about 17 kB gzip to every first page load.
 */
import { Navigate, Outlet, Route, Routes } from 'react-router';
import type { User } from '@shared/accounts.schemas';
import { USER_TYPE } from '@shared/constants';
import { CATEGORY_PAGE, RECEIPT_PAGE } from '@shared/site-routes';
import { AppLayout } from './layout/AppLayout';
import { useSession } from './lib/session';
import {
  AttendancePage,
  BillingPage,
  BookingListPage,
  BridalPage,
  CategoryServicesPage,
  DashboardPage,
  ExpensesPage,
  HomePage,
  InstallationPage,
  LoginPage,
  MarkAttendancePage,
  MyAppointmentsPage,
  MyRoomPage,
  NailsPage,
  NotFoundPage,
  OfferListPage,
  OffersPage,
  OrderListPage,
  ProfilePage,
  QuickInvoicePage,
  RegisterPage,
  RepublicDayPage,
  SalaryPage,
  ServiceListPage,
  ServicesPage,
  UserListPage,
} from './pages';
import { paths } from './paths';

/** Who may enter a guarded route. */
export type Access = 'signed-in' | 'back-office' | 'admin';

const ALLOWED_TYPES: Record<Exclude<Access, 'signed-in'>, readonly number[]> = {
  'back-office': [USER_TYPE.admin, USER_TYPE.staff],
  admin: [USER_TYPE.admin],
};

export function mayEnter(access: Access, user: User | null, token: string | null): boolean {
  if (!user || !token) return false;
  return access === 'signed-in' || ALLOWED_TYPES[access].includes(user.user_type);
}

function RequireAccess({ access }: { access: Access }) {
  const { user, token } = useSession();
  return mayEnter(access, user, token) ? <Outlet /> : <Navigate to={paths.home} replace />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path={paths.home} element={<AppLayout />}>
        <Route index element={<HomePage />} />
        <Route path={paths.login} element={<LoginPage />} />
        <Route path={paths.register} element={<RegisterPage />} />
        <Route path={paths.services} element={<ServicesPage />} />
        <Route path={CATEGORY_PAGE} element={<CategoryServicesPage />} />
        <Route path={paths.bridal} element={<BridalPage />} />
        <Route path={paths.nails} element={<NailsPage />} />
        <Route path={paths.republicDay} element={<RepublicDayPage />} />
        <Route path={paths.installation} element={<InstallationPage />} />
        <Route path={paths.offers} element={<OffersPage />} />
        {/* Open, and rendered in the browser only (not in OPEN_PAGES): a receipt is nobody's search result. */}
        <Route path={RECEIPT_PAGE} element={<BillingPage />} />
        <Route element={<RequireAccess access="signed-in" />}>
          <Route path={paths.profile} element={<ProfilePage />} />
          <Route path={paths.cart} element={<MyRoomPage />} />
          <Route path={paths.myAppointments} element={<MyAppointmentsPage />} />
        </Route>
        <Route element={<RequireAccess access="back-office" />}>
          <Route path={paths.attendance} element={<AttendancePage />} />
          <Route path={paths.service} element={<ServiceListPage />} />
          <Route path={paths.quickInvoice} element={<QuickInvoicePage />} />
          <Route path={paths.listing} element={<OrderListPage />} />
          <Route path={paths.salary} element={<SalaryPage />} />
          <Route path={paths.dashboard} element={<DashboardPage />} />
          <Route path={paths.expenses} element={<ExpensesPage />} />
        </Route>
        <Route element={<RequireAccess access="admin" />}>
          <Route path={paths.bookingList} element={<BookingListPage />} />
          <Route path={paths.offerList} element={<OfferListPage />} />
          <Route path={paths.userList} element={<UserListPage />} />
          <Route path={paths.markAttendance} element={<MarkAttendancePage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
