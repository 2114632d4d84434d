/**
 * Which pages belong to the back office, where staff and admin get the back-office header
 * (docs/product.md#back-office-navigation). On every other page (home, services, offers, My Appointments ...) they get
 * the public header, whose account menu has Go to Admin and My Appointments (docs/decisions/003-web-shell.md).
 */
import { PAGE_PATHS, RECEIPT_PAGE, withoutTrailingSlashes } from '@shared/site-routes';

const BACK_OFFICE_PATHS = new Set<string>(
  [
    PAGE_PATHS.dashboard,
    PAGE_PATHS.expenses,
    PAGE_PATHS.attendance,
    PAGE_PATHS.service,
    PAGE_PATHS.listing,
    PAGE_PATHS.salary,
    PAGE_PATHS.quickInvoice,
    PAGE_PATHS.bookingList,
    PAGE_PATHS.userList,
    PAGE_PATHS.offerList,
    PAGE_PATHS.markAttendance,
    // The back office's own Profile link (its account menu) leads here.
    PAGE_PATHS.profile,
  ].map((path) => path.toLowerCase()),
);

/** The receipts' folder: '/billing/'. */
const RECEIPT_FOLDER = RECEIPT_PAGE.slice(0, RECEIPT_PAGE.indexOf(':')).toLowerCase();

function isReceiptPage(path: string): boolean {
  const uid = path.slice(RECEIPT_FOLDER.length);
  return path.startsWith(RECEIPT_FOLDER) && uid !== '' && !uid.includes('/');
}

/** True on a back-office page, matched as the router matches: case ignored, trailing slashes dropped. */
export function isBackOfficePage(pathname: string): boolean {
  const path = (pathname.length > 1 ? withoutTrailingSlashes(pathname) : pathname).toLowerCase();
  return BACK_OFFICE_PATHS.has(path) || isReceiptPage(path);
}
