/** autocannon (a CommonJS package without types) with the part of its API the benchmark scripts use. */
import { createRequire } from 'node:module';

export interface AutocannonResult {
  latency: { p50: number; p99: number; average: number; max: number };
  requests: { average: number; total: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

export type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  requests?: {
    method: string;
    path: string;
    headers: Record<string, string>;
    setupRequest: (request: Record<string, unknown>) => Record<string, unknown>;
  }[];
}) => Promise<AutocannonResult>;

export const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
