/**
 * The home page's counters (docs/product.md#home-figures): each the figure the admin set in the settings, or else
 * the salon's own from its bills. The home page is drawn by the server on every request, so the answer is kept ready
 * for a minute (per process, plugins/ready-answers.ts); a settings save clears it, so a figure the admin sets shows
 * at once, and a new bill shows within the minute.
 */
import { eachCounter, homeFiguresSchema, HOME_COUNTERS, withOverrides, type HomeFigures } from '@shared/home-figures';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/database';
import { ReadyAnswers, type ReadyAnswer } from '@server/plugins/ready-answers';
import * as figures from './home-figures.repository';
import { readSalonSettings } from './site.repository';

const FIGURES_LIFETIME_MS = 60_000;
const figuresCache = new ReadyAnswers(FIGURES_LIFETIME_MS);

export const forgetHomeFigures = (db: Db) => figuresCache.forget(db);

const QUERIES: Record<keyof HomeFigures, (db: Db) => Promise<number>> = {
  clients: figures.countCustomersServed,
  brides: figures.countBridalBookings,
  hair: figures.countHairServices,
  services: figures.countServicesDone,
};

/** The figures: the admin's where set; the others from the bills, one query each (none for a figure set). */
export async function homeFigures({ db }: AppContext): Promise<HomeFigures> {
  const { counters } = await readSalonSettings(db);
  const fromBills: HomeFigures = eachCounter(0);
  for (const key of HOME_COUNTERS) {
    if (typeof counters?.[key] !== 'number') fromBills[key] = await QUERIES[key](db);
  }
  return withOverrides(fromBills, counters);
}

/** The figures' answer, ready to send. */
export function homeFiguresAnswer(context: AppContext): Promise<ReadyAnswer> {
  return figuresCache.get(context.db, 'figures', async () => ({
    data: homeFiguresSchema.parse(await homeFigures(context)),
  }));
}
