/**
 * The role × route matrix: walks every registered /api route, so routes added later are covered by themselves.
 * A guest gets 401 'Unauthenticated.' where a sign-in is needed; a signed-in caller of another role gets 403.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestApp, type TestApp } from '../test/test-app';
import type { Role } from './auth';

let t: TestApp;
const tokens = {} as Record<Role, string>;
beforeAll(async () => {
  t = await startTestApp();
  tokens.admin = await t.login(DEMO.admin);
  tokens.staff = await t.login(DEMO.staff);
  tokens.customer = await t.login(DEMO.customer);
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
        expect(answer.body).toEqual({ message: 'Unauthenticated.', error: 'Unauthenticated.' });
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

  it('answers unknown /api paths with 404 JSON', async () => {
    const answer = await t.call<{ message: string; error: string }>('GET', '/api/no/such/route');
    expect(answer.status).toBe(404);
    expect(answer.body.error).toBe('Not Found');
    const post = await t.call('POST', '/api/expense/nothing', { json: {} });
    expect(post.status).toBe(404);
    expect(post.headers.get('content-type')).toContain('application/json');
  });
});
