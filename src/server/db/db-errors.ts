/**
 * Database failures that are the machine's fault, not the request's: the database is down or out of reach, or the
 * disk is full. Each answers a clear 5xx (plugins/errors.ts) and passes once the fault does, without a restart.
 */
import { REQUEST_MESSAGES } from '@shared/common.messages';

/** What went wrong, in the words the caller reads. */
export const DATABASE_FAULTS = {
  unreachable: {
    statusCode: 503,
    message: REQUEST_MESSAGES.databaseUnreachable,
    error: 'Service Unavailable',
  },
  diskFull: {
    statusCode: 507,
    message: REQUEST_MESSAGES.diskFull,
    error: 'Insufficient Storage',
  },
} as const;
export type DatabaseFault = (typeof DATABASE_FAULTS)[keyof typeof DATABASE_FAULTS];

// Node's socket errors when the server is down, restarting or cut off from us.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now (starting up or shutting down), too_many_connections.
const POSTGRES_DOWN_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
// node-postgres reports a lost or never-made connection with these words and no code.
const LOST_CONNECTION =
  /Connection terminated|timeout exceeded when trying to connect|connection error and is not queryable|Client was closed and is not queryable/i;

function codeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
}

function faultOfOne(error: unknown): DatabaseFault | undefined {
  const code = codeOf(error);
  // SQLite: the disk (or the database's page limit) is full, or the file system refused a read or a write.
  if (code === 'SQLITE_FULL' || code.startsWith('SQLITE_IOERR') || code === 'ENOSPC' || code === '53100') {
    return DATABASE_FAULTS.diskFull;
  }
  if (NETWORK_CODES.has(code) || POSTGRES_DOWN_CODES.has(code) || code.startsWith('08')) {
    return DATABASE_FAULTS.unreachable;
  }
  const message = error instanceof Error ? error.message : '';
  if (!code && LOST_CONNECTION.test(message)) return DATABASE_FAULTS.unreachable;
  return undefined;
}

/** The fault behind an error, looking through wrappers (cause, AggregateError of a dual-stack connect). */
export function databaseFaultOf(error: unknown, depth = 0): DatabaseFault | undefined {
  if (!error || typeof error !== 'object' || depth > 3) return undefined;
  const fault = faultOfOne(error);
  if (fault) return fault;
  const inner = [(error as { cause?: unknown }).cause, ...((error as { errors?: unknown[] }).errors ?? [])];
  for (const candidate of inner) {
    const found = databaseFaultOf(candidate, depth + 1);
    if (found) return found;
  }
  return undefined;
}
