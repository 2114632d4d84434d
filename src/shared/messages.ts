/**
 * Every message the server answers with, under a stable code (docs/architecture.md#text, decision 016): the code is
 * the group and the name, such as `expenses.previousDate`. The server sends the code beside the English words
 * (src/shared/api-error.ts); a browser in another language shows its own words for the code. The English words stay
 * the spec's, and live once, in the groups below.
 */
import { ACCOUNT_MESSAGES, PHONE_MESSAGES } from './accounts.messages';
import { APPOINTMENT_MESSAGES } from './appointments.schemas';
import { ATTENDANCE_MESSAGES } from './attendance.schemas';
import { BOUNDED_JSON_MESSAGES } from './bounded-json';
import { CART_MESSAGES } from './cart.schemas';
import { CATALOGUE_MESSAGES } from './catalogue.schemas';
import { FIELD_MESSAGES, REQUEST_MESSAGES } from './common.messages';
import { CUSTOMER_MESSAGES } from './customers.schemas';
import { DASHBOARD_MESSAGES } from './dashboard.schemas';
import { EXPENSE_MESSAGES } from './expenses.schemas';
import { readTemplate, type MessageTemplate } from './message-template';
import { OFFER_MESSAGES } from './offers-admin.schemas';
import { ORDER_MESSAGES } from './orders.schemas';
import { PAGING_MESSAGES } from './paged-range';
import { SALARY_MESSAGES } from './salary.schemas';
import { SERVICE_MESSAGES } from './services-admin.schemas';
import { SETTINGS_MESSAGES } from './salon-settings.schemas';
import { SITE_PHOTO_MESSAGES } from './site-photos.schemas';
import { USER_ADMIN_MESSAGES } from './users.schemas';

type Group = Readonly<Record<string, string | MessageTemplate>>;

/** The groups, by the first part of their codes. The order decides which code English words shared by two get. */
const GROUPS = {
  request: REQUEST_MESSAGES,
  field: FIELD_MESSAGES,
  phone: PHONE_MESSAGES,
  accounts: ACCOUNT_MESSAGES,
  users: USER_ADMIN_MESSAGES,
  customers: CUSTOMER_MESSAGES,
  json: BOUNDED_JSON_MESSAGES,
  paging: PAGING_MESSAGES,
  cart: CART_MESSAGES,
  catalogue: CATALOGUE_MESSAGES,
  appointments: APPOINTMENT_MESSAGES,
  attendance: ATTENDANCE_MESSAGES,
  dashboard: DASHBOARD_MESSAGES,
  expenses: EXPENSE_MESSAGES,
  offers: OFFER_MESSAGES,
  orders: ORDER_MESSAGES,
  salary: SALARY_MESSAGES,
  services: SERVICE_MESSAGES,
  settings: SETTINGS_MESSAGES,
  photos: SITE_PHOTO_MESSAGES,
} as const satisfies Record<string, Group>;

type Groups = typeof GROUPS;
export type MessageCode = { [G in keyof Groups]: `${G}.${keyof Groups[G] & string}` }[keyof Groups];

/** The code of an English message the app does not know (it still shows in English everywhere). */
export const UNKNOWN_MESSAGE_CODE = 'unknown';

/** Every code's English words; a message with values has `{{name}}` places. */
export const MESSAGES = Object.fromEntries(
  Object.entries(GROUPS).flatMap(([group, messages]) =>
    Object.entries(messages as Group).map(([name, text]) => [
      `${group}.${name}`,
      typeof text === 'string' ? text : text.template,
    ]),
  ),
) as Record<MessageCode, string>;

const codeOfText = new Map<string, MessageCode>();
const templates: Array<[MessageCode, string]> = [];
for (const [code, text] of Object.entries(MESSAGES) as Array<[MessageCode, string]>) {
  if (text.includes('{{')) templates.push([code, text]);
  else if (!codeOfText.has(text)) codeOfText.set(text, code);
}

export interface FoundMessage {
  code: MessageCode;
  /** The values in a message with places, by name. */
  values: Record<string, string>;
}

/** The code (and values) of English words the app sends, or null for words it does not know. */
export function findMessage(text: string): FoundMessage | null {
  const code = codeOfText.get(text);
  if (code) return { code, values: {} };
  for (const [templateCode, template] of templates) {
    const values = readTemplate(template, text);
    if (values) return { code: templateCode, values };
  }
  return null;
}

export function isMessageCode(code: string): code is MessageCode {
  return Object.hasOwn(MESSAGES, code);
}
