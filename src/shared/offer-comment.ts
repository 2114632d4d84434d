/**
 * An offer booking's comment (docs/product.md#booking-payloads): the offer's name after a fixed prefix on the first
 * line, the booker's note below. Plain functions without zod, so the code that opens the booking modal from any page
 * carries no schema.
 */
/** A booking from an offer: its comment is this text followed by the offer's name (the spec's offer payload). */
export const OFFER_COMMENT_PREFIX = 'I selected This Offer ';

/** An offer booking's comment: the offer's name on the first line, anything the booker wrote on the lines below. */
export function offerBookingComment(offerName: string, note = ''): string {
  const first = `${OFFER_COMMENT_PREFIX}${offerName}`;
  return note ? `${first}\n${note}` : first;
}

/**
 * An offer booking's comment read back: the offer's name (the first line after the prefix) and the booker's note (the
 * lines below); null for a comment that names no offer.
 */
export function readOfferComment(comment: string): { offerName: string; note: string } | null {
  if (!comment.startsWith(OFFER_COMMENT_PREFIX)) return null;
  const rest = comment.slice(OFFER_COMMENT_PREFIX.length);
  const lineEnd = rest.indexOf('\n');
  const offerName = (lineEnd < 0 ? rest : rest.slice(0, lineEnd)).trim();
  if (!offerName) return null;
  return { offerName, note: lineEnd < 0 ? '' : rest.slice(lineEnd + 1).trim() };
}
