/**
 * Hostile bodies (issue 14, bounded work per request). For every route of the OpenAPI document the app serves, the
 * largest bodies and queries its limits allow and just over them: each field's longest text (digits ending in a
 * letter, and a mix of spaces, commas, '<' and non-ASCII letters), each list's longest length, the deepest JSON, the
 * JSON with the most values, the largest body, the URL-encoded form with the most fields, the multipart form with the
 * most and largest fields, and the longest query values; as JSON, URL-encoded and multipart where the route takes
 * them, and as a guest, a customer, a staff member and the admin. A few routes also get valid bodies with the
 * amplifiers their handlers work through (the booking's names, lines, products and bridal day; the services admin's
 * price, description and categories; a sorting of 500; a cart and an invoice of 100 lines), among them the attacker's
 * two findings: bookings naming 8,000 and 45,000 services, and prices of 20,000 and 40,000 digits and an 'x'.
 *
 * The server's event loop is sampled with perf_hooks.monitorEventLoopDelay (5 ms resolution) while each request runs,
 * one request at a time; each route's longest stall and the longest any single request caused go into
 * docs/quality.md (hostile-bodies). The script exits 1 when a request stalled the loop over 50 ms or any answer was
 * a 5xx.
 *
 * The server runs in a child process (this file with --serve, started by the server-process helper: the app built
 * with buildApp through the test helper, on a fresh SQLite demo database in a temporary directory, sign-in and
 * guest and customer booking limits set high so no throttle hides work) that reports its own histogram over IPC. Bodies here reach 256 KiB and multipart forms 10 MiB:
 * building, sending and reading them in the server's own process would count the script's work as the server's
 * stalls, and keeping every body of every route built at once would take gigabytes, so each route's bodies are built
 * just before its requests, in this process, where that work is not sampled. A request whose stall is over the bound
 * is sent twice more and counts with the shortest of its stalls: a stall a request causes comes back every time, one
 * the machine causes (another process on a busy machine, a collection) does not.
 *
 * Usage: node --import tsx scripts/hostile-bodies.ts [--only /api/expense/makeAppoitment,/api/order/create_order]
 * [--verbose]. --only measures those routes and leaves docs/quality.md alone; --verbose prints every request.
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { API_BODY_LIMIT_BYTES, FORM_MAX_FIELDS } from '@server/plugins/request-bounds';
import { FORM_TEXT_MAX_BYTES, UPLOAD_LIMITS } from '@server/plugins/uploads';
import {
  apiOperations,
  bodyContentsOf,
  queryParametersOf,
  type ApiOperation,
  type JsonSchema,
  type OpenApiDocument,
} from '@server/test/openapi-routes';
import { signInOverHttp, startServerProcess } from '@server/test/server-process';
import { DEMO, startTestApp } from '@server/test/test-app';
import { BOOKING_MAX_PRODUCTS } from '@shared/appointments.schemas';
import { JSON_MAX_DEPTH, JSON_MAX_ENTRIES } from '@shared/bounded-json';
import { CART_MAX_LINES } from '@shared/constants';
import { salonToday } from '@shared/salon-time';
import {
  SERVICE_CATEGORIES_MAX,
  SERVICE_COMMENT_MAX_CHARS,
  serviceSaveSchema,
  SORTING_BATCH_MAX,
} from '@shared/services-admin.schemas';
import { runContext, writeQualitySection } from './quality-doc';

const STALL_BOUND_MS = 50;
const RESOLUTION_MS = 5;
/** Node's default limit on a request's head (its line and headers): a longer query answers 431 before any route. */
const HEAD_LIMIT_BYTES = 16 * 1024;
/** Routes never called: logging out would end the session the other requests use (as in fuzz.test.ts). */
const SKIPPED = new Set(['POST /api/logout']);
const ROLES = ['guest', 'customer', 'staff', 'admin'] as const;
type Role = (typeof ROLES)[number];

/** Figures measured once on this machine at the start of the branch (commit 5144c02), before the fixes. */
const BEFORE_FIX = [
  'a booking naming 8,000 services: /api/health waited 3.6 to 4.5 s (the booking itself was answered after as long)',
  'a booking naming 45,000 services: /api/health waited 129 s; its first connection was reset by the 10 s connection timeout',
  'a price of 20,000 digits and an x: 1.4 to 1.7 s to validate; 40,000 digits: 3.7 to 4.6 s',
];

type Message = { type: 'reset' } | { type: 'read'; maxMs: number };

