/**
 * The public offer list as a ready answer (see src/server/plugins/ready-answers.ts: per process, cleared by this process's
 * own writes). Every offer write in offers.actions.ts calls `forgetOfferAnswers` once it is done.
 */
import type { Db } from '@server/db/database';
import { ReadyAnswers } from '@server/plugins/ready-answers';

export const offerAnswers = new ReadyAnswers();

export const forgetOfferAnswers = (db: Db) => offerAnswers.forget(db);
