/**
 * First start on an empty database: the salon's reference data (details, SEO entries, categories) and either the
 * demo salon (SEED_DEMO, the default: the demo logins, regular customers, services, offers, and two months of
 * invoices, payments, cash book, appointments, salaries and attendance up to today; docs/decisions/004-data-and-seed.md)
 * or only an admin from ADMIN_PHONE / ADMIN_PASSWORD.
 */
import type { FastifyBaseLogger } from 'fastify';
import { ALL_CATEGORY, SERVICE_CATEGORIES } from '@shared/catalogue';
import { USER_TYPE } from '@shared/constants';
import { rupeesToPaise } from '@shared/money';
import { addDays } from '@shared/salon-time';
import type { AppContext } from '@server/context';
import { insertUser } from '@server/features/accounts/accounts.repository';
import { hashPassword, unusablePasswordHash } from '@server/features/accounts/passwords';
import { insertCategories, insertServices } from '@server/features/catalogue/catalogue.repository';
import { insertOffers } from '@server/features/offers/offers.repository';
import { insertSeoEntries, writeSalonSettings } from '@server/features/site/site.repository';
import { bumpContentVersion } from '../content-version';
import { isUniqueViolation } from '../database';
import { demoClockAt } from './demo-calendar';
import { demoCustomerRows } from './demo-customers';
import { DEMO_OFFERS } from './demo-offers';
import { insertDemoSalon } from './demo-salon';
import { DEMO_SERVICES } from './demo-services';
import { HINDI_OFFERS, HINDI_SEO, HINDI_SERVICES } from './demo-hindi';
import { DEMO_USERS } from './demo-users';
import { FIRST_SALON_SETTINGS } from './salon-settings';
import { SEO_ENTRIES } from './seo-entries';

export async function seedEmptyDatabase({ db, kind, config }: AppContext, log: FastifyBaseLogger): Promise<void> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return;

  const users = config.seedDemo
    ? DEMO_USERS
    : [
        {
          name: 'Salon Admin',
          phone: config.adminPhone,
          password: config.adminPassword,
          user_type: USER_TYPE.admin,
          extra: {},
        },
      ];
  const hashed = await Promise.all(
    users.map(async (user) => ({ ...user, hash: await hashPassword(user.password, config.passwordHashCost) })),
  );
  const clock = demoClockAt(config.timeZone);
  // The regular customers never sign in: a hash no password matches, which costs no hashing at start.
  const customers = config.seedDemo
    ? demoCustomerRows(clock.today, () => unusablePasswordHash(config.passwordHashCost))
    : [];

  try {
    await db.transaction().execute(async (trx) => {
      await writeSalonSettings(trx, { ...FIRST_SALON_SETTINGS, timeZone: config.timeZone });
      // Each page's entry with its Hindi page's (docs/decisions/018-hindi-at-its-own-addresses.md).
      await insertSeoEntries(
        trx,
        SEO_ENTRIES.map((entry) => ({ ...entry, hi: HINDI_SEO[entry.url] })),
      );
      await insertCategories(trx, kind, [...SERVICE_CATEGORIES, ALL_CATEGORY]);
      for (const user of hashed) {
        await insertUser(trx, {
          name: user.name,
          phone: user.phone,
          password_hash: user.hash,
          user_type: user.user_type,
          status: 1,
          ...user.extra,
        });
      }
      for (const customer of customers) await insertUser(trx, customer);
      if (config.seedDemo) {
        await insertServices(
          trx,
          DEMO_SERVICES.map((service, index) => ({
            name: service.name,
            pricePaise: rupeesToPaise(service.price),
            discountPaise: rupeesToPaise(service.discount),
            categoryIds: service.categories,
            sorting: index + 1,
            status: 1,
            comment: service.comment,
            nameHi: HINDI_SERVICES[service.name]?.name,
            commentHi: hindiDescription(HINDI_SERVICES[service.name]?.comment),
          })),
        );
        await insertOffers(
          trx,
          DEMO_OFFERS.map(({ expiresInDays, ...offer }) => ({
            ...offer,
            name_hi: HINDI_OFFERS[offer.name],
            expiry: expiresInDays === null ? null : addDays(clock.today, expiresInDays),
          })),
        );
        const customerPhones = [
          ...DEMO_USERS.filter((user) => user.user_type === USER_TYPE.customer).map((user) => user.phone),
          ...customers.map((customer) => customer.phone),
        ];
        await insertDemoSalon(trx, clock, customerPhones);
      }
      // Another process started on the same new database may have cached its empty pages meanwhile.
      await bumpContentVersion(trx);
    });
    log.info({ demo: config.seedDemo }, 'seeded the empty database');
  } catch (error) {
    // Several app processes may start on one new PostgreSQL database: the first one seeds, the others find it done.
    if (isUniqueViolation(error)) return;
    throw error;
  }
}

/** A Hindi description as the English ones are kept: one paragraph of rich text ('' for none). */
function hindiDescription(text: string | undefined): string {
  return text ? `<p>${text}</p>` : '';
}
