/**
 * The frame of every page: the header for the visitor's role, the offers announcement on the home page, the page,
 * the public footer where it belongs, the contact widget, the offline notice, SEO tags and the session refresh.
 */
import { Box } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useText } from '@web/i18n';
import { isBackOfficePath, isFooterPath } from '@shared/site-routes';
import { PageErrorBoundary } from '@web/components/PageErrorBoundary';
import { PageLoader } from '@web/components/PageLoader';
import { useSessionRefresh } from '@web/features/accounts';
import { OffersAnnouncement } from '@web/features/offers';
import { useSeoTags } from '@web/lib/use-seo-tags';
import { isBackOffice } from '@shared/roles';
import { useSession } from '@web/lib/session';
import { paths } from '@web/paths';
import { BackOfficeHeader } from './BackOfficeHeader';
import { ContactWidget } from './ContactWidget';
import { FloatingDirectionsButton } from './FloatingDirectionsButton';
import { Footer } from './Footer';
import { OfflineNotice } from './OfflineNotice';
import { PublicHeader } from './PublicHeader';
import { useScrollOnNavigate } from './use-scroll-on-navigate';
import { markAppReady } from '@web/lib/hold-taps';
import classes from './AppLayout.module.css';
import { layoutText } from '@web/layout/en';

/**
 * Marks the document once the last part of the frame is live (parts hydrate in order), so a browser test knows a
 * click will be handled by the app rather than fall on the server's markup.
 */
function AppReady() {
  useEffect(() => {
    markAppReady();
  }, []);
  return null;
}

export function AppLayout() {
  const { t } = useText(layoutText);
  const { pathname } = useLocation();
  const { user } = useSession();
  useSeoTags(pathname);
  useSessionRefresh();
  useScrollOnNavigate();

  const isStaff = isBackOffice(user);
  // Staff and admin get the back-office header on its pages, and the public one (with Go to Admin) elsewhere.
  const isBackOfficeHeader = isStaff && isBackOfficePath(pathname);
  // The public footer: guests and customers only, on the public paths only.
  const showFooter = !isStaff && isFooterPath(pathname);

  // Each part in its own Suspense boundary: React hydrates a server-rendered boundary as a separate piece of
  // work that yields to the browser, so a slow phone never freezes while the page comes alive.
  return (
    <>
      <a href="#main" className={classes.skip}>
        {t('nav.skip')}
      </a>
      <Suspense>{isBackOfficeHeader && user ? <BackOfficeHeader user={user} /> : <PublicHeader />}</Suspense>
      <Box component="main" id="main" tabIndex={-1} className={classes.main}>
        {!isBackOfficeHeader && pathname === paths.home && (
          <Suspense>
            <OffersAnnouncement />
          </Suspense>
        )}
        <PageErrorBoundary key={pathname}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </Box>
      {showFooter && (
        <Suspense>
          <Footer />
          <FloatingDirectionsButton />
        </Suspense>
      )}
      <Suspense>
        {/* The salon's contact buttons are for visitors and customers (as the footer): staff and admin see none. */}
        {!isStaff && <ContactWidget />}
        <OfflineNotice />
        <AppReady />
      </Suspense>
    </>
  );
}
