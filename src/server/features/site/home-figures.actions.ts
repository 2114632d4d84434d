/**
 * The home page's counters (docs/product.md#home-figures): each the figure the admin set in the settings, or else
 * the salon's own from its bills, as kept by each bill's own transaction (home-figures.repository.ts): one row read,
 * never the whole history. The answer is kept ready for a few seconds like the other public answers (per process,
 * plugins/ready-answers.ts); a settings save clears it, so a figure the admin sets shows at once.
 */
import { homeFiguresSchema, withOverrides, type HomeFigures } from '@shared/home-figures';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/database';
import { ReadyAnswers, type ReadyAnswer } from '@server/plugins/ready-answers';
import { readHomeFigures } from './home-figures.repository';
import { readSalonSettings } from './site.repository';

const figuresCache = new ReadyAnswers();

export const forgetHomeFigures = (db: Db) => figuresCache.forget(db);

/** The figures: the admin's where set, the kept ones from the bills elsewhere. */
export async function homeFigures({ db }: AppContext): Promise<HomeFigures> {
  const [{ counters }, fromBills] = await Promise.all([readSalonSettings(db), readHomeFigures(db)]);
  return withOverrides(fromBills, counters);
}

/** The figures' answer, ready to send. */
export function homeFiguresAnswer(context: AppContext): Promise<ReadyAnswer> {
  return figuresCache.get(context.db, 'figures', async () => ({
    data: homeFiguresSchema.parse(await homeFigures(context)),
  }));
}
