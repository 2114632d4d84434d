import type { Service } from '@shared/catalogue.schemas';
import { paiseToRupees } from '@shared/money';
import type { ServiceRow } from '@server/db/tables';

/** A service row as the API answers it: money in rupees (docs/product.md#entity-service). */
export function toServiceAnswer(row: ServiceRow): Service {
  return {
    id: row.id,
    name: row.name,
    price: paiseToRupees(row.price_paise),
    discount: paiseToRupees(row.discount_paise),
    category_id: row.category_id,
    sorting: row.sorting,
    status: row.status,
    comment: row.comment,
    name_hi: row.name_hi,
    comment_hi: row.comment_hi,
  };
}
