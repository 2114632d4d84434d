/** Every setting, read from the environment once and validated (README lists them with their defaults). */
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_SALON_TIMEZONE } from '@shared/salon-time';
import { withoutTrailingSlashes } from '@shared/site-routes';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** The admin password a database gets when ADMIN_PASSWORD is not set: for the demo only (production refuses it). */
export const DEFAULT_ADMIN_PASSWORD = 'Admin@123';

/** proxy-addr's names for address ranges, accepted beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * A CIDR that holds every address of its kind (0.0.0.0/0, ::/0, any /0, or ::ffff:0:0/96, every IPv4 address written
 * as IPv6): trusting it is TRUST_PROXY=true again.
 */
function isEveryAddress(entry: string): boolean {
  const [address = '', prefix] = entry.split('/');
  if (prefix === undefined) return false;
  const bits = Number(prefix);
  return bits === 0 || (/^::ffff:/i.test(address) && bits <= 96);
}

/**
 * TRUST_PROXY: how many proxies stand in front of the app (a hop count), or their addresses and CIDRs. `true`
 * would believe any X-Forwarded-For, so a client could pick its own address and pass every per-address limit.
 */
const trustProxySetting = z
  .string()
  .trim()
  .max(2_000, 'TRUST_PROXY is too long')
  .transform((text, context): false | number | string[] => {
    if (text === '' || text === 'false' || text === '0') return false;
    if (text === 'true') {
      context.addIssue({
        code: 'custom',
        message:
          'TRUST_PROXY=true would trust any X-Forwarded-For header (a client could choose its own address); give the ' +
          'number of proxies in front of the app (for example 1) or their addresses or CIDRs (for example 10.0.0.5,10.0.1.0/24)',
      });
      return z.NEVER;
    }
    if (/^\d{1,2}$/.test(text)) return Number(text);
    const entries = text.split(',').map((entry) => entry.trim());
    const wrong = entries.find((entry) => !isAddressOrCidr(entry));
    if (wrong !== undefined) {
      context.addIssue({
        code: 'custom',
        message: `TRUST_PROXY: "${wrong.slice(0, 60)}" is neither a hop count nor an address or CIDR`,
      });
      return z.NEVER;
    }
    const everyone = entries.find(isEveryAddress);
    if (everyone !== undefined) {
      context.addIssue({
        code: 'custom',
        message:
          `TRUST_PROXY: "${everyone}" holds every address, so any client could choose its own address; name the ` +
          'proxies in front of the app (their addresses or a private range such as 10.0.0.0/8) or their number',
      });
      return z.NEVER;
    }
    return entries;
  });

const environmentSchema = z.object({
  NODE_ENV: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  UPLOAD_DIR: z.string().optional(),
  SALON_TIMEZONE: z.string().default(DEFAULT_SALON_TIMEZONE),
  SEED_DEMO: flag.optional(),
  PUBLIC_URL: z.string().optional(),
  ADMIN_PHONE: z
    .string()
    .regex(/^[1-9]\d{9}$/, 'ADMIN_PHONE must be 10 digits')
    .default('9999900001'),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must have at least 8 characters').max(128).optional(),
  TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(13),
  TRUST_PROXY: trustProxySetting.default(false),
  TLS_CERT_FILE: z.string().optional(),
  TLS_KEY_FILE: z.string().optional(),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
  GUEST_BOOKINGS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  REGISTRATIONS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  CUSTOMER_BOOKINGS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(6),
  CUSTOMER_OPEN_REQUESTS_MAX: z.coerce.number().int().min(1).max(100_000).default(5),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIR: z.string().default('./dist/web'),
  SSR_DIR: z.string().default('./dist/ssr'),
});

export interface Config {
  /**
   * NODE_ENV=production as the operator set it: the start refuses demo users and default passwords
   * (production-check.ts), and SEED_DEMO defaults to false.
   */
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; schema?: string };
  uploadDir: string;
  timeZone: string;
  seedDemo: boolean;
  publicUrl: string;
  adminPhone: string;
  adminPassword: string;
  /** False when ADMIN_PASSWORD was not set and the demo default stands in. */
  isAdminPasswordSet: boolean;
  tokenTtlDays: number;
  /** log2 of scrypt's N; the hash keeps its own parameters, so a change applies to new hashes only. */
  passwordHashCost: number;
  /** false, the number of proxies in front of the app, or their addresses and CIDRs. */
  trustProxy: false | number | string[];
  /** PEM files when the app serves https itself (no proxy in front); null for plain http. */
  tls: { certFile: string; keyFile: string } | null;
  /** Sign-in and sign-up requests one address may make per minute (beside the per-phone lock). */
  authRateLimitPerMinute: number;
  /** Bookings a guest may make per hour, counted per address and per phone. */
  guestBookingsPerHour: number;
  /** New accounts one client address may make per hour. */
  registrationsPerHour: number;
  /** Bookings a signed-in customer may make per hour, counted per account (staff and the admin are not counted). */
  customerBookingsPerHour: number;
  /** Booking requests a signed-in customer may have In Review at once; one more waits for the salon's answer. */
  customerOpenRequestsMax: number;
  /** How long a request may take to arrive in full; a client that trickles it is cut off (408). */
  requestTimeoutMs: number;
  logLevel: string;
  webDir: string;
  /** The server-rendering bundle (vite build --ssr); without it every page is rendered in the browser. */
  ssrDir: string;
}

