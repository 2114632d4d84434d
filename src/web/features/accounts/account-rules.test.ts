import { describe, expect, it } from 'vitest';
import { loginSchema, registerFormSchema } from '@shared/accounts.schemas';
import { SHORT_TEXT_MAX } from '@shared/fields';
import { PASSWORD_MAX_CHARS, PASSWORD_MIN_CHARS } from '@shared/passwords';
import type { ZodType } from 'zod';
import { checkLogin, checkRegister, RULE_BOUNDS, type LoginField, type RegisterField } from './account-rules';

/** What the form showed under each field with the schema's resolver: the first issue of each field. */
function schemaAnswers(schema: ZodType, values: Record<string, string>): Record<string, string | undefined> {
  const result = schema.safeParse(values);
  const answers: Record<string, string | undefined> = Object.fromEntries(
    Object.keys(values).map((key) => [key, undefined]),
  );
  for (const issue of result.success ? [] : result.error.issues) {
    const field = String(issue.path[0]);
    answers[field] ??= issue.message;
  }
  return answers;
}

const phones = [
  '',
  ' ',
  '\t \n',
  '9876543210',
  ' 9876543210 ',
  '\u00a09876543210\u00a0',
  '\u200b9876543210',
  '0123456789',
  '1000000000',
  '999999999',
  '98765432101',
  '98ab',
  '98 76',
  '+919876543210',
  '-1',
  '1e9',
  '9876543210.0',
  '١٢٣٤٥٦٧٨٩٠',
  '９８７６５４３２１０',
  '1'.repeat(SHORT_TEXT_MAX),
  '1'.repeat(SHORT_TEXT_MAX + 1),
  ` ${'1'.repeat(SHORT_TEXT_MAX)} `,
  'a'.repeat(SHORT_TEXT_MAX + 1),
  '😀'.repeat(SHORT_TEXT_MAX),
  '😀'.repeat(SHORT_TEXT_MAX + 1),
];

const passwords = [
  '',
  ' ',
  'a',
  '1234567',
  '12345678',
  'Secret@1',
  ' '.repeat(8),
  'é'.repeat(8),
  '😀'.repeat(4),
  '😀'.repeat(3),
  '\ud83d'.repeat(8),
  `${'😀'.repeat(7)}\ud83d`,
  '😀'.repeat(PASSWORD_MAX_CHARS),
  '😀'.repeat(PASSWORD_MAX_CHARS + 1),
  'x'.repeat(PASSWORD_MAX_CHARS),
  'x'.repeat(PASSWORD_MAX_CHARS + 1),
];

const names = [
  '',
  '   ',
  'Aman',
  ' Aman Gill ',
  '<b>Kapoor</b>',
  'a'.repeat(100),
  'a'.repeat(101),
  ` ${'a'.repeat(100)} `,
  '😀'.repeat(100),
  '😀'.repeat(101),
];

/** Confirmations of a password: the same, another, empty, and near misses. */
const confirmationsOf = (password: string) => [
  password,
  '',
  `${password} `,
  password.toUpperCase() === password ? `${password}a` : password.toUpperCase(),
  'Other@123',
  'x'.repeat(PASSWORD_MAX_CHARS + 1),
];

describe('the login and register rules', () => {
  it('use the schemas’ bounds', () => {
    expect(RULE_BOUNDS).toEqual({
      phoneText: SHORT_TEXT_MAX,
      name: 100,
      passwordMin: PASSWORD_MIN_CHARS,
      passwordMax: PASSWORD_MAX_CHARS,
    });
    // The name's bound is the schema's: 100 characters pass, 101 do not.
    expect(schemaAnswers(registerFormSchema, { name: 'a'.repeat(100) }).name).toBeUndefined();
    expect(schemaAnswers(registerFormSchema, { name: 'a'.repeat(101) }).name).toBe('At most 100 characters.');
  });

  it('answer as loginSchema does, field by field, for every pair of a table of phones and passwords', () => {
    let compared = 0;
    for (const phone of phones) {
      for (const password of passwords) {
        const values = { phone, password };
        const expected = schemaAnswers(loginSchema, values);
        for (const field of ['phone', 'password'] as LoginField[]) {
          expect(checkLogin(field, values), `${field} of ${JSON.stringify(values)}`).toBe(expected[field]);
          compared += 1;
        }
      }
    }
    expect(compared).toBe(phones.length * passwords.length * 2);
  });

  it('answer as registerFormSchema does, field by field, the confirmation against each password', () => {
    const tables: Record<string, string>[] = [];
    for (const name of names) tables.push({ name, phone: '9876543210', password: 'Secret@12', confirm_password: '' });
    for (const phone of phones) tables.push({ name: '', phone, password: '', confirm_password: '' });
    for (const password of passwords) {
      for (const confirmation of confirmationsOf(password)) {
        tables.push({ name: 'Aman', phone: '', password, confirm_password: confirmation });
      }
    }
    for (const values of tables) {
      const expected = schemaAnswers(registerFormSchema, values);
      for (const field of ['name', 'phone', 'password', 'confirm_password'] as RegisterField[]) {
        const typed = values as Record<RegisterField, string>;
        expect(checkRegister(field, typed), `${field} of ${JSON.stringify(values)}`).toBe(expected[field]);
      }
    }
    // Every message the register rules can give is met at least once by the table.
    const seen = new Set(tables.flatMap((values) => Object.values(schemaAnswers(registerFormSchema, values))));
    expect([...seen].filter(Boolean).sort()).toEqual(
      [
        'At most 100 characters.',
        'At most 128 characters.',
        'Confirm password is required!',
        'Name is required!',
        'Password is required!',
        'Passwords must match!',
        'Phone must be a number',
        'Phone number is required!',
        'Please Enter Valid Phone Number',
        'The password must be at least 8 characters.',
      ].sort(),
    );
  });
});
