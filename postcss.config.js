import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The phone breakpoint of the CSS is the app's one constant, MOBILE_BREAKPOINT_PX in src/shared/constants.ts
 * (docs/product.md#constants: 700 px), read from there: `@media (max-width: $phone-max)` is below 700 px, as the web
 * code's PHONE_MEDIA_QUERY (src/web/lib/breakpoints.ts) is. In em, as Mantine's breakpoints are.
 */
const constants = readFileSync(join(import.meta.dirname, 'src/shared/constants.ts'), 'utf8');
const phonePx = Number(/export const MOBILE_BREAKPOINT_PX = (\d+);/.exec(constants)?.[1]);
if (!phonePx) throw new Error('MOBILE_BREAKPOINT_PX is missing from src/shared/constants.ts');

export default {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        'mantine-breakpoint-xs': '36em',
        'mantine-breakpoint-sm': '48em',
        'mantine-breakpoint-md': '62em',
        'mantine-breakpoint-lg': '75em',
        'mantine-breakpoint-xl': '88em',
        // The widest phone: 0.16 px (0.01 em) under the breakpoint, so 700 px itself is not a phone.
        'phone-max': `${(phonePx - 0.16) / 16}em`,
      },
    },
  },
};