// --- the server: a child process that samples its own event loop ---------------------------------------------------

async function serve(): Promise<void> {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  const app = await startTestApp(
    {
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      GUEST_BOOKINGS_PER_HOUR: '100000',
      CUSTOMER_BOOKINGS_PER_HOUR: '100000',
      CUSTOMER_OPEN_REQUESTS_MAX: '100000',
      REGISTRATIONS_PER_HOUR: '100000',
    },
    { port: Number(process.env.PORT) },
  );
  const send = (message: Message) => process.send!(message);
  process.on('message', (message: { type: 'reset' | 'read' }) => {
    if (message.type === 'reset') {
      histogram.reset();
      send({ type: 'reset' });
    } else {
      // The sampling timer records a stall when it next fires: give it two periods to do so.
      setTimeout(() => send({ type: 'read', maxMs: histogram.count ? histogram.max / 1e6 : 0 }), 2 * RESOLUTION_MS);
    }
  });
  process.once('SIGTERM', () => {
    histogram.disable();
    void app.close().then(() => process.exit(0));
  });
}

// --- the client ----------------------------------------------------------------------------------------------------

interface Server {
  url: string;
  reset(): Promise<void>;
  maxStallMs(): Promise<number>;
  stop(): Promise<void>;
}

async function startServer(): Promise<Server> {
  const server = await startServerProcess({
    command: ['--import', 'tsx', fileURLToPath(import.meta.url), '--serve'],
    ipc: true,
  });
  const { child } = server;
  const next = <T extends Message['type']>(type: T) =>
    new Promise<Extract<Message, { type: T }>>((resolve, reject) => {
      const onMessage = (message: Message) => {
        if (message.type !== type) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(message as Extract<Message, { type: T }>);
      };
      const onExit = (code: number | null) => reject(new Error(`the server exited (${code})`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  return {
    url: server.url,
    async reset() {
      const done = next('reset');
      child.send({ type: 'reset' });
      await done;
    },
    async maxStallMs() {
      const read = next('read');
      child.send({ type: 'read' });
      return (await read).maxMs;
    },
    async stop() {
      await server.stop();
    },
  };
}

interface HostileRequest {
  /** What is amplified, as the report names it. */
  label: string;
  method: string;
  path: string;
  contentType?: string;
  body?: string | Uint8Array<ArrayBuffer>;
}

interface Outcome {
  route: string;
  label: string;
  role: Role;
  status: number | 'no answer';
  stallMs: number;
  ms: number;
}

async function send(server: Server, request: HostileRequest, token: string | null) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (request.contentType) headers['content-type'] = request.contentType;
  const started = performance.now();
  let status: number | 'no answer';
  try {
    const answer = await fetch(server.url + request.path, {
      method: request.method,
      headers,
      body: request.body,
      signal: AbortSignal.timeout(120_000),
    });
    await answer.arrayBuffer();
    status = answer.status;
  } catch {
    // A refusal sent before the whole body was read (401, 413) may close the connection under the sender.
    status = 'no answer';
  }
  return { status, ms: performance.now() - started };
}

/** One request with the server's loop sampled while it runs; resent when it seems to stall over the bound. */
async function measured(server: Server, request: HostileRequest, token: string | null) {
  let best: { status: number | 'no answer'; ms: number; stallMs: number } | undefined;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await server.reset();
    const answer = await send(server, request, token);
    const stallMs = await server.maxStallMs();
    if (!best || stallMs < best.stallMs) best = { ...answer, stallMs };
    if (best.stallMs <= STALL_BOUND_MS) break;
  }
  return best!;
}

// --- building the hostile requests ---------------------------------------------------------------------------------

/** Digits ending in a letter: what number patterns backtrack on. */
const digitsThenLetter = (length: number) => '1'.repeat(Math.max(0, length - 1)) + 'x'.slice(0, length);
/** Spaces, commas, '<' and non-ASCII letters: what trimming, splitting and tag patterns work through. */
const mixedText = (length: number) => ' ,<é1'.repeat(Math.ceil(length / 5)).slice(0, length);

/** Distinct one-character names (CJK letters), as the attacker's booking had. */
function distinctNames(count: number): string[] {
  const names: string[] = [];
  for (let code = 0x4e00; names.length < count; code += 1) {
    if (code < 0xd800 || code > 0xdfff) names.push(String.fromCharCode(code));
  }
  return names;
}

function sampleOf(schema: JsonSchema | undefined): unknown {
  if (!schema) return 1;
  if (schema.anyOf?.length) return sampleOf(schema.anyOf[0]);
  if (schema.enum?.length) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object') {
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, field]) => [name, sampleOf(field)]));
  }
  if (type === 'array') return [sampleOf(schema.items)];
  if (type === 'string') return 'a';
  if (type === 'boolean') return true;
  return 1;
}

