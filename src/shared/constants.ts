/** Constants of the specification (docs/product.md#constants). */

export const USER_TYPE = { admin: 1, staff: 2, customer: 3 } as const;
export type UserType = (typeof USER_TYPE)[keyof typeof USER_TYPE];

export const USER_STATUS = { deactivated: 0, activated: 1 } as const;

export const GENDER = { male: 1, female: 2 } as const;

/** The spec's "not set" values, used on the wire in both directions. */
export const ZERO_DATE = '0000-00-00';
export const ZERO_TIME = '00:00:00';
export const ZERO_DATETIME = '0000-00-00 00:00:00';

export const TOAST_DURATION_MS = 3000;
/**
 * Below this width is a phone (docs/product.md#constants): src/web/lib/breakpoints.ts and the CSS's $phone-max read it.
 */
export const MOBILE_BREAKPOINT_PX = 700;
export const SEARCH_DEBOUNCE_MS = 500;

/**
 * The years the back office's year filters offer and the order list accepts (docs/product.md#constants: 2021 to 2031).
 */
export const YEAR_RANGE = { first: 2021, last: 2031 } as const;

export const PAGE_SIZE = { appointments: 10, myAppointments: 5, orders: 10, users: 10 } as const;

export const PHONE_DIGITS = 10;
export const CUSTOMER_PHONE_MIN = 1000000000;
export const CUSTOMER_PHONE_MAX = 9999999999;
export const REGISTER_PHONE_MIN = 999999999;
export const REGISTER_PHONE_MAX = 9999999999;

export const PRODUCT_PRICE_MAX_RUPEES = 5000;
export const SERVICE_DETAIL_MIN_CHARS = 36;
export const COMMENT_PREVIEW_CHARS = 15;

/** Profile images: what the server accepts before re-encoding (issue 2, point 5). */
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_IMAGE_SIZE_PX = 256;

/** Login throttle: failures per phone within the window (issue 2, point 5). */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;

/** The catch-all category that lists every enabled service (docs/product.md#constants: id 14). */
export const ALL_CATEGORY_ID = 14;
export const ALL_CATEGORY_SLUG = 'all';

/** Fixed values the spec's forms send with a registration or a profile update. */
export const DEVICE_TOKEN = '555';
export const SIGNUP_TYPE = 1;

/** Browser location for live directions (docs/product.md#constants). */
export const GEOLOCATION_TIMEOUT_MS = 27000;
export const GEOLOCATION_MAX_AGE_MS = 30000;

/** My Room: quantities per line and lines per cart the server accepts. */
export const CART_MAX_QUANTITY = 20;
export const CART_MAX_LINES = 100;
