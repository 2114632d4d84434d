/**
 * A customer of a test's own, added the way the counter adds one (docs/product.md#validation-add-customer): for the
 * tests that change, deactivate or list users without touching the demo ones.
 */
import { expect } from 'vitest';
import type { TestApp } from './test-app';

/** The password every added customer gets, so that tests can sign in as them. */
export const ADDED_CUSTOMER_PASSWORD = 'Chameli#2468';

/** Adds an active customer as the admin (whose token is given); answers their id, phone and password. */
export async function addedCustomer(
  t: TestApp,
  adminToken: string,
  name: string,
  phone: string,
  extra: Record<string, unknown> = {},
): Promise<{ id: number; phone: string; password: string }> {
  const answer = await t.call<{ user: { id: number } }>('POST', '/api/user/add_customer', {
    token: adminToken,
    json: { name, phone, password: ADDED_CUSTOMER_PASSWORD, ...extra },
  });
  expect(answer.status).toBe(200);
  return { id: answer.body.user.id, phone, password: ADDED_CUSTOMER_PASSWORD };
}