/** The longest text a field's schema allows, or undefined when it sets none (any type but text). */
function maxLengthOf(schema: JsonSchema): number | undefined {
  if (schema.maxLength !== undefined) return schema.maxLength;
  for (const option of schema.anyOf ?? []) if (option.maxLength !== undefined) return option.maxLength;
  return undefined;
}

function maxItemsOf(schema: JsonSchema): number | undefined {
  if (schema.maxItems !== undefined) return schema.maxItems;
  for (const option of schema.anyOf ?? []) if (option.maxItems !== undefined) return option.maxItems;
  return undefined;
}

/** A value of text that fills a body of the limit, whatever the field: the most any field can be sent. */
const FILL_CHARS = API_BODY_LIMIT_BYTES - 1024;

function fieldValues(schema: JsonSchema): { label: string; value: unknown; jsonOnly?: boolean }[] {
  const values: { label: string; value: unknown; jsonOnly?: boolean }[] = [];
  const maxLength = maxLengthOf(schema);
  if (maxLength === undefined) {
    values.push({ label: `${FILL_CHARS.toLocaleString('en-US')} characters`, value: digitsThenLetter(FILL_CHARS) });
  } else {
    for (const [length, edge] of atAndOver(maxLength)) {
      values.push({
        label: `${length.toLocaleString('en-US')} digits (${edge} the limit)`,
        value: digitsThenLetter(length),
      });
      values.push({
        label: `${length.toLocaleString('en-US')} mixed characters (${edge} the limit)`,
        value: mixedText(length),
      });
    }
  }
  const maxItems = maxItemsOf(schema);
  if (maxItems !== undefined) {
    const item = sampleOf(schema.items ?? schema.anyOf?.find((option) => option.items)?.items);
    for (const [count, edge] of atAndOver(maxItems)) {
      values.push({ label: `${count} items (${edge} the limit)`, value: Array(count).fill(item), jsonOnly: true });
    }
  }
  return values;
}

async function encoded(
  contentType: string,
  body: unknown,
): Promise<{ contentType: string; body: string | Uint8Array<ArrayBuffer> } | undefined> {
  if (contentType === 'application/json') return { contentType, body: JSON.stringify(body) };
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const entries: [string, string][] = [];
  for (const [name, value] of Object.entries(body)) {
    const list = Array.isArray(value) ? value : [value];
    for (const item of list) entries.push([name, typeof item === 'string' ? item : JSON.stringify(item)]);
  }
  if (contentType === 'application/x-www-form-urlencoded') {
    return { contentType, body: new URLSearchParams(entries).toString() };
  }
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { contentType: request.headers.get('content-type')!, body: new Uint8Array(await request.arrayBuffer()) };
}

/**
 * A JSON body of exactly `entries` entries as shared/bounded-json.ts counts them (each object or list opened, each
 * comma): `{"x":[{},{},…]}`, empty objects being the dearest values to parse per entry.
 */
function manyValues(entries: number): string {
  // The body's object and the list are 2 entries; each further object 2 (itself and its comma), the first one 1.
  const objects = Math.floor((entries - 1) / 2);
  const list = Array(objects).fill('{}');
  if (2 + objects + (objects - 1) < entries) list.push('0');
  return `{"x":[${list.join(',')}]}`;
}

/** Nested arrays `depth` deep (the body's own object is the first level). */
const nested = (depth: number) => '['.repeat(depth - 1) + '1' + ']'.repeat(depth - 1);

/** A limit and one past it, each with the word the labels use for it. */
function atAndOver(limit: number): [number, 'at' | 'over'][] {
  return [
    [limit, 'at'],
    [limit + 1, 'over'],
  ];
}

/** The limits of any JSON body: how deep, how many values, how many bytes; each with its label and body of a size. */
const JSON_LIMITS: { limit: number; label: (size: number) => string; body: (size: number) => string }[] = [
  { limit: JSON_MAX_DEPTH, label: (depth) => `JSON ${depth} levels deep`, body: (depth) => `{"x":${nested(depth)}}` },
  {
    limit: JSON_MAX_ENTRIES,
    label: (entries) => `JSON of ${entries.toLocaleString('en-US')} values`,
    body: manyValues,
  },
  {
    limit: API_BODY_LIMIT_BYTES,
    label: (bytes) => `JSON of ${bytes.toLocaleString('en-US')} bytes`,
    body: (bytes) => `{"x":"${'1'.repeat(bytes - 8)}"}`,
  },
];

