/**
 * A random key for the Idempotency-Key header, one per booking attempt: sent again on a retry, the server books
 * once. crypto.getRandomValues works outside a secure context too (crypto.randomUUID does not).
 */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
