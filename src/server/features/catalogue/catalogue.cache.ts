/**
 * The catalogue's public lists (categories, enabled services per category) as ready answers. Every write to
 * services or categories through this feature calls `forgetCatalogueCache` once it has committed. The demo seed
 * writes them before the server answers any request, so it has nothing to clear.
 */
import type { Db } from '@server/db/database';
import { ReadyAnswers } from '@server/plugins/ready-answers';

export const catalogueCache = new ReadyAnswers();

export const forgetCatalogueCache = (db: Db) => catalogueCache.forget(db);