/** The bodies every route that takes one gets, whatever its fields: the limits of the body itself. */
async function bodyLimitRequests(operation: ApiOperation, contentTypes: string[]): Promise<HostileRequest[]> {
  const requests: HostileRequest[] = [];
  const { method, url: path } = operation;
  for (const contentType of contentTypes) {
    const type = contentType.split('/')[1];
    if (contentType === 'application/json') {
      for (const { limit, label, body } of JSON_LIMITS) {
        for (const [size, edge] of atAndOver(limit)) {
          requests.push({ label: `${label(size)} (${edge} the limit)`, method, path, contentType, body: body(size) });
        }
      }
    } else if (contentType === 'application/x-www-form-urlencoded') {
      // The most fields, each as long as the byte limit lets them be; one field more; one byte more.
      const fieldBytes = Math.floor(API_BODY_LIMIT_BYTES / FORM_MAX_FIELDS) - 1;
      const fields = (count: number, bytes: number) =>
        Array.from({ length: count }, (_, index) => {
          const name = `k${index}=`;
          return name + digitsThenLetter(Math.max(1, bytes - name.length));
        }).join('&');
      const most = fields(FORM_MAX_FIELDS, fieldBytes);
      requests.push(
        {
          label: `${type} of ${FORM_MAX_FIELDS} fields, ${most.length.toLocaleString('en-US')} bytes (at the limits)`,
          method,
          path,
          contentType,
          body: most,
        },
        {
          label: `${type} of ${FORM_MAX_FIELDS + 1} fields (over the limit)`,
          method,
          path,
          contentType,
          body: fields(FORM_MAX_FIELDS + 1, 4),
        },
        { label: `${type} of 20,000 tiny fields (over the limit)`, method, path, contentType, body: fields(20_000, 4) },
        {
          label: `${type} of ${(API_BODY_LIMIT_BYTES + 1).toLocaleString('en-US')} bytes (over the limit)`,
          method,
          path,
          contentType,
          body: `x=${digitsThenLetter(API_BODY_LIMIT_BYTES - 1)}`,
        },
      );
    } else if (contentType === 'multipart/form-data') {
      const most = await encoded(
        contentType,
        Object.fromEntries(
          Array.from({ length: UPLOAD_LIMITS.fields }, (_, index) => [
            `k${index}`,
            digitsThenLetter(UPLOAD_LIMITS.fieldSize),
          ]),
        ),
      );
      requests.push({
        label: `${type} of ${UPLOAD_LIMITS.fields} fields of ${UPLOAD_LIMITS.fieldSize / 1024} KiB (at the limits)`,
        method,
        path,
        ...most!,
      });
      const over = await encoded(
        contentType,
        Object.fromEntries(Array.from({ length: UPLOAD_LIMITS.fields + 1 }, (_, index) => [`k${index}`, '1'])),
      );
      requests.push({
        label: `${type} of ${UPLOAD_LIMITS.fields + 1} fields (over the limit)`,
        method,
        path,
        ...over!,
      });
    }
  }
  return requests;
}

/** The longest query values: each parameter's limit and just over, or the longest a request's head can carry. */
function queryRequests(operation: ApiOperation): HostileRequest[] {
  const requests: HostileRequest[] = [];
  const { method, url } = operation;
  const longest = HEAD_LIMIT_BYTES - 1024 - url.length;
  for (const { name, schema } of queryParametersOf(operation.operation)) {
    const maxLength = maxLengthOf(schema);
    const lengths = maxLength === undefined ? [longest, HEAD_LIMIT_BYTES + 1] : [maxLength, maxLength + 1];
    for (const length of lengths) {
      const edge = length === lengths[0] ? 'at' : 'over';
      requests.push({
        label: `query ${name} of ${length.toLocaleString('en-US')} digits (${edge} the limit)`,
        method,
        path: `${url}?${name}=${digitsThenLetter(length)}`,
      });
    }
    const repeated = Array(Math.floor(longest / (name.length + 3)))
      .fill(`${name}=1`)
      .join('&');
    requests.push({ label: `query ${name} repeated to the head's limit`, method, path: `${url}?${repeated}` });
  }
  return requests;
}

