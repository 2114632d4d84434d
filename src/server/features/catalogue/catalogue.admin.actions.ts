/**
 * The services admin's writes (docs/product.md#service-status-and-sorting, #api-services-admin): add or update a
 * service, and save a new order. Each runs in one transaction: a new service's sorting (last + 1) is read and used
 * inside it, and a reorder changes every listed service or none.
 */
import { sql } from 'kysely';
import { SERVICE_MESSAGES, type ServiceSavePayload, type SortingItem } from '@shared/services-admin.schemas';
import { rupeesToPaise } from '@shared/money';
import type { AppContext } from '@server/context';
import { bumpContentVersion } from '@server/db/content-version';
import type { Executor } from '@server/db/database';
import type { ServiceRow } from '@server/db/tables';
import { HttpError, invalidInput } from '@server/plugins/errors';
import * as catalogue from './catalogue.repository';
import { cleanServiceDescription } from './service-description';

function notFound(fields?: Record<string, string[]>): HttpError {
  return new HttpError(404, SERVICE_MESSAGES.notFound, fields);
}

/** Two staff adding at once on PostgreSQL would read the same last sorting: they take turns instead. */
async function takeSortingTurn({ kind }: AppContext, trx: Executor): Promise<void> {
  if (kind === 'postgres') await sql`select pg_advisory_xact_lock(hashtext('services.sorting'))`.execute(trx);
}

export async function saveService(context: AppContext, payload: ServiceSavePayload): Promise<ServiceRow> {
  const saved = await context.db.transaction().execute(async (trx) => {
    const existing = payload.id === undefined ? undefined : await catalogue.findServiceById(trx, payload.id);
    if (payload.id !== undefined && !existing) throw notFound();

    const known = await catalogue.existingCategoryIds(trx, payload.category_id);
    if (payload.category_id.some((id) => !known.has(id))) {
      throw invalidInput({ category_id: [SERVICE_MESSAGES.categoryUnknown] });
    }

    const fields = {
      name: payload.name,
      pricePaise: rupeesToPaise(payload.price),
      discountPaise: rupeesToPaise(payload.discount),
      categoryIds: payload.category_id,
      status: payload.status,
      comment: cleanServiceDescription(payload.comment),
      nameHi: payload.name_hi,
      commentHi: cleanServiceDescription(payload.comment_hi),
    };
    let id: number;
    if (existing) {
      id = existing.id;
      await catalogue.updateService(trx, id, { ...fields, sorting: payload.sorting ?? existing.sorting });
    } else {
      await takeSortingTurn(context, trx);
      const sorting = payload.sorting ?? (await catalogue.lastServiceSorting(trx)) + 1;
      id = await catalogue.insertService(trx, { ...fields, sorting });
    }
    // The public lists and pages show the change on every process (db/content-version.ts).
    await bumpContentVersion(trx);
    return (await catalogue.findServiceById(trx, id))!;
  });
  return saved;
}

/** Every listed service gets its new sorting, or (an unknown id among them) none does. */
export async function saveSortings({ db }: AppContext, items: readonly SortingItem[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const changed = await catalogue.updateServiceSortings(trx, items);
    if (changed === items.length) return bumpContentVersion(trx);
    const found = await catalogue.existingServiceIds(
      trx,
      items.map((item) => item.id),
    );
    const missing = items.filter((item) => !found.has(item.id)).map((item) => item.id);
    throw notFound({ id: missing.map((id) => SERVICE_MESSAGES.notFoundId(id)) });
  });
}
