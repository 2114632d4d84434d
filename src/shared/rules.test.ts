import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  changePasswordSchema,
  loginSchema,
  profileSchema,
  registerFormSchema,
} from './accounts.schemas';
import { greetingFor } from './greeting';
import { formatRupees, hasWholePaise, paiseToRupees, rupeesToPaise } from './money';
import { dateFromWire, dateToWire, isCalendarDate, salonHour, salonToday } from './salon-time';
import { isFooterPath, pageAddressOf, withoutTrailingSlashes } from './site-routes';
import { lastSegment, seoFor } from './seo';

describe('greeting', () => {
  it('says Good Morning before 12, Good Afternoon before 18, else Good Evening', () => {
    expect([0, 11, 12, 17, 18, 23].map(greetingFor)).toEqual([
      'morning',
      'morning',
      'afternoon',
      'afternoon',
      'evening',
      'evening',
    ]);
  });
});

describe("the salon's time", () => {
  it("takes today and the hour in the salon's zone, not the machine's", () => {
    const lateUtc = new Date('2026-11-21T20:00:00Z'); // 01:30 on the 22nd in India
    expect(salonToday('Asia/Kolkata', lateUtc)).toBe('2026-11-22');
    expect(salonToday('UTC', lateUtc)).toBe('2026-11-21');
    expect(salonHour('Asia/Kolkata', lateUtc)).toBe(1);
  });

  it('knows real calendar dates and the zero date', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(dateFromWire('0000-00-00')).toBeNull();
    expect(dateFromWire('')).toBeNull();
    expect(dateToWire(null)).toBe('0000-00-00');
    expect(dateToWire('2026-01-26')).toBe('2026-01-26');
  });
});

describe('money', () => {
  it('converts rupees to whole paise and back, and formats en-IN', () => {
    expect(rupeesToPaise(5999)).toBe(599900);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(paiseToRupees(123456)).toBe(1234.56);
    expect(hasWholePaise(10.25)).toBe(true);
    expect(hasWholePaise(10.255)).toBe(false);
    expect(formatRupees(125000)).toBe('₹1,25,000');
  });
});

describe('form schemas', () => {
  /** The register form's field errors for a valid phone and name with these passwords. */
  const registerErrors = (password: string, confirm: string) =>
    registerFormSchema
      .safeParse({ phone: '9876543210', name: 'A', password, confirm_password: confirm })
      .error?.flatten().fieldErrors;

  it('checks the login form with the spec’s messages, one per field', () => {
    const result = loginSchema.safeParse({ phone: '', password: '' });
    expect(result.success).toBe(false);
    expect(result.error?.flatten().fieldErrors).toEqual({
      phone: ['Phone number is required!'],
      password: ['Password is required!'],
    });
  });

  it('asks the register form for matching passwords', () => {
    expect(registerErrors('Gulmohar#1', 'Gulmohar#2')).toEqual({ confirm_password: ['Passwords must match!'] });
  });

  it('asks every new password for at least 8 characters; a sign-in takes any', () => {
    expect(registerErrors('x1', 'x1')).toEqual({ password: [ACCOUNT_MESSAGES.passwordShort] });
    const change = changePasswordSchema.safeParse({
      current_password: '1',
      new_password: 'Seven77',
      new_confirm_password: 'Seven77',
    });
    expect(change.error?.flatten().fieldErrors).toEqual({ new_password: [ACCOUNT_MESSAGES.passwordShort] });
    expect(loginSchema.safeParse({ phone: '9876543210', password: '1' }).success).toBe(true);
  });

  it('refuses a DOB after the given today, and takes today as a function too', () => {
    const base = { name: 'A', dob: '2026-11-22' };
    expect(profileSchema('2026-11-21').safeParse(base).error?.flatten().fieldErrors).toEqual({ dob: ['Invalid DOB'] });
    expect(profileSchema(() => '2026-11-22').safeParse(base).success).toBe(true);
    expect(profileSchema('2026-11-21').parse({ name: 'A' }).gender).toBe(1);
  });
});

describe('site routes', () => {
  it('reads an address of thousands of slashes in one pass (the old trailing-slash pattern took their square)', () => {
    expect(isFooterPath(`/${'/'.repeat(100_000)}x`)).toBe(false);
    expect(isFooterPath(`/offers${'/'.repeat(100_000)}`)).toBe(true);
    expect(withoutTrailingSlashes('/curly-service/hair///')).toBe('/curly-service/hair');
    expect(withoutTrailingSlashes('///')).toBe('');
  });

  it('shows the footer on exactly the spec’s paths', () => {
    for (const path of ['/', '/cart', '/curly-service/hair', '/login', '/profile/'])
      expect(isFooterPath(path)).toBe(true);
    for (const path of ['/register', '/expenses', '/curly-service/hair/x', '/billing/abc'])
      expect(isFooterPath(path)).toBe(false);
  });

  it('tells which addresses are pages, as the router matches them, so the server answers 404 for the rest', () => {
    const page = { kind: 'page' };
    for (const path of ['/', '/login', '/login/', '/Login', '/lo%67in', '/mark-attendence', '/quickInvoice?x=1'])
      expect(pageAddressOf(path), path).toEqual(page);
    expect(pageAddressOf('/curly-service/hair')).toEqual({ kind: 'category', slug: 'hair' });
    expect(pageAddressOf('/Curly-Service/Hair/')).toEqual({ kind: 'category', slug: 'Hair' });
    expect(pageAddressOf('/billing/a%2Fb')).toEqual({ kind: 'receipt', uid: 'a/b' });
    for (const path of [
      '/no-such-page',
      '/login/extra',
      '/curly-service',
      '/curly-service/',
      '/curly-service/hair/x',
      '/billing',
      '/billing/abc/def',
      '/service-worker.js',
      '/%E0%A4',
      '//login',
    ])
      expect(pageAddressOf(path), path).toBeNull();
  });

  it('matches SEO entries on the last segment', () => {
    const entries = [
      { url: '', title: 'Home', metaTitle: '', description: '', keywords: [] },
      { url: 'hair', title: 'Hair', metaTitle: '', description: '', keywords: [] },
    ];
    expect(lastSegment('/curly-service/hair?x=1')).toBe('hair');
    expect(seoFor(entries, '/curly-service/hair')?.title).toBe('Hair');
    expect(seoFor(entries, '/')?.title).toBe('Home');
  });
});

describe('register form', () => {
  it('says the passwords must match even while the phone is still wrong', () => {
    const result = registerFormSchema.safeParse({
      phone: '12',
      name: 'A',
      password: 'Gulmohar#1',
      confirm_password: 'Gulmohar#2',
    });
    expect(result.error?.flatten().fieldErrors).toEqual({
      phone: ['Please Enter Valid Phone Number'],
      confirm_password: ['Passwords must match!'],
    });
  });
});