interface DemoRows {
  categoryId: number;
  serviceNames: string[];
  serviceIds: number[];
  staffIds: number[];
  customerId: number;
  today: string;
}

/** Valid bodies with what each route's handler works through amplified, at the limit and over it. */
function handlerAmplifiers(operation: ApiOperation, demo: DemoRows): { label: string; body: unknown }[] {
  const route = `${operation.method} ${operation.path}`;
  const ids = (count: number) =>
    Array.from(
      { length: count },
      (_, index) =>
        demo.serviceIds[index % demo.serviceIds.length]! + Math.floor(index / demo.serviceIds.length) * 1000,
    );
  if (route === 'POST /api/expense/makeAppoitment') {
    const base = { name: 'Hostile Guest', phone: '9876543210', date: '', services: demo.serviceNames[0] };
    const lines = (count: number) => JSON.stringify({ services: ids(count).map((id) => ({ id, quantity: 1 })) });
    const bridal = (keys: number) =>
      JSON.stringify({
        services: [{ id: demo.serviceIds[0], quantity: 1 }],
        bridalDay: Object.fromEntries(Array.from({ length: keys }, (_, index) => [`k${index}`, 'x'.repeat(200)])),
      });
    const products = (count: number) =>
      JSON.stringify(
        Array.from({ length: count }, (_, index) => ({
          name: `Product ${index}`,
          price: 10,
          comment: 'x'.repeat(500),
        })),
      );
    return [
      ...[100, 101, 2_000, 8_000, 45_000].map((count) => ({
        label: `services: ${count.toLocaleString('en-US')} distinct names`,
        body: { ...base, services: distinctNames(count).join(',') },
      })),
      {
        label: 'services: 45,000 names, all the same real one',
        body: { ...base, services: Array(45_000).fill(demo.serviceNames[0]).join(',') },
      },
      ...[CART_MAX_LINES, CART_MAX_LINES + 1].map((count) => ({
        label: `services: JSON of ${count} lines`,
        body: { ...base, services: lines(count) },
      })),
      ...[20, 21].map((keys) => ({
        label: `services: bridal day of ${keys} keys`,
        body: { ...base, services: bridal(keys) },
      })),
      ...[JSON_MAX_DEPTH, JSON_MAX_DEPTH + 1].map((depth) => ({
        label: `services: JSON ${depth} levels deep`,
        body: { ...base, services: `{"services":[],"x":${nested(depth - 1)}}` },
      })),
      ...[BOOKING_MAX_PRODUCTS, BOOKING_MAX_PRODUCTS + 1].map((count) => ({
        label: `products: ${count} products`,
        body: { ...base, products: products(count) },
      })),
    ];
  }
  if (route === 'POST /api/expense/service_update') {
    const base = {
      name: 'Hostile service',
      price: 1,
      discount: 0,
      status: 1,
      category_id: demo.categoryId,
      comment: '',
    };
    return [
      ...[20_000, 40_000].flatMap((digits) => [
        {
          label: `price: ${digits.toLocaleString('en-US')} digits and an x`,
          body: { ...base, price: digitsThenLetter(digits + 1) },
        },
        {
          label: `discount: ${digits.toLocaleString('en-US')} digits and an x`,
          body: { ...base, discount: digitsThenLetter(digits + 1) },
        },
      ]),
      { label: 'comment: 20,000 times <', body: { ...base, comment: '<'.repeat(SERVICE_COMMENT_MAX_CHARS) } },
      {
        label: 'comment: 5,000 nested lists',
        body: { ...base, comment: '<ul>'.repeat(SERVICE_COMMENT_MAX_CHARS / 4) },
      },
      {
        label: 'comment: 2,500 paragraphs',
        body: { ...base, comment: '<p>a</p>'.repeat(SERVICE_COMMENT_MAX_CHARS / 8) },
      },
      {
        label: 'comment: 800 links',
        body: {
          ...base,
          comment: '<a href="https://example.com/x">x</a>'.repeat(Math.floor(SERVICE_COMMENT_MAX_CHARS / 38)),
        },
      },
      ...[SERVICE_CATEGORIES_MAX, SERVICE_CATEGORIES_MAX + 1].map((count) => ({
        label: `category_id: ${count} ids`,
        body: { ...base, category_id: Array.from({ length: count }, (_, index) => index + 1).join(',') },
      })),
    ];
  }
  if (route === 'POST /api/expense/updateSorting') {
    return [SORTING_BATCH_MAX, SORTING_BATCH_MAX + 1].map((count) => ({
      label: `${count} services sorted`,
      body: ids(count).map((id, index) => ({ id, sorting: index })),
    }));
  }
  if (route === 'POST /api/expense/cart_update') {
    return [CART_MAX_LINES, CART_MAX_LINES + 1].map((count) => ({
      label: `data: a cart of ${count} lines`,
      body: { data: JSON.stringify(ids(count).map((id) => ({ id, quantity: 1 }))) },
    }));
  }
  if (route === 'POST /api/order/create_order') {
    const line = (staff: number) => ({
      services: { id: demo.serviceIds[0] },
      staff: demo.staffIds
        .slice(0, staff)
        .concat(Array(Math.max(0, staff - demo.staffIds.length)).fill(demo.staffIds[0])),
      qty: 1,
      discount: 0,
    });
    const order = (lines: number, staff: number) => ({
      data: JSON.stringify({ services: Array(lines).fill(line(staff)), products: [] }),
      bill_date: demo.today,
      cash: 0,
      online: 0,
      cust_id: demo.customerId,
      total_amount: 0,
    });
    return [
      { label: `data: an invoice of ${CART_MAX_LINES} lines with 10 staff each`, body: order(CART_MAX_LINES, 10) },
      { label: `data: an invoice of ${CART_MAX_LINES + 1} lines`, body: order(CART_MAX_LINES + 1, 1) },
      { label: 'data: a line with 11 staff', body: order(1, 11) },
    ];
  }
  return [];
}

