/** Every setting, read from the environment once and validated (README lists them with their defaults). */
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_SALON_TIMEZONE } from '../shared/salon-time';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  UPLOAD_DIR: z.string().optional(),
  SALON_TIMEZONE: z.string().default(DEFAULT_SALON_TIMEZONE),
  SEED_DEMO: flag.default(true),
  PUBLIC_URL: z.string().optional(),
  ADMIN_PHONE: z
    .string()
    .regex(/^[1-9]\d{9}$/, 'ADMIN_PHONE must be 10 digits')
    .default('9999900001'),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must have at least 8 characters').default('Admin@123'),
  TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(13),
  TRUST_PROXY: flag.default(false),
  TLS_CERT_FILE: z.string().optional(),
  TLS_KEY_FILE: z.string().optional(),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIR: z.string().default('./dist/web'),
  SSR_DIR: z.string().default('./dist/ssr'),
});

export interface Config {
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
  tokenTtlDays: number;
  /** log2 of scrypt's N; the hash keeps its own parameters, so a change applies to new hashes only. */
  passwordHashCost: number;
  trustProxy: boolean;
  /** PEM files when the app serves https itself (no proxy in front); null for plain http. */
  tls: { certFile: string; keyFile: string } | null;
  /** Sign-in and sign-up requests one address may make per minute (beside the per-phone lock). */
  authRateLimitPerMinute: number;
  /** How long a request may take to arrive in full; a client that trickles it is cut off (408). */
  requestTimeoutMs: number;
  logLevel: string;
  webDir: string;
  /** The server-rendering bundle (vite build --ssr); without it every page is rendered in the browser. */
  ssrDir: string;
}

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid settings: ${problems}`);
  }
  const env = parsed.data;
  try {
    new Intl.DateTimeFormat('en', { timeZone: env.SALON_TIMEZONE });
  } catch {
    throw new Error(`Invalid settings: SALON_TIMEZONE: unknown time zone ${env.SALON_TIMEZONE}`);
  }
  if (Boolean(env.TLS_CERT_FILE) !== Boolean(env.TLS_KEY_FILE)) {
    throw new Error('Invalid settings: TLS_CERT_FILE and TLS_KEY_FILE are set together or not at all');
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
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir,
    database,
    uploadDir: path.resolve(env.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    timeZone: env.SALON_TIMEZONE,
    seedDemo: env.SEED_DEMO,
    publicUrl: (env.PUBLIC_URL ?? `${tls ? 'https' : 'http'}://localhost:${env.PORT}`).replace(/\/+$/, ''),
    adminPhone: env.ADMIN_PHONE,
    adminPassword: env.ADMIN_PASSWORD,
    tokenTtlDays: env.TOKEN_TTL_DAYS,
    passwordHashCost: env.PASSWORD_HASH_COST,
    trustProxy: env.TRUST_PROXY,
    tls,
    authRateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    logLevel: env.LOG_LEVEL,
    webDir: path.resolve(env.WEB_DIR),
    ssrDir: path.resolve(env.SSR_DIR),
  };
}
