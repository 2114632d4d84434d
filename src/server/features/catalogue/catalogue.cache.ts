/**
 * The catalogue's public lists (categories, enabled services per category) as ready answers, kept while the public
 * content's version stays (src/server/plugins/ready-answers.ts). Every write to services or categories raises the
 * version in its transaction: the services admin's (catalogue.admin.actions.ts) and the demo seed's.
 */
import { ReadyAnswers } from '@server/plugins/ready-answers';

export const catalogueCache = new ReadyAnswers('content-version');
