import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@shared/accounts.messages';
import { fillTemplate, readTemplate } from '@shared/message-template';
import { MESSAGES } from '@shared/messages';
import { LOGIN_FORM_MESSAGES, REGISTER_FORM_MESSAGES } from './account-messages';
import { checkLogin, checkRegister } from './account-rules';

describe('the messages the login and register pages carry for their islands', () => {
  it.each([
    ['login', LOGIN_FORM_MESSAGES],
    ['register', REGISTER_FORM_MESSAGES],
  ])('of %s are the catalogue’s, each under its code', (_, messages) => {
    for (const [code, words] of messages) {
      const template = MESSAGES[code];
      expect(template, code).toBeDefined();
      const values = readTemplate(template, words);
      expect(values, `${code}: ${words}`).not.toBeNull();
      expect(fillTemplate(template, values!)).toBe(words);
    }
    expect(new Set(messages.map(([, words]) => words)).size).toBe(messages.length);
  });

  it('hold every message the forms’ own checks give', () => {
    const login = new Set(LOGIN_FORM_MESSAGES.map(([, words]) => words));
    const register = new Set(REGISTER_FORM_MESSAGES.map(([, words]) => words));
    const samples = ['', ' ', 'x', '12', '0123456789', '9876543210', 'Secret@12', '1'.repeat(41), 'x'.repeat(129)];
    for (const a of samples) {
      for (const b of samples) {
        for (const field of ['phone', 'password'] as const) {
          const message = checkLogin(field, { phone: a, password: b });
          if (message) expect(login, message).toContain(message);
        }
        for (const field of ['name', 'phone', 'password', 'confirm_password'] as const) {
          const message = checkRegister(field, { name: 'x'.repeat(101), phone: a, password: a, confirm_password: b });
          if (message) expect(register, message).toContain(message);
        }
      }
    }
    expect(login).toContain(ACCOUNT_MESSAGES.invalidCredentials);
    expect(register).toContain(ACCOUNT_MESSAGES.phoneTaken);
  });
});
