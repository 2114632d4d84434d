/**
 * Production mode (NODE_ENV=production, issue 14): the server refuses to start while anyone could sign in with a
 * password printed in the README: demo users that still have their demo passwords, demo users about to be seeded,
 * or an admin with the default password. `npm start` and `npm test` do not set NODE_ENV and keep their demo data.
 */
import { USER_TYPE } from '@shared/constants';
import { PASSWORD_MIN_CHARS } from '@shared/passwords';
import { DEFAULT_ADMIN_PASSWORD } from './config';
import type { AppContext } from './context';
import { DEMO_USERS } from './db/seed/demo-users';
import { isCommonPassword } from './features/accounts/common-passwords';
import { verifyPassword } from './features/accounts/passwords';

/** A refusal to start, with what to change; main.ts prints its message alone and exits 1. */
export class StartRefused extends Error {}

/** Admins checked for the default password: enough for any salon, few enough to start in seconds. */
const ADMINS_CHECKED_MAX = 20;

const KNOWN_PASSWORDS = new Set([DEFAULT_ADMIN_PASSWORD, ...DEMO_USERS.map((user) => user.password)]);

/** What would seed an empty database with a known password. */
function seedProblems(config: AppContext['config']): string[] {
  if (config.seedDemo) {
    return [
      'SEED_DEMO=true would create the demo users, whose passwords are in the README. Leave SEED_DEMO unset (or false).',
    ];
  }
  if (!config.isAdminPasswordSet || KNOWN_PASSWORDS.has(config.adminPassword)) {
    return [
      `ADMIN_PASSWORD is not set or is a demo password: set the first admin's password (at least ${PASSWORD_MIN_CHARS} characters, not a common one), and ADMIN_PHONE to the admin's phone.`,
    ];
  }
  if (isCommonPassword(config.adminPassword)) {
    return ['ADMIN_PASSWORD is one of the most common passwords: choose one that is harder to guess.'];
  }
  return [];
}

/** Users of the database that still sign in with a password the README or a default gives away. */
async function knownPasswordProblems({ db }: AppContext): Promise<string[]> {
  const demoPhones = DEMO_USERS.map((user) => user.phone);
  const [demoUsers, admins] = await Promise.all([
    db.selectFrom('users').select(['phone', 'password_hash']).where('phone', 'in', demoPhones).execute(),
    db
      .selectFrom('users')
      .select(['phone', 'password_hash'])
      .where('user_type', '=', USER_TYPE.admin)
      .where('status', '=', 1)
      .orderBy('id')
      .limit(ADMINS_CHECKED_MAX)
      .execute(),
  ]);
  const problems: string[] = [];
  for (const user of demoUsers) {
    const demo = DEMO_USERS.find((candidate) => candidate.phone === user.phone)!;
    if (await verifyPassword(demo.password, user.password_hash)) {
      problems.push(`The demo user ${user.phone} still has its demo password: change it or remove the user.`);
    }
  }
  for (const admin of admins) {
    if (demoPhones.includes(admin.phone)) continue;
    if (await verifyPassword(DEFAULT_ADMIN_PASSWORD, admin.password_hash)) {
      problems.push(`The admin ${admin.phone} has the default password ${DEFAULT_ADMIN_PASSWORD}: change it.`);
    }
  }
  return problems;
}

/** Throws StartRefused, naming every problem, when the database or the settings are not safe for production. */
export async function refuseUnsafeProduction(context: AppContext): Promise<void> {
  const isEmpty = !(await context.db.selectFrom('users').select('id').limit(1).executeTakeFirst());
  const problems = isEmpty ? seedProblems(context.config) : await knownPasswordProblems(context);
  if (problems.length === 0) return;
  throw new StartRefused(
    `Refusing to start in production (NODE_ENV=production):\n${problems.map((problem) => `  - ${problem}`).join('\n')}\n` +
      'See "Running in production" in the README.',
  );
}
