/** The README's table of demo logins is the seed's own list (demo-users.ts), row for row. */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { USER_TYPE } from '@shared/constants';
import { usesPostgres } from '@server/test/test-app';
import { DEMO_USERS } from './demo-users';

const ROLE_BY_TYPE = new Map<number, string>(Object.entries(USER_TYPE).map(([role, type]) => [type, role]));

/** The rows of the table under "## Demo logins", as [role, phone, password]. */
function readmeLogins(): string[][] {
  const readme = fs.readFileSync('README.md', 'utf8');
  const section = readme.split('\n## Demo logins\n')[1]?.split('\n## ')[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

// A file, not the database: once is enough.
describe.skipIf(usesPostgres())('the demo logins', () => {
  it("are the README's table, in the seed's order", () => {
    expect(readmeLogins()).toEqual(
      DEMO_USERS.map((user) => [ROLE_BY_TYPE.get(user.user_type), user.phone, user.password]),
    );
  });
});