const FORM_TYPES = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * Every hostile request of one route. A route that reads no query or body still gets the longest query and, unless
 * it is a GET, the largest bodies: the server reads them before the route ignores them.
 */
async function requestsFor(operation: ApiOperation, demo: DemoRows): Promise<HostileRequest[]> {
  const { method, url: path } = operation;
  const requests: HostileRequest[] = queryRequests(operation);
  if (requests.length === 0) {
    const longest = HEAD_LIMIT_BYTES - 1024 - path.length;
    requests.push({
      label: `an unknown query of ${longest.toLocaleString('en-US')} digits`,
      method,
      path: `${path}?x=${digitsThenLetter(longest)}`,
    });
  }
  const contents = bodyContentsOf(operation.operation);
  if (contents.length === 0 && method !== 'GET') {
    requests.push(...(await bodyLimitRequests(operation, FORM_TYPES)));
    return requests;
  }
  for (const { contentType, schema } of contents) {
    const type = contentType.split('/')[1];
    if (schema.type === 'array' || schema.maxItems !== undefined) {
      for (const { label, value } of fieldValues(schema)) {
        const body = await encoded(contentType, value);
        if (body) requests.push({ label: `${type} body: ${label}`, method, path, ...body });
      }
    }
    for (const [name, field] of Object.entries(schema.properties ?? {})) {
      for (const { label, value, jsonOnly } of fieldValues(field)) {
        if (jsonOnly && contentType !== 'application/json') continue;
        const body = await encoded(contentType, { [name]: value });
        if (body) requests.push({ label: `${type} ${name}: ${label}`, method, path, ...body });
      }
    }
  }
  requests.push(
    ...(await bodyLimitRequests(
      operation,
      contents.map((content) => content.contentType),
    )),
  );
  for (const { label, body } of handlerAmplifiers(operation, demo)) {
    for (const { contentType } of contents) {
      const encodedBody = await encoded(contentType, body);
      if (encodedBody)
        requests.push({ label: `${contentType.split('/')[1]} (valid) ${label}`, method, path, ...encodedBody });
    }
  }
  return requests;
}

// --- the run -------------------------------------------------------------------------------------------------------

async function login(url: string, who: { phone: string; password: string }) {
  const { token, user } = await signInOverHttp(url, who);
  return { token, id: user.id };
}

async function signedIn(url: string) {
  const [customer, staff, admin] = await Promise.all([
    login(url, DEMO.customer),
    login(url, DEMO.staff),
    login(url, DEMO.admin),
  ]);
  return {
    tokens: { guest: null, customer: customer.token, staff: staff.token, admin: admin.token } as Record<
      Role,
      string | null
    >,
    customerId: customer.id,
  };
}

