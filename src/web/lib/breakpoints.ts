/**
 * The phone breakpoint of the web app (docs/product.md#constants: 700 px; MOBILE_BREAKPOINT_PX), the one query every
 * component asks: below 700 px is a phone (one month in a date picker, lists as cards). The CSS asks the same through
 * `$phone-max` (postcss.config.js), in em as Mantine's breakpoints are: markup that must be right before any script
 * (the contact widget's two layouts) is picked there rather than here.
 */
import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_BREAKPOINT_PX } from '@shared/constants';

/** The widest phone, 0.01 em under the breakpoint (43.74em): 700 px itself is not a phone. */
export const PHONE_MAX_WIDTH = `${(MOBILE_BREAKPOINT_PX - 0.16) / 16}em`;
export const PHONE_MEDIA_QUERY = `(max-width: ${PHONE_MAX_WIDTH})`;

/** True below 700 px (false until the browser has answered, as Mantine's useMediaQuery is). */
export function useIsPhone(): boolean {
  return useMediaQuery(PHONE_MEDIA_QUERY) ?? false;
}

/** Below Mantine's sm (768 px) a form's dialog takes the whole screen, with room for the keyboard. */
export const FULL_SCREEN_DIALOG_QUERY = '(max-width: 48em)';
