/**
 * The public offer list as a ready answer (see src/server/plugins/ready-answers.ts: per process, cleared by this process's
 * own writes). Every offer write in offers.actions.ts calls `forgetOfferCache` once it is done.
 */
import type { Db } from '@server/db/database';
import { ReadyAnswers } from '@server/plugins/ready-answers';

export const offerCache = new ReadyAnswers();

export const forgetOfferCache = (db: Db) => offerCache.forget(db);
