/**
 * Latin words a Hindi page may show (docs/hindi.md, the kept words): the salon's name, brands, letters read as such,
 * and the switch to English.
 */
export const KEPT_LATIN =
  /^(curly|studio|whatsapp|google|instagram|facebook|youtube|upi|gst|gstin|otp|pdf|png|jpeg|webp|id|mb|am|pm|a4|english)$/i;