/** The attacker's finding 1 as they measured it: how long /api/health waits behind a booking of many names. */
async function healthBehindBooking(server: Server, names: number) {
  const body = JSON.stringify({
    name: 'Guest',
    phone: '9876543210',
    date: '',
    services: distinctNames(names).join(','),
  });
  await server.reset();
  const booking = send(
    server,
    { label: '', method: 'POST', path: '/api/expense/makeAppoitment', contentType: 'application/json', body },
    null,
  );
  await new Promise((resolve) => setTimeout(resolve, 2));
  const health = await send(server, { label: '', method: 'GET', path: '/api/health' }, null);
  const answer = await booking;
  return {
    names,
    status: answer.status,
    bookingMs: answer.ms,
    healthMs: health.ms,
    stallMs: await server.maxStallMs(),
  };
}

/** The attacker's finding 2: the time of the price's validation alone, in this process. */
function priceValidationMs(digits: number): { ms: number; message: string } {
  const price = '1'.repeat(digits) + 'x';
  let fastest = Infinity;
  let message = '';
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const started = performance.now();
    const result = serviceSaveSchema.safeParse({ name: 'A', price, status: 1 });
    fastest = Math.min(fastest, performance.now() - started);
    message = result.success ? 'accepted' : (result.error.issues[0]?.message ?? '');
  }
  return { ms: fastest, message };
}

const ms = (value: number) => value.toFixed(1);
const cell = (text: string) => text.replace(/\|/g, '\\|');

