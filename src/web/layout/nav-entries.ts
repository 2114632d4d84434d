/**
 * The navigation of both headers as data, so the desktop bars and the mobile drawers list the same things
 * (docs/product.md#header, #back-office-navigation).
 */
import { useText } from '@web/i18n';
import { SERVICE_CATEGORIES } from '@shared/catalogue';
import type { User } from '@shared/accounts.schemas';
import { isAdmin } from '@shared/roles';
import { paths } from '@web/paths';
import { useSalonSettings } from '@web/lib/salon-settings';
import { useLiveOfferCount } from '@web/features/offers';
import { layoutText } from '@web/layout/en';
import { categoriesText } from '@web/components/categories/en';

export interface NavEntry {
  key: string;
  label: string;
  /** A route of this app. */
  to?: string;
  /** A page elsewhere, opened in a new tab. */
  href?: string;
  children?: NavEntry[];
  /** Marks the link active only on this exact path ('/'). */
  end?: boolean;
  /** Live items behind the link (the Offers link while offers are live): the link glows and shows the count. */
  liveCount?: number;
}

/** Bridal occasions in the order of /bridal?selected=0..5 (docs/product.md#bridal). */
const BRIDAL_OCCASIONS = [
  'bridal.engagement',
  'bridal.bridal',
  'bridal.party',
  'bridal.reception',
  'bridal.roka',
  'bridal.shoot',
] as const;

export function usePublicNavEntries(): NavEntry[] {
  const { t } = useText(layoutText);
  const { t: category } = useText(categoriesText);
  const { settings } = useSalonSettings();
  // docs/product.md#header: the header's Offers link animates when offers exist.
  const liveOfferCount = useLiveOfferCount();

  const entries: NavEntry[] = [
    { key: 'home', label: t('nav.home'), to: paths.home, end: true },
    { key: 'about', label: t('nav.about'), to: paths.about },
    {
      key: 'services',
      label: t('nav.services'),
      children: SERVICE_CATEGORIES.map((c) => ({
        key: c.slug,
        label: category(c.slug, { defaultValue: c.name }),
        to: paths.curlyService(c.slug),
      })),
    },
    {
      key: 'bridal',
      label: t('nav.bridal'),
      children: BRIDAL_OCCASIONS.map((key, index) => ({ key, label: t(key), to: paths.bridalOccasion(index) })),
    },
    {
      key: 'nails',
      label: t('nav.nails'),
      children: [
        { key: 'nail-art', label: t('nails.art'), to: paths.nailArt },
        { key: 'nail-extension', label: t('nails.extension'), to: paths.nailExtension },
      ],
    },
    { key: 'offers', label: t('nav.offers'), to: paths.offers, liveCount: liveOfferCount },
  ];
  if (settings?.feedbackFormUrl) {
    entries.push({ key: 'feedback', label: t('nav.feedback'), href: settings.feedbackFormUrl });
  }
  return entries;
}

/**
 * Staff and admin links; the mobile menu leaves out Attendance (docs/product.md#back-office-navigation) and has Quick
 * Invoice after Listing, since on a phone there is no other way to it than Listing, then Add Order.
 */
export function useBackOfficeNavEntries(user: User | null, { forDrawer = false } = {}): NavEntry[] {
  const { t } = useText(layoutText);
  const entries: NavEntry[] = [
    { key: 'dashboard', label: t('backOffice.dashboard'), to: paths.dashboard },
    { key: 'expenses', label: t('backOffice.expenses'), to: paths.expenses },
    { key: 'attendance', label: t('backOffice.attendance'), to: paths.attendance },
    { key: 'service', label: t('backOffice.service'), to: paths.service },
    { key: 'listing', label: t('backOffice.listing'), to: paths.listing },
    { key: 'salary', label: t('backOffice.salary'), to: paths.salary },
  ];
  if (isAdmin(user)) {
    entries.push(
      { key: 'booking-list', label: t('backOffice.appointments'), to: paths.bookingList },
      { key: 'user-list', label: t('backOffice.users'), to: paths.userList },
      { key: 'offer-list', label: t('backOffice.offers'), to: paths.offerList },
      { key: 'salon-settings', label: t('backOffice.settings'), to: paths.salonSettings },
    );
  }
  if (!forDrawer) return entries;
  const quickInvoice: NavEntry = { key: 'quick-invoice', label: t('backOffice.quickInvoice'), to: paths.quickInvoice };
  return entries.flatMap((entry) => {
    if (entry.key === 'attendance') return [];
    return entry.key === 'listing' ? [entry, quickInvoice] : [entry];
  });
}
