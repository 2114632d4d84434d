import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  IGNORED_VALUE_MESSAGE,
  ignoredValue,
  mustMatch,
  PHONE_MESSAGES,
  phoneNumberText,
  requiredText,
  SHORT_TEXT_MAX,
  shortText,
  withCrossFieldRule,
} from './fields';

describe('bounds checked before the work they bound (issue 14)', () => {
  it('refuses a short field longer than SHORT_TEXT_MAX before any check chained after it reads it', () => {
    let reads = 0;
    const field = shortText('Too long.').refine(() => {
      reads += 1;
      return true;
    });
    expect(field.safeParse(` ${'1'.repeat(SHORT_TEXT_MAX)} `).success).toBe(true);
    expect(reads).toBe(1);
    expect(field.safeParse('1'.repeat(SHORT_TEXT_MAX + 1)).error?.issues.map((issue) => issue.message)).toEqual([
      'Too long.',
    ]);
    expect(reads).toBe(1);
  });

  it('refuses a list over its max before any item is read (zod checks a leading max first)', () => {
    let reads = 0;
    const item = z.number().transform((value) => {
      reads += 1;
      return value;
    });
    const list = z.array(item).max(3, 'At most 3.');
    expect(list.safeParse(Array(100_000).fill(1)).error?.issues.map((issue) => issue.message)).toEqual(['At most 3.']);
    expect(reads).toBe(0);
  });

  it('takes a sign-in phone of any digits but no text longer than a phone can be', () => {
    expect(phoneNumberText.safeParse('12345').success).toBe(true);
    expect(phoneNumberText.safeParse('1'.repeat(SHORT_TEXT_MAX + 1)).error?.issues[0]?.message).toBe(
      PHONE_MESSAGES.valid,
    );
  });

  it('keeps the fields old forms send and the server ignores to plain values', () => {
    for (const value of [undefined, null, 0, '1', true, 'x'.repeat(191)])
      expect(ignoredValue.safeParse(value).success).toBe(true);
    for (const value of ['x'.repeat(192), [1], { a: 1 }]) {
      expect(ignoredValue.safeParse(value).error?.issues[0]?.message).toBe(IGNORED_VALUE_MESSAGE);
    }
  });
});

describe('a rule across fields (withCrossFieldRule)', () => {
  const form = withCrossFieldRule(
    z.object({ name: requiredText('Name is required!'), password: z.string(), confirm: z.string() }),
    mustMatch('password', 'confirm', 'Passwords must match!'),
  );
  const problems = (input: unknown) => {
    const result = form.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('is checked while another field fails outright (an object refinement would wait for it)', () => {
    expect(problems({ name: '', password: 'one', confirm: 'two' })).toEqual([
      ['name', 'Name is required!'],
      ['confirm', 'Passwords must match!'],
    ]);
  });

  it('answers the fields as they parse (trimmed), and says nothing until the confirmation is typed', () => {
    expect(form.parse({ name: '  Asha ', password: 'same', confirm: 'same' })).toEqual({
      name: 'Asha',
      password: 'same',
      confirm: 'same',
    });
    expect(problems({ name: ' Asha ', password: 'one', confirm: '' })).toEqual([]);
    expect(problems({ name: ' Asha ', password: 'one', confirm: 'two' })).toEqual([
      ['confirm', 'Passwords must match!'],
    ]);
  });

  it('leaves a body that is no object to the fields’ own refusal', () => {
    expect(problems(null)).toHaveLength(1);
    expect(problems(['one', 'two'])).toHaveLength(1);
  });
});
