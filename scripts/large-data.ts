/**
 * What the large data set (scripts/seed-large.ts) gives its generated people, for the scripts that sign in as them
 * (bench-api.ts): a phone from the customer's index, and the demo logins' passwords (DEMO in demo-users.ts).
 */
import { DEMO } from '@server/db/seed/demo-users';

/** From 6000000000 up to 8413501729, distinct for every index below 50,000 (the staff's 88000000xx stay clear). */
export function generatedCustomerPhone(index: number): string {
  return String(6_000_000_000 + index * 48_271);
}

export const GENERATED_CUSTOMER_PASSWORD = DEMO.customer.password;
export const GENERATED_STAFF_PASSWORD = DEMO.staff.password;
