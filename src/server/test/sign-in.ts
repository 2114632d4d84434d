/**
 * Signing the demo users in on a test app, and reading who a token belongs to: the set-up most API test files share.
 */
import type { User } from '@shared/accounts.schemas';
import type { ErrorBody } from './answers';
import { DEMO, type Answer, type TestApp } from './test-app';

/** A demo login by the part it plays: admin, staff, staff2, customer, customer2. */
export type DemoRole = keyof typeof DEMO;

/** Signs these demo users in, one after another in the order given, and answers their tokens by role. */
export async function signIn<R extends DemoRole>(t: TestApp, ...roles: R[]): Promise<Record<R, string>> {
  const tokens = {} as Record<R, string>;
  for (const role of roles) tokens[role] = await t.login(DEMO[role]);
  return tokens;
}

/** The user a token belongs to, as GET /api/user/details answers them. */
export async function userOf(t: TestApp, token: string): Promise<User> {
  return (await t.call<{ user: User }>('GET', '/api/user/details', { token })).body.user;
}

/** The users behind these of the tokens, one after another in the order given, by role. */
export async function usersOf<R extends string>(
  t: TestApp,
  tokens: Record<R, string>,
  ...roles: R[]
): Promise<Record<R, User>> {
  const users = {} as Record<R, User>;
  for (const role of roles) users[role] = await userOf(t, tokens[role]);
  return users;
}

/**
 * Signs in once with a phone no account has and once with a demo staff member's wrong password, for the tests that
 * check the two refusals cannot be told apart (docs/product.md#error-shape).
 */
export async function refusedSignIns(
  t: TestApp,
  unknownPhone: string,
): Promise<{ unknown: Answer<ErrorBody>; wrong: Answer<ErrorBody> }> {
  const unknown = await t.call<ErrorBody>('POST', '/api/login', {
    json: { phone: unknownPhone, password: 'Whatever@1' },
  });
  const wrong = await t.call<ErrorBody>('POST', '/api/login', {
    json: { phone: DEMO.staff2.phone, password: 'Wrong@123' },
  });
  return { unknown, wrong };
}
