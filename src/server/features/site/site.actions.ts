/**
 * The site's own data and what the web shell asks of it (docs/decisions/005-public-site.md,
 * docs/decisions/006-server-rendering.md): the salon's details, the SEO entries, the home page's structured data,
 * the crawler files, the health check, and whether an address is a page of the web app, so the shell answers it
 * with 200 or with an honest 404 (a "soft 404", the app's not-found page with status 200, is indexed by search
 * engines as a real page).
 */
import type { SalonSettings, SeoEntry } from '@shared/site.schemas';
import { SETTINGS_MESSAGES, type SalonSettingsUpdate } from '@shared/salon-settings.schemas';
import { salonToday } from '@shared/salon-time';
import { pageAddressOf } from '@shared/site-routes';
import type { AppContext } from '@server/context';
import { bumpContentVersion } from '@server/db/content-version';
import { categoryExists, enabledPrices } from '@server/features/catalogue/catalogue.actions';
import { existingCategoryIds } from '@server/features/catalogue/catalogue.repository';
import { invalidInput } from '@server/plugins/errors';
import { orderExists } from '@server/features/orders/orders.actions';
import { robotsTxt, sitemapXml } from './crawler-files';
import { listSeoEntries, pingDatabase, readSalonSettings, writeSalonSettings } from './site.repository';
import { beautySalonJsonLd } from './structured-data';
import { forgetHomeFigures, homeFiguresAnswer } from './home-figures.actions';

export function salonSettings({ db }: AppContext): Promise<SalonSettings> {
  return readSalonSettings(db);
}

/**
 * The admin's settings replace what the form shows, in one transaction; the time zone stays. SAC codes are for the
 * salon's own categories. The transaction raises the public content's version, so the site shows the change at
 * once, the cached server-drawn pages too.
 */
export async function updateSalonSettings({ db }: AppContext, update: SalonSettingsUpdate): Promise<SalonSettings> {
  const saved = await db.transaction().execute(async (trx) => {
    const categoryIds = Object.keys(update.gst.sacByCategory).map(Number);
    const known = await existingCategoryIds(trx, categoryIds);
    if (categoryIds.some((id) => !known.has(id))) {
      throw invalidInput({ 'gst.sacByCategory': [SETTINGS_MESSAGES.sacCategory] });
    }
    const current = await readSalonSettings(trx);
    // Only the form's keys are written: the photos, kept by their own routes, are never written back from a copy.
    await writeSalonSettings(trx, update);
    // Every public page shows the settings: their cached copies are made afresh on every process.
    await bumpContentVersion(trx);
    return { ...current, ...update };
  });
  // The counters the admin set show at once (docs/product.md#home-figures).
  forgetHomeFigures(db);
  return saved;
}

export function seoEntries({ db }: AppContext): Promise<SeoEntry[]> {
  return listSeoEntries(db);
}

/** The salon as schema.org JSON-LD (a script tag) for the home page, with the enabled services' price range. */
export async function homeStructuredData(context: AppContext): Promise<string> {
  const [settings, range] = await Promise.all([salonSettings(context), enabledPrices(context)]);
  const prices = range ? { lowest: range.lowest / 100, highest: range.highest / 100 } : undefined;
  return beautySalonJsonLd(settings, prices, context.config.publicUrl);
}

/**
 * The home figures as the home page shows them, as text: a kept home page is drawn again when they change
 * (web-shell/page-cache.ts). Costs nothing while their own cache holds them (home-figures.actions.ts).
 */
export async function homeFiguresStamp(context: AppContext): Promise<string> {
  return (await homeFiguresAnswer(context)).json.toString();
}

/** Throws when the database does not answer. */
export function checkDatabase({ db }: AppContext): Promise<void> {
  return pingDatabase(db);
}

export function robotsText({ config }: AppContext): string {
  return robotsTxt(config.publicUrl);
}

export function sitemapText({ config }: AppContext): string {
  return sitemapXml(config.publicUrl, salonToday(config.timeZone));
}

/**
 * True for a fixed page, a category that exists and a receipt whose order exists. A slug or uid that no row can
 * have is refused before any query, so a long or odd address costs nothing; the others cost one lookup on a
 * unique index.
 */
export async function isAppPage(context: AppContext, pathname: string): Promise<boolean> {
  const address = pageAddressOf(pathname);
  if (!address) return false;
  if (address.kind === 'page') return true;
  if (address.kind === 'category') return categoryExists(context, address.slug);
  return orderExists(context, address.uid);
}
