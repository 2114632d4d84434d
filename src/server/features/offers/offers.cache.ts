/**
 * The public offer list as a ready answer (src/server/plugins/ready-answers.ts: per process, kept while the public
 * content's version stays). Every offer write in offers.actions.ts raises the version in its transaction.
 */
import { ReadyAnswers } from '@server/plugins/ready-answers';

export const offerCache = new ReadyAnswers('content-version');
