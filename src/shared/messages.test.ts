import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ACCOUNT_MESSAGES } from './accounts.messages';
import { FIELD_MESSAGES, REQUEST_MESSAGES } from './common.messages';
import { EXPENSE_MESSAGES } from './expenses.schemas';
import { fillTemplate, readTemplate } from './message-template';
import { findMessage, isMessageCode, MESSAGES } from './messages';
import { setValidationWords } from './validation-words';

describe('the message catalogue', () => {
  it('gives every message a code of its group and name', () => {
    expect(MESSAGES['accounts.phoneTaken']).toBe(ACCOUNT_MESSAGES.phoneTaken);
    expect(MESSAGES['expenses.beforePrevious']).toBe('The date cannot be before the previous entry’s date ({{date}}).');
    expect(isMessageCode('request.forbidden')).toBe(true);
    expect(isMessageCode('unknown')).toBe(false);
  });

  it('finds the code of words, and the values of a message with places', () => {
    expect(findMessage(REQUEST_MESSAGES.forbidden)).toEqual({ code: 'request.forbidden', values: {} });
    expect(findMessage(EXPENSE_MESSAGES.afterNext('03 Nov 2026'))).toEqual({
      code: 'expenses.afterNext',
      values: { date: '03 Nov 2026' },
    });
    expect(findMessage(FIELD_MESSAGES.atMost(100))).toEqual({ code: 'field.atMost', values: { max: '100' } });
    expect(findMessage('Words nobody wrote')).toBeNull();
  });

  it('reads templates without patterns, whatever the text', () => {
    const template = 'The route {{method}} {{path}} does not exist.';
    expect(readTemplate(template, 'The route GET /api/x y does not exist.')).toEqual({
      method: 'GET',
      path: '/api/x y',
    });
    expect(readTemplate(template, 'The route GET')).toBeNull();
    expect(readTemplate(template, 'x'.repeat(100_000))).toBeNull();
    expect(fillTemplate(template, { method: 'PUT' })).toBe('The route PUT {{path}} does not exist.');
  });

  it('has no code whose English words are empty', () => {
    for (const [code, words] of Object.entries(MESSAGES)) expect(words.trim(), code).not.toBe('');
  });
});

describe('zod’s own words', () => {
  it('are the catalogue’s, so a refusal no schema names still has a code', () => {
    setValidationWords();
    const refusal = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message ?? '';
    expect(refusal(z.number().max(5), 6)).toBe('Must be at most 5.');
    expect(refusal(z.number().min(1), 0)).toBe('Must be at least 1.');
    expect(refusal(z.string().max(3), 'long')).toBe('At most 3 characters.');
    expect(refusal(z.array(z.number()).max(1), [1, 2])).toBe('At most 1 items.');
    expect(refusal(z.object({}), [])).toBe('Invalid value.');
    for (const words of [refusal(z.number().max(5), 6), refusal(z.object({}), [])]) {
      expect(findMessage(words), words).not.toBeNull();
    }
  });
});