async function main(): Promise<void> {
  const onlyArgument = process.argv.indexOf('--only');
  const only = onlyArgument > 0 ? new Set(process.argv[onlyArgument + 1]!.split(',')) : undefined;
  const verbose = process.argv.includes('--verbose');
  const context = runContext('SQLite');
  const server = await startServer();
  try {
    const document = (await (await fetch(`${server.url}/api/docs/json`)).json()) as OpenApiDocument;
    const operations = apiOperations(document, SKIPPED).filter((operation) => !only || only.has(operation.path));
    let session = await signedIn(server.url);
    const services = (await (await fetch(`${server.url}/api/expense/culy_services`, { method: 'POST' })).json()) as {
      data: { id: number; name: string }[];
    };
    const staff = (await (
      await fetch(`${server.url}/api/user/staffUsers`, { headers: { authorization: `Bearer ${session.tokens.admin}` } })
    ).json()) as { data: { id: number }[] };
    const categories = (await (await fetch(`${server.url}/api/expense/categories`, { method: 'POST' })).json()) as {
      data: { id: number }[];
    };
    const demo: DemoRows = {
      categoryId: categories.data[0]!.id,
      serviceNames: services.data.map((service) => service.name),
      serviceIds: services.data.map((service) => service.id),
      staffIds: staff.data.map((member) => member.id),
      customerId: session.customerId,
      today: salonToday(process.env.SALON_TIMEZONE ?? 'Asia/Kolkata'),
    };

    const outcomes: Outcome[] = [];
    let requestCount = 0;
    const started = performance.now();
    for (const operation of operations) {
      const route = `${operation.method} ${operation.path}`;
      const requests = await requestsFor(operation, demo);
      // A request may have ended a session (a password or status change): sign in afresh for each route.
      session = await signedIn(server.url);
      for (const request of requests) {
        for (const role of ROLES) {
          const result = await measured(server, request, session.tokens[role]);
          outcomes.push({ route, label: request.label, role, ...result });
          requestCount += 1;
          if (verbose)
            console.log(
              `  ${result.status} ${ms(result.stallMs)} ms stall, ${ms(result.ms)} ms: ${request.label} as ${role}`,
            );
        }
      }
      const worst = outcomes
        .filter((outcome) => outcome.route === route)
        .reduce((a, b) => (b.stallMs > a.stallMs ? b : a));
      console.log(
        `${route}: ${requests.length * ROLES.length} requests, longest stall ${ms(worst.stallMs)} ms (${worst.label}, ${worst.role})`,
      );
    }
    const findings = only ? [] : [await healthBehindBooking(server, 8_000), await healthBehindBooking(server, 45_000)];
    const prices = [20_000, 40_000].map((digits) => ({ digits, ...priceValidationMs(digits) }));
    const minutes = (performance.now() - started) / 60_000;

    const byRoute = new Map<string, Outcome[]>();
    for (const outcome of outcomes) byRoute.set(outcome.route, [...(byRoute.get(outcome.route) ?? []), outcome]);
    const statusText = (list: Outcome[]) => {
      const tally = new Map<string, number>();
      for (const { status } of list) {
        const key = typeof status === 'number' ? `${Math.floor(status / 100)}xx` : status;
        tally.set(key, (tally.get(key) ?? 0) + 1);
      }
      return [...tally]
        .sort()
        .map(([key, count]) => `${key}: ${count}`)
        .join(', ');
    };
    const worstOf = (list: Outcome[]) => list.reduce((a, b) => (b.stallMs > a.stallMs ? b : a));
    const overall = worstOf(outcomes);
    const stalled = outcomes.filter((outcome) => outcome.stallMs > STALL_BOUND_MS);
    const failedAnswers = outcomes.filter((outcome) => typeof outcome.status === 'number' && outcome.status >= 500);
    const holds = stalled.length === 0 && failedAnswers.length === 0;

    const markdown = [
      '## Hostile bodies: the longest stall of the event loop per request',
      '',
      context,
      '',
      `Command: \`node --import tsx scripts/hostile-bodies.ts\` (${ms(minutes)} minutes). ${requestCount.toLocaleString('en-US')} requests, one at a time, to the ${operations.length} routes of the OpenAPI document: each field's longest text and list at its limit and just over it, the deepest JSON (${JSON_MAX_DEPTH} levels), the JSON with the most values (${JSON_MAX_ENTRIES.toLocaleString('en-US')}), the largest body (${API_BODY_LIMIT_BYTES / 1024} KiB), the URL-encoded form of the most fields, the multipart form of ${UPLOAD_LIMITS.fields} fields of ${UPLOAD_LIMITS.fieldSize / 1024} KiB, the longest query values, and valid bodies with their handlers' amplifiers, as JSON, URL-encoded and multipart where the route takes them, each as a guest, a customer, a staff member and the admin. The server (its own process, SQLite, a fresh demo database) samples its loop with monitorEventLoopDelay at ${RESOLUTION_MS} ms; a request over ${STALL_BOUND_MS} ms is sent twice more and counts with its shortest stall.`,
      '',
      `**Longest stall any single request caused: ${ms(overall.stallMs)} ms** (${overall.route}, ${cell(overall.label)}, as ${overall.role}); bound ${STALL_BOUND_MS} ms: ${stalled.length === 0 ? 'no request over it' : `**${stalled.length} requests over it**`}; 5xx answers: ${failedAnswers.length}.`,
      '',
      '| route | requests | answers | longest stall ms | caused by |',
      '| --- | ---: | --- | ---: | --- |',
      ...[...byRoute].map(([route, list]) => {
        const worst = worstOf(list);
        return `| ${route} | ${list.length} | ${statusText(list)} | ${ms(worst.stallMs)} | ${cell(worst.label)} (${worst.role}) |`;
      }),
      '',
      `A multipart form is read by @fastify/multipart within the limits of plugins/uploads.ts: of the ${((UPLOAD_LIMITS.fields * UPLOAD_LIMITS.fieldSize) / 1024 / 1024).toFixed(0)} MiB of text that ${UPLOAD_LIMITS.fields} fields of ${UPLOAD_LIMITS.fieldSize / 1024} KiB make, the server reads at most ${FORM_TEXT_MAX_BYTES / 1024} KiB (and the field that crosses it) before it answers 413.`,
      '',
      "The attacker's findings, before the fix (measured once at the branch's start, commit 5144c02, on this machine):",
      '',
      ...BEFORE_FIX.map((line) => `- ${line}`),
      '',
      'and now:',
      '',
      ...findings.map(
        (finding) =>
          `- a booking naming ${finding.names.toLocaleString('en-US')} services: answered ${finding.status} after ${ms(finding.bookingMs)} ms; /api/health sent beside it waited ${ms(finding.healthMs)} ms; longest stall ${ms(finding.stallMs)} ms`,
      ),
      ...prices.map(
        (price) =>
          `- a price of ${price.digits.toLocaleString('en-US')} digits and an x: ${ms(price.ms)} ms to validate ('${price.message}')`,
      ),
    ].join('\n');
    if (!only) writeQualitySection('hostile-bodies', markdown);
    console.log(`\n${markdown}`);
    for (const outcome of [...stalled, ...failedAnswers]) {
      console.log(
        `FAIL ${outcome.route} ${outcome.label} as ${outcome.role}: ${outcome.status}, stall ${ms(outcome.stallMs)} ms`,
      );
    }
    if (!holds) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

if (process.argv.includes('--serve')) await serve();
else await main();