/** A setting that was refused: its message says which and why. */
export class SettingsError extends Error {}

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new SettingsError(`Invalid settings: ${problems}`);
  }
  const env = parsed.data;
  try {
    new Intl.DateTimeFormat('en', { timeZone: env.SALON_TIMEZONE });
  } catch {
    throw new SettingsError(`Invalid settings: SALON_TIMEZONE: unknown time zone ${env.SALON_TIMEZONE}`);
  }
  if (Boolean(env.TLS_CERT_FILE) !== Boolean(env.TLS_KEY_FILE)) {
    throw new SettingsError('Invalid settings: TLS_CERT_FILE and TLS_KEY_FILE are set together or not at all');
  }
  const tls =
    env.TLS_CERT_FILE && env.TLS_KEY_FILE
      ? { certFile: path.resolve(env.TLS_CERT_FILE), keyFile: path.resolve(env.TLS_KEY_FILE) }
      : null;
  const dataDir = path.resolve(env.DATA_DIR);
  const url = env.DATABASE_URL;
  const database: Config['database'] =
    url && /^postgres(ql)?:\/\//.test(url)
      ? { kind: 'postgres', url }
      : {
          kind: 'sqlite',
          file: url ? path.resolve(url.replace(/^sqlite:(\/\/)?/, '')) : path.join(dataDir, 'salon.db'),
        };
  const isProduction = env.NODE_ENV === 'production';
  return {
    isProduction,
    port: env.PORT,
    // Behind a proxy, only the proxy should reach the app: by default it then listens on this machine only.
    host: env.HOST ?? (env.TRUST_PROXY === false ? '0.0.0.0' : '127.0.0.1'),
    dataDir,
    database,
    uploadDir: path.resolve(env.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    timeZone: env.SALON_TIMEZONE,
    seedDemo: env.SEED_DEMO ?? !isProduction,
    publicUrl: withoutTrailingSlashes(env.PUBLIC_URL ?? `${tls ? 'https' : 'http'}://localhost:${env.PORT}`),
    adminPhone: env.ADMIN_PHONE,
    adminPassword: env.ADMIN_PASSWORD ?? DEFAULT_ADMIN_PASSWORD,
    isAdminPasswordSet: env.ADMIN_PASSWORD !== undefined,
    tokenTtlDays: env.TOKEN_TTL_DAYS,
    passwordHashCost: env.PASSWORD_HASH_COST,
    trustProxy: env.TRUST_PROXY,
    tls,
    authRateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
    guestBookingsPerHour: env.GUEST_BOOKINGS_PER_HOUR,
    registrationsPerHour: env.REGISTRATIONS_PER_HOUR,
    customerBookingsPerHour: env.CUSTOMER_BOOKINGS_PER_HOUR,
    customerOpenRequestsMax: env.CUSTOMER_OPEN_REQUESTS_MAX,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    logLevel: env.LOG_LEVEL,
    webDir: path.resolve(env.WEB_DIR),
    ssrDir: path.resolve(env.SSR_DIR),
  };
}

/**
 * What the start log says when the app trusts a proxy (null when it does not): the address a client claims in
 * X-Forwarded-For is believed when it comes through the proxies named, so the port must be reachable through them
 * only, or a client could choose its own address and pass every per-address limit (issue 30).
 */
export function trustProxyNotice(config: Pick<Config, 'trustProxy' | 'host' | 'port'>): string | null {
  if (config.trustProxy === false) return null;
  const proxies =
    typeof config.trustProxy === 'number'
      ? `the ${config.trustProxy === 1 ? 'nearest proxy' : `${config.trustProxy} nearest proxies`}`
      : config.trustProxy.join(', ');
  return (
    `TRUST_PROXY is set: the client address is read from X-Forwarded-For as written by ${proxies}. ` +
    `Port ${config.port} on ${config.host} must be reachable only through the proxy; a client that reaches it ` +
    'directly can choose its own address and pass every per-address limit.'
  );
}
