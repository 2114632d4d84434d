/** An offer row as the API answers it (docs/product.md#entity-offer: the zero date when it never expires). */
import type { Offer } from '@shared/catalogue.schemas';
import { dateToWire } from '@shared/salon-time';
import type { OfferRow } from '@server/db/tables';

export function toOfferAnswer(row: OfferRow): Offer {
  return {
    id: row.id,
    name: row.name,
    img: row.img,
    sort: row.sort,
    expiry: dateToWire(row.expiry),
    status: row.status,
    name_hi: row.name_hi,
  };
}
