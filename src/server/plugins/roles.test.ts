/**
 * The role × route matrix: walks every registered /api route, so routes added later are covered by themselves.
 * A guest gets 401 'Unauthenticated.' where a sign-in is needed; a signed-in caller of another role gets 403.
 * A deactivated user's tokens and expired tokens, of every role, are a guest's: 401 on every route that needs one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_TYPE } from '@shared/constants';
import type { Role } from '@shared/roles';
import { hashToken } from '@server/features/accounts/tokens';
import { DEMO, formOf, startTestApp, type TestApp } from '@server/test/test-app';

let t: TestApp;
const tokens = {} as Record<Role, string>;
/** Tokens issued while the account was active; the account was deactivated afterwards. */
const deactivatedTokens = {} as Record<Role, string>;
/** Tokens of active accounts whose expiry has passed. */
const expiredTokens = {} as Record<Role, string>;

beforeAll(async () => {
  t = await startTestApp();
  tokens.admin = await t.login(DEMO.admin);
  tokens.staff = await t.login(DEMO.staff);
  tokens.customer = await t.login(DEMO.customer);

  // A second admin, so that deactivating one leaves the salon its own admin.
  const admin2 = { phone: '9811100001', password: 'Admin2@123' };
  const registered = await t.call('POST', '/api/register_or_update', {
    form: formOf({ ...admin2, name: 'Second Admin' }),
  });
  expect(registered.status).toBe(200);
  await t.context.db
    .updateTable('users')
    .set({ user_type: USER_TYPE.admin })
    .where('phone', '=', admin2.phone)
    .execute();
  deactivatedTokens.admin = await t.login(admin2);
  deactivatedTokens.staff = await t.login(DEMO.staff2);
  deactivatedTokens.customer = await t.login(DEMO.customer2);
  await t.context.db
    .updateTable('users')
    .set({ status: 0 })
    .where('phone', 'in', [admin2.phone, DEMO.staff2.phone, DEMO.customer2.phone])
    .execute();

  expiredTokens.admin = await t.login(DEMO.admin);
  expiredTokens.staff = await t.login(DEMO.staff);
  expiredTokens.customer = await t.login(DEMO.customer);
  const past = new Date(Date.now() - 60_000).toISOString();
  await t.context.db
    .updateTable('auth_tokens')
    .set({ expires_at: past })
    .where('token_hash', 'in', Object.values(expiredTokens).map(hashToken))
    .execute();
});
afterAll(async () => t.close());

/** Path parameters get a harmless value: the check happens before the handler looks at them. */
const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, '1');
const roles: Role[] = ['customer', 'staff', 'admin'];

describe('role × route', () => {
  it('knows the routes of this issue', () => {
    const urls = t.app.apiRoutes.map((route) => `${route.method} ${route.url}`);
    expect(urls).toEqual(
      expect.arrayContaining(['POST /api/login', 'GET /api/user/details', 'POST /api/logout', 'GET /api/seo']),
    );
  });

  it('answers a guest 401 Unauthenticated. on every route that needs a sign-in, and never on a public one', async () => {
    for (const route of t.app.apiRoutes) {
      const answer = await t.call(route.method, concrete(route.url), route.method === 'GET' ? {} : { json: {} });
      if (route.access === 'public') {
        expect([401, 403], `${route.method} ${route.url}`).not.toContain(answer.status);
      } else {
        expect(answer.status, `${route.method} ${route.url}`).toBe(401);
        expect(answer.body).toEqual({
          message: 'Unauthenticated.',
          error: 'Unauthenticated.',
          code: 'request.unauthenticated',
        });
      }
    }
  });

  it('answers 403 to every signed-in role a route does not allow, and lets the allowed ones through', async () => {
    for (const route of t.app.apiRoutes) {
      if (route.access === 'public') continue;
      for (const role of roles) {
        const isAllowed = route.access.includes(role);
        // Allowed roles are only checked for passing the door: an empty body may then fail validation (4xx).
        if (isAllowed && route.url === '/api/logout') continue;
        const answer = await t.call(route.method, concrete(route.url), {
          token: tokens[role],
          ...(route.method === 'GET' ? {} : { json: {} }),
        });
        if (isAllowed) expect([401, 403], `${role} ${route.method} ${route.url}`).not.toContain(answer.status);
        else expect(answer.status, `${role} ${route.method} ${route.url}`).toBe(403);
        expect(answer.status, `${role} ${route.method} ${route.url}`).toBeLessThan(500);
      }
    }
  });

  it.each([
    ['a deactivated user', deactivatedTokens],
    ['an expired token', expiredTokens],
  ])('answers %s of every role 401 Unauthenticated. on every route that needs a sign-in', async (_who, given) => {
    for (const route of t.app.apiRoutes) {
      for (const role of roles) {
        const label = `${role} ${route.method} ${route.url}`;
        const answer = await t.call(route.method, concrete(route.url), {
          token: given[role],
          ...(route.method === 'GET' ? {} : { json: {} }),
        });
        expect(answer.status, label).toBeLessThan(500);
        if (route.access === 'public') {
          expect([401, 403], label).not.toContain(answer.status);
        } else {
          expect(answer.status, label).toBe(401);
          expect(answer.body, label).toEqual({
            message: 'Unauthenticated.',
            error: 'Unauthenticated.',
            code: 'request.unauthenticated',
          });
        }
      }
    }
    // The active sessions of the same people still work: only these tokens are refused.
    expect((await t.call('GET', '/api/user/details', { token: tokens.admin })).status).toBe(200);
  });

  it('answers unknown /api paths with 404 JSON', async () => {
    const answer = await t.call<{ message: string; error: string }>('GET', '/api/no/such/route');
    expect(answer.status).toBe(404);
    expect(answer.body.error).toBe('Not Found');
    const post = await t.call('POST', '/api/expense/nothing', { json: {} });
    expect(post.status).toBe(404);
    expect(post.headers.get('content-type')).toContain('application/json');
  });
});
