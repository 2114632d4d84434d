import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { User } from '@shared/accounts.schemas';
import { PHONE_MESSAGES } from '@shared/accounts.messages';
import { APPOINTMENT_MESSAGES, type Appointment, type AppointmentService } from '@shared/appointments.schemas';
import { readOfferComment } from '@shared/offer-comment';
import { ZERO_DATETIME } from '@shared/constants';
import { addDays, salonToday } from '@shared/salon-time';
import { awayFromWindowEdge, DEMO, formOf, startTestApp, type Answer, type TestApp } from '@server/test/test-app';
import type { ErrorBody, PageBody, SavedBody } from '@server/test/answers';
import { testAppForFile } from '@server/test/app-per-file';
import { bookingServices } from '@server/test/demo-rows';
import { countRows } from '@server/test/row-count';
import { userOf } from '@server/test/sign-in';

type Booked = SavedBody<Appointment> & ErrorBody;

const { t, tokens } = testAppForFile(['customer', 'customer2', 'staff', 'admin']);
let customer: User;
let ids: { hydra: number; spa: number; disabled: number };
const today = () => salonToday('Asia/Kolkata');

beforeAll(async () => {
  customer = await userOf(t, tokens.customer);
  const services = await bookingServices(t.context.db);
  ids = { hydra: services.hydra.id, spa: services.spa.id, disabled: services.disabled.id };
});
afterEach(() => {
  vi.useRealTimers();
});

const book = (fields: Record<string, unknown>, options: { token?: string; key?: string } = {}) =>
  t.call<Booked>('POST', '/api/expense/makeAppoitment', {
    json: fields,
    token: options.token,
    headers: options.key ? { 'idempotency-key': options.key } : undefined,
  });
const countAppointments = (app: TestApp = t) => countRows(app, 'appointments');
const linesOf = (appointment: Appointment) =>
  (JSON.parse(appointment.services) as { services: AppointmentService[] }).services;
const modal = (extra: Record<string, unknown> = {}) => ({
  name: 'Riya Kapoor',
  email: 'riya@example.com',
  phone: '9876501234',
  date: `${today()} 17:30`,
  services: 'Hydra Facial, hair spa',
  comment: 'First visit',
  ...extra,
});

describe('POST /api/expense/makeAppoitment', () => {
  it('books from the public modal: names become catalogue lines, In Review, no user', async () => {
    const answer = await book(modal());
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Appointment Booked Sucessfully');
    const booked = answer.body.data;
    expect(booked).toMatchObject({
      name: 'Riya Kapoor',
      phone: '9876501234',
      status: 0,
      status_text: '',
      user_id: null,
    });
    expect(booked.date).toBe(`${today()} 17:30:00`);
    expect(linesOf(booked)).toEqual([
      {
        id: ids.hydra,
        name: 'Hydra Facial',
        price: 2500,
        quantity: 1,
        discount: expect.any(Number),
        advance_payment: 0,
      },
      { id: ids.spa, name: 'Hair Spa', price: 999, quantity: 1, discount: expect.any(Number), advance_payment: 0 },
    ]);
    const expected = linesOf(booked).reduce((sum, line) => sum + (line.price - line.discount) * line.quantity, 0);
    expect(booked.total).toBe(expected);
  });

  it('books from My Room: ids and quantities count, a tampered price or name does not', async () => {
    const services = JSON.stringify({
      services: [
        { id: ids.hydra, quantity: 2, price: 1, discount: 2499, name: 'Free facial' },
        { id: ids.spa, quantity: 1 },
      ],
      bridalDay: { day: 2 },
    });
    const answer = await book(
      { name: '', phone: customer.phone, date: ZERO_DATETIME, services },
      { token: tokens.customer },
    );
    expect(answer.status).toBe(200);
    const booked = answer.body.data;
    expect(booked.user_id).toBe(customer.id);
    expect(booked.name).toBe(customer.name);
    expect(booked.date).toBe(ZERO_DATETIME);
    const [hydra] = linesOf(booked);
    expect(hydra).toMatchObject({ name: 'Hydra Facial', price: 2500, quantity: 2 });
    expect(JSON.parse(booked.services)).toMatchObject({ bridalDay: { day: 2 } });
  });

  it.each([
    [{ phone: '' }, PHONE_MESSAGES.required],
    [{ phone: '98765abcde' }, PHONE_MESSAGES.number],
    [{ phone: '987650123' }, PHONE_MESSAGES.valid],
    [{ phone: '98765012345' }, PHONE_MESSAGES.valid],
    [{ services: '' }, APPOINTMENT_MESSAGES.noService],
    [{ services: 'No Such Service' }, APPOINTMENT_MESSAGES.unknownService],
    [{ services: 'Gold Facial' }, APPOINTMENT_MESSAGES.unknownService],
    [{ services: '{"services": [' }, APPOINTMENT_MESSAGES.unreadableServices],
    [{ services: '[{"id": 1, "quantity": 21}]' }, APPOINTMENT_MESSAGES.quantity],
    [{ date: '2026-02-30 10:00' }, APPOINTMENT_MESSAGES.badDate],
    [{ date: 'tomorrow' }, APPOINTMENT_MESSAGES.badDate],
    [{ date: `${addDays(salonToday('Asia/Kolkata'), -1)} 10:00` }, APPOINTMENT_MESSAGES.pastDate],
  ])('refuses %j with "%s" and writes nothing', async (change, message) => {
    const before = await countAppointments();
    const answer = await book(modal(change));
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(message);
    expect(await countAppointments()).toBe(before);
  });

  it('refuses services disabled or unknown by id', async () => {
    const services = JSON.stringify([{ id: ids.disabled, quantity: 1 }]);
    expect((await book(modal({ services }))).status).toBe(422);
    expect((await book(modal({ services: JSON.stringify([{ id: 999999 }]) }))).status).toBe(422);
  });

  it("refuses someone else's user_id, from a guest or from another customer", async () => {
    const before = await countAppointments();
    const asGuest = await book(modal({ user_id: customer.id }));
    expect(asGuest.status).toBe(403);
    expect(asGuest.body.message).toBe(APPOINTMENT_MESSAGES.otherUser);
    expect((await book(modal({ user_id: customer.id }), { token: tokens.customer2 })).status).toBe(403);
    expect(await countAppointments()).toBe(before);
    const own = await book(modal({ user_id: customer.id }), { token: tokens.customer });
    expect(own.status).toBe(200);
    expect(own.body.data.user_id).toBe(customer.id);
  });

  describe("the salon's today, with the process in UTC", () => {
    // 18:29 UTC is 23:59 in Asia/Kolkata; 18:31 UTC is 00:01 the next day there.
    const at = (instant: string) => {
      process.env.TZ = 'UTC';
      vi.useFakeTimers({ toFake: ['Date'], now: new Date(instant) });
    };

    it('at 23:59 in Kolkata, today is still the same day', async () => {
      at('2026-11-21T18:29:00Z');
      expect(new Date().getTimezoneOffset()).toBe(0);
      expect((await book(modal({ date: '2026-11-21 23:59' }))).status).toBe(200);
      expect((await book(modal({ date: '2026-11-20 20:00' }))).body.message).toBe(APPOINTMENT_MESSAGES.pastDate);
    });

    it('at 00:01 in Kolkata, the day before is past although it is still that day in UTC', async () => {
      at('2026-11-21T18:31:00Z');
      expect((await book(modal({ date: '2026-11-21 20:00' }))).body.message).toBe(APPOINTMENT_MESSAGES.pastDate);
      expect((await book(modal({ date: '2026-11-22 10:00' }))).status).toBe(200);
    });
  });

  describe('Idempotency-Key', () => {
    it('a retried booking with the same key creates one appointment and answers it again', async () => {
      const before = await countAppointments();
      const first = await book(modal(), { key: 'retry-1' });
      const second = await book(modal(), { key: 'retry-1' });
      expect(second.status).toBe(200);
      expect(second.body.data.id).toBe(first.body.data.id);
      expect(await countAppointments()).toBe(before + 1);
    });

    it('a double click (parallel requests with one key) creates one appointment', async () => {
      const before = await countAppointments();
      const answers = await Promise.all(Array.from({ length: 6 }, () => book(modal(), { key: 'double-click-1' })));
      expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
      expect(new Set(answers.map((answer) => answer.body.data.id)).size).toBe(1);
      expect(await countAppointments()).toBe(before + 1);
    });

    it('a key used for another booking is refused; a malformed key too', async () => {
      await book(modal(), { key: 'mine-1' });
      expect((await book(modal({ phone: '9876509999' }), { key: 'mine-1' })).status).toBe(409);
      expect((await book(modal(), { key: 'bad key with spaces' })).status).toBe(400);
    });

    it("keys are the caller's own: the same key from another customer is a new booking", async () => {
      const one = await book(modal({ phone: customer.phone }), { token: tokens.customer, key: 'shared-key' });
      const two = await book(modal({ phone: customer.phone }), { token: tokens.customer2, key: 'shared-key' });
      expect(two.body.data.id).not.toBe(one.body.data.id);
    });
  });

  describe('from an offer', () => {
    const openOffer = () =>
      t.context.db.selectFrom('offers').selectAll().where('expiry', 'is', null).executeTakeFirstOrThrow();

    it('names the offer in the comment and needs no service', async () => {
      const offer = await openOffer();
      const answer = await book(
        {
          name: customer.name,
          phone: customer.phone,
          date: ZERO_DATETIME,
          services: '{"services":[],"bridalDay":{}}',
          offer_id: offer.id,
        },
        { token: tokens.customer },
      );
      expect(answer.status).toBe(200);
      expect(answer.body.data.comment).toBe(`I selected This Offer ${offer.name}`);
      expect(answer.body.data.offer_id).toBe(offer.id);
    });

    it('puts the booker’s own words on a line under the offer, for a guest and for each role', async () => {
      const offer = await openOffer();
      const callers = [
        { token: undefined, phone: '9876512345' },
        { token: tokens.customer, phone: customer.phone },
        { token: tokens.staff, phone: '9876512346' },
        { token: tokens.admin, phone: '9876512347' },
      ];
      for (const caller of callers) {
        const answer = await book(
          { phone: caller.phone, date: ZERO_DATETIME, offer_id: offer.id, comment: 'Please call after 5 pm' },
          { token: caller.token },
        );
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        expect(answer.body.data.comment).toBe(`I selected This Offer ${offer.name}\nPlease call after 5 pm`);
        expect(readOfferComment(answer.body.data.comment)).toEqual({
          offerName: offer.name,
          note: 'Please call after 5 pm',
        });
      }
    });

    it('refuses an offer that has expired or is disabled', async () => {
      const [offer] = await t.context.db
        .insertInto('offers')
        .values({ name: 'Old Diwali Offer', expiry: '2020-11-01', status: 1, created_at: 'x', updated_at: 'x' })
        .returning('id')
        .execute();
      const answer = await book(modal({ services: '', offer_id: offer!.id }));
      expect(answer.status).toBe(422);
      expect(answer.body.message).toBe(APPOINTMENT_MESSAGES.unknownOffer);
    });
  });

  describe('staff bookings: a staff member and added products', () => {
    const products = JSON.stringify([
      { name: 'Hair serum (take-home)', price: 450, comment: 'Argan' },
      { name: 'Nail kit', price: 5000 },
    ]);

    it('a staff caller is the staff member by default; products join the lines and the total', async () => {
      const staff = (await t.call<{ user: User }>('GET', '/api/user/details', { token: tokens.staff })).body.user;
      const answer = await book(modal({ services: 'Hair Spa', products }), { token: tokens.staff });
      expect(answer.status).toBe(200);
      expect(answer.body.data.staff_id).toBe(staff.id);
      const stored = JSON.parse(answer.body.data.services) as { products: unknown[]; services: AppointmentService[] };
      expect(stored.products).toEqual([
        { name: 'Hair serum (take-home)', price: 450, comment: 'Argan' },
        { name: 'Nail kit', price: 5000, comment: '' },
      ]);
      const services = stored.services.reduce((sum, line) => sum + (line.price - line.discount) * line.quantity, 0);
      expect(answer.body.data.total).toBe(services + 5450);
    });

    it('the admin may name another staff member; products alone are a booking', async () => {
      const staffList = await t.call<{ data: Array<{ id: number; user_type: number }> }>(
        'GET',
        '/api/user/staffUsers',
        {
          token: tokens.admin,
        },
      );
      const member = staffList.body.data.find((entry) => entry.user_type === 2)!;
      const answer = await book(modal({ services: '', products, staff_id: member.id }), { token: tokens.admin });
      expect(answer.status).toBe(200);
      expect(answer.body.data.staff_id).toBe(member.id);
    });

    it.each([
      ['[{"name":"Kit","price":-1}]', APPOINTMENT_MESSAGES.productTooLittle],
      ['[{"name":"Kit","price":5000.01}]', APPOINTMENT_MESSAGES.productTooCostly],
      ['[{"name":" ","price":10}]', APPOINTMENT_MESSAGES.productName],
      ['not json', APPOINTMENT_MESSAGES.unreadableProducts],
    ])('refuses products %s with "%s"', async (text, message) => {
      const answer = await book(modal({ products: text }), { token: tokens.staff });
      expect(answer.status).toBe(422);
      expect(answer.body.message).toBe(message);
    });

    it('refuses a staff member who is not staff', async () => {
      const answer = await book(modal({ staff_id: customer.id }), { token: tokens.admin });
      expect(answer.status).toBe(422);
      expect(answer.body.message).toBe(APPOINTMENT_MESSAGES.unknownStaff);
    });

    it('refuses products and staff members from guests and customers, writing nothing', async () => {
      const before = await countAppointments();
      expect((await book(modal({ products }))).status).toBe(403);
      expect((await book(modal({ products }), { token: tokens.customer })).status).toBe(403);
      expect((await book(modal({ staff_id: 2 }), { token: tokens.customer })).status).toBe(403);
      expect(await countAppointments()).toBe(before);
    });

    it('lists the staff for the back office only', async () => {
      const list = await t.call<{ data: Array<{ user_type: number }> }>('GET', '/api/user/staffUsers', {
        token: tokens.staff,
      });
      expect(list.status).toBe(200);
      expect(list.body.data.every((entry) => entry.user_type === 1 || entry.user_type === 2)).toBe(true);
      expect((await t.call('GET', '/api/user/staffUsers', { token: tokens.customer })).status).toBe(403);
    });
  });

  it('takes the modal as multipart form data too', async () => {
    const answer = await t.call<Booked>('POST', '/api/expense/makeAppoitment', {
      form: formOf({
        name: 'Form Booker',
        phone: '9876512345',
        date: ZERO_DATETIME,
        services: 'Hair Spa',
        comment: '',
      }),
    });
    expect(answer.status).toBe(200);
    expect(linesOf(answer.body.data)).toHaveLength(1);
  });
});

describe('guest booking limits (GUEST_BOOKINGS_PER_HOUR)', () => {
  // Addresses come from X-Forwarded-For, written by the one trusted proxy (this test, on 127.0.0.1).
  let limited: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const settings: Record<string, string> = { GUEST_BOOKINGS_PER_HOUR: '3', TRUST_PROXY: '127.0.0.1' };
    limited = await startTestApp(settings);
    second = await startTestApp(
      limited.config.database.kind === 'sqlite'
        ? { ...settings, DATABASE_URL: limited.config.database.file }
        : settings,
      { schema: limited.schema },
    );
    // The guest limits count in hourly windows: the tests below run well inside one.
    await awayFromWindowEdge(3600, 30_000);
  });
  afterAll(async () => {
    await second.close();
    await limited.close();
  });

  let nextPhone = 9810000000;
  const bookFrom = (app: TestApp, address: string, fields: Record<string, unknown> = {}, token?: string) =>
    app.call<Booked>('POST', '/api/expense/makeAppoitment', {
      json: modal({ phone: String(nextPhone++), ...fields }),
      token,
      headers: { 'x-forwarded-for': address },
    });
  const expectRefused = (answer: Awaited<ReturnType<typeof bookFrom>>) => {
    expect(answer.status, answer.text).toBe(429);
    expect(answer.body.message).toBe(APPOINTMENT_MESSAGES.tooManyBookings);
    const retryAfter = Number(answer.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(3600);
  };

  it('counts per address, across app processes sharing the database; a refusal writes nothing', async () => {
    const address = '203.0.113.10';
    for (const app of [limited, second, limited]) expect((await bookFrom(app, address)).status).toBe(200);
    const before = await countAppointments(limited);
    expectRefused(await bookFrom(second, address));
    expectRefused(await bookFrom(limited, `198.51.100.1, ${address}`));
    expect(await countAppointments(limited)).toBe(before);
    // Another address is not held back.
    expect((await bookFrom(second, '203.0.113.11')).status).toBe(200);
  });

  it('counts per phone, whatever the address', async () => {
    const phone = '9811100000';
    for (const [index, app] of [limited, second, limited].entries()) {
      expect((await bookFrom(app, `192.0.2.${index + 1}`, { phone })).status).toBe(200);
    }
    expectRefused(await bookFrom(second, '192.0.2.50', { phone }));
  });

  it('counts only bookings about to be written, and never a signed-in customer’s', async () => {
    const address = '203.0.113.20';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await bookFrom(limited, address, { services: '' })).status).toBe(422);
    }
    for (let booking = 0; booking < 3; booking += 1) expect((await bookFrom(limited, address)).status).toBe(200);
    expectRefused(await bookFrom(limited, address));
    const token = await limited.login(DEMO.customer);
    expect((await bookFrom(limited, address, { phone: DEMO.customer.phone }, token)).status).toBe(200);
  });
});

describe('signed-in customer booking limits (CUSTOMER_BOOKINGS_PER_HOUR, CUSTOMER_OPEN_REQUESTS_MAX)', () => {
  // Two apps: one counts bookings an hour (3), the other open requests (2); each leaves the other limit high.
  let hourly: TestApp;
  let hourlySecond: TestApp;
  let open: TestApp;
  let openSecond: TestApp;
  const hourlySettings = { CUSTOMER_BOOKINGS_PER_HOUR: '3', CUSTOMER_OPEN_REQUESTS_MAX: '1000' };
  beforeAll(async () => {
    hourly = await startTestApp(hourlySettings);
    hourlySecond = await startTestApp(
      hourly.config.database.kind === 'sqlite'
        ? { ...hourlySettings, DATABASE_URL: hourly.config.database.file }
        : hourlySettings,
      { schema: hourly.schema },
    );
    const openSettings = { CUSTOMER_BOOKINGS_PER_HOUR: '1000', CUSTOMER_OPEN_REQUESTS_MAX: '2' };
    open = await startTestApp(openSettings);
    openSecond = await startTestApp(
      open.config.database.kind === 'sqlite'
        ? { ...openSettings, DATABASE_URL: open.config.database.file }
        : openSettings,
      { schema: open.schema },
    );
    // The hourly limit counts in hourly windows: the tests below run well inside one.
    await awayFromWindowEdge(3600, 30_000);
  });
  afterAll(async () => {
    await Promise.all([hourlySecond.close(), openSecond.close()]);
    await Promise.all([hourly.close(), open.close()]);
  });

  let nextPhone = 8820000000;
  /** A customer of the test's own, registered as the public page does: their token and phone. */
  const registered = async (app: TestApp) => {
    const phone = String(nextPhone++);
    const answer = await app.call<{ token: string }>('POST', '/api/register_or_update', {
      json: { phone, name: 'Meher Gill', password: 'Gulmohar#2468' },
    });
    expect(answer.status, answer.text).toBe(200);
    return { token: answer.body.token, phone };
  };
  const bookAs = (app: TestApp, who: { token: string; phone: string }, fields: Record<string, unknown> = {}) =>
    app.call<Booked>('POST', '/api/expense/makeAppoitment', {
      json: modal({ phone: who.phone, ...fields }),
      token: who.token,
    });
  const expectTooMany = (answer: Answer<Booked>) => {
    expect(answer.status, answer.text).toBe(429);
    expect(answer.body.message).toBe(APPOINTMENT_MESSAGES.tooManyBookings);
    const retryAfter = Number(answer.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(3600);
  };
  const expectWaitForSalon = (answer: Answer<Booked>) => {
    expect(answer.status, answer.text).toBe(409);
    expect(answer.body.message).toBe(APPOINTMENT_MESSAGES.tooManyOpenRequests(2));
    expect(answer.body.message).toContain('2 booking requests');
  };
  const statusesOf = (answers: Answer<Booked>[]) => answers.map((answer) => answer.status).sort();

  it('counts an account’s bookings an hour across app processes: 429 with Retry-After, nothing written', async () => {
    const customer = await registered(hourly);
    for (const app of [hourly, hourlySecond, hourly]) expect((await bookAs(app, customer)).status).toBe(200);
    const before = await countAppointments(hourly);
    expectTooMany(await bookAs(hourlySecond, customer));
    expectTooMany(await bookAs(hourly, customer, { services: JSON.stringify([{ id: ids.spa, quantity: 1 }]) }));
    expect(await countAppointments(hourly)).toBe(before);
    // Another account is not held back.
    expect((await bookAs(hourly, await registered(hourly))).status).toBe(200);
  });

  it('counts only bookings written: refused and replayed ones do not count', async () => {
    const customer = await registered(hourly);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await bookAs(hourly, customer, { services: '' })).status).toBe(422);
    }
    const first = await hourly.call<Booked>('POST', '/api/expense/makeAppoitment', {
      json: modal({ phone: customer.phone }),
      token: customer.token,
      headers: { 'idempotency-key': 'flood-check-1' },
    });
    expect(first.status).toBe(200);
    const replayed = await hourly.call<Booked>('POST', '/api/expense/makeAppoitment', {
      json: modal({ phone: customer.phone }),
      token: customer.token,
      headers: { 'idempotency-key': 'flood-check-1' },
    });
    expect(replayed.body.data.id).toBe(first.body.data.id);
    for (let booking = 0; booking < 2; booking += 1) expect((await bookAs(hourly, customer)).status).toBe(200);
    expectTooMany(await bookAs(hourly, customer));
  });

  it('never limits staff or the admin booking for a customer', async () => {
    const customer = await registered(hourly);
    const [staff, admin] = [await hourly.login(DEMO.staff), await hourly.login(DEMO.admin)];
    for (let booking = 0; booking < 4; booking += 1) {
      expect((await bookAs(hourly, { token: staff, phone: customer.phone })).status).toBe(200);
      expect((await bookAs(hourly, { token: admin, phone: customer.phone })).status).toBe(200);
    }
    // The desk's bookings did not use the customer's own hour.
    for (let booking = 0; booking < 3; booking += 1) expect((await bookAs(hourly, customer)).status).toBe(200);
    expectTooMany(await bookAs(hourly, customer));
  });

  it('holds the hourly count when the account’s bookings race', async () => {
    const customer = await registered(hourly);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => bookAs(index % 2 ? hourlySecond : hourly, customer)),
    );
    expect(statusesOf(answers)).toEqual([200, 200, 200, ...Array<number>(7).fill(429)]);
    const mine = await hourly.call<PageBody<Appointment>>('GET', '/api/expense/myAppointments?limit=50', {
      token: customer.token,
    });
    expect(mine.body.total).toBe(3);
  });

  it('refuses a third open request with 409 until the salon answers one', async () => {
    const customer = await registered(open);
    const booked = [await bookAs(open, customer), await bookAs(open, customer)];
    expect(booked.map((answer) => answer.status)).toEqual([200, 200]);
    const before = await countAppointments(open);
    expectWaitForSalon(await bookAs(open, customer));
    expect(await countAppointments(open)).toBe(before);

    // The admin answers one: the customer may book again, up to two open ones.
    const admin = await open.login(DEMO.admin);
    const reviewed = await open.call('POST', '/api/expense/updateAppoitment', {
      token: admin,
      json: { id: booked[0]!.body.data.id, status: 2, status_text: 'Fully booked that day' },
    });
    expect(reviewed.status).toBe(200);
    expect((await bookAs(open, customer)).status).toBe(200);
    expectWaitForSalon(await bookAs(open, customer));
    // The desk may still book for them.
    expect((await bookAs(open, { token: admin, phone: customer.phone })).status).toBe(200);
  });

  it('holds the open-request count when the account’s bookings race', async () => {
    // Five accounts at once, each sending twelve bookings through two app processes: the more requests meet between
    // a count and its insert, the surer an unlocked count lets a third one in.
    const customers = await Promise.all(Array.from({ length: 5 }, () => registered(open)));
    const answers = await Promise.all(
      customers.map((customer) =>
        Promise.all(Array.from({ length: 12 }, (_, index) => bookAs(index % 2 ? openSecond : open, customer))),
      ),
    );
    for (const [index, customer] of customers.entries()) {
      expect(statusesOf(answers[index]!)).toEqual([200, 200, ...Array<number>(10).fill(409)]);
      const inReview = await open.call<PageBody<Appointment>>('GET', '/api/expense/myAppointments?status=0', {
        token: customer.token,
      });
      expect(inReview.body.total).toBe(2);
    }
  });
});

describe('GET /api/expense/myAppointments', () => {
  it('shows a customer only their own, newest first, five a page, by status', async () => {
    const mine = await t.call<PageBody<Appointment>>('GET', '/api/expense/myAppointments', { token: tokens.customer });
    expect(mine.status).toBe(200);
    expect(mine.body.data.length).toBeLessThanOrEqual(5);
    expect(mine.body.total).toBeGreaterThan(0);
    expect(mine.body.data.every((appointment) => appointment.user_id === customer.id)).toBe(true);
    const ids = mine.body.data.map((appointment) => appointment.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);

    const theirs = await t.call<PageBody<Appointment>>('GET', '/api/expense/myAppointments', {
      token: tokens.customer2,
    });
    expect(theirs.body.data.some((appointment) => appointment.user_id === customer.id)).toBe(false);

    const approved = await t.call<PageBody<Appointment>>('GET', '/api/expense/myAppointments?status=1', {
      token: tokens.customer,
    });
    expect(approved.body.data.every((appointment) => appointment.status === 1)).toBe(true);
  });

  it('pages through every appointment once', async () => {
    const first = await t.call<PageBody<Appointment>>('GET', '/api/expense/myAppointments?limit=2&page=1', {
      token: tokens.customer,
    });
    const second = await t.call<PageBody<Appointment>>('GET', '/api/expense/myAppointments?limit=2&page=2', {
      token: tokens.customer,
    });
    const seen = [...first.body.data, ...second.body.data].map((appointment) => appointment.id);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('refuses a bad status or page', async () => {
    expect((await t.call('GET', '/api/expense/myAppointments?status=7', { token: tokens.customer })).status).toBe(422);
    expect((await t.call('GET', '/api/expense/myAppointments?page=0', { token: tokens.customer })).status).toBe(422);
  });
});

describe('admin review', () => {
  it('lists every appointment by year and month', async () => {
    const [year, month] = today().split('-');
    const list = await t.call<PageBody<Appointment>>(
      'GET',
      `/api/expense/appointmentList?year=${year}&month=${Number(month)}`,
      {
        token: tokens.admin,
      },
    );
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(10);
    expect(list.body.total).toBeGreaterThan(10);
    const none = await t.call<PageBody<Appointment>>('GET', '/api/expense/appointmentList?year=2021&month=1', {
      token: tokens.admin,
    });
    expect(none.body).toEqual({ data: [], total: 0 });
    expect((await t.call('GET', '/api/expense/appointmentList?year=2040', { token: tokens.admin })).status).toBe(422);
  });

  it('approves and rejects with a reason the customer then sees', async () => {
    const booked = (await book(modal({ phone: customer.phone }), { token: tokens.customer })).body.data;
    const update = (fields: Record<string, unknown>, token = tokens.admin) =>
      t.call<Booked>('POST', '/api/expense/updateAppoitment', { json: fields, token });

    const approved = await update({ id: booked.id, status: 1, status_text: 'ignored' });
    expect(approved.body.message).toBe('Approved Successfully');
    expect(approved.body.data).toMatchObject({ status: 1, status_text: '' });

    const rejected = await update({ id: booked.id, status: 2, status_text: 'Stylist on leave that day' });
    expect(rejected.body.message).toBe('Rejected Successfully');
    const mine = await t.call<PageBody<Appointment>>('GET', '/api/expense/myAppointments?status=2', {
      token: tokens.customer,
    });
    expect(mine.body.data.find((appointment) => appointment.id === booked.id)?.status_text).toBe(
      'Stylist on leave that day',
    );

    expect((await update({ id: booked.id, status: 2, status_text: '' })).status).toBe(200);
    expect((await update({ id: booked.id, status: 3 })).status).toBe(422);
    expect((await update({ id: 999999, status: 1 })).status).toBe(404);
    expect((await update({ id: booked.id, status: 1 }, tokens.staff)).status).toBe(403);
    expect((await update({ id: booked.id, status: 1 }, tokens.customer)).status).toBe(403);
  });
});

describe('GET /api/expense/approvedAppointments (tomorrow’s visits to remind)', () => {
  const approvedOn = (date: string, token?: string) =>
    t.call<PageBody<Appointment> & ErrorBody>('GET', `/api/expense/approvedAppointments?date=${date}`, { token });
  const approve = (id: number, status = 1) =>
    t.call<Booked>('POST', '/api/expense/updateAppoitment', { json: { id, status }, token: tokens.admin });

  it('lists the approved appointments of one day, by time, to staff and the admin only', async () => {
    // A day of its own, far enough ahead that no other test books on it.
    const day = addDays(today(), 40);
    const bookAt = async (date: string, name: string) =>
      (await book(modal({ name, phone: '9876505555', date }))).body.data.id;
    const late = await bookAt(`${day} 18:15`, 'Late Visit');
    const early = await bookAt(`${day} 10:00`, 'Early Visit');
    const dayOnly = await bookAt(`${day} 00:00`, 'Any Time');
    const inReview = await bookAt(`${day} 12:00`, 'Still In Review');
    const rejected = await bookAt(`${day} 13:00`, 'Turned Away');
    const nextDay = await bookAt(`${addDays(day, 1)} 00:30`, 'Next Day');
    const dayBefore = await bookAt(`${addDays(day, -1)} 23:45`, 'Day Before');
    for (const id of [late, early, dayOnly, nextDay, dayBefore]) expect((await approve(id)).status).toBe(200);
    expect((await approve(rejected, 2)).status).toBe(200);

    for (const token of [tokens.staff, tokens.admin]) {
      const answer = await approvedOn(day, token);
      expect(answer.status).toBe(200);
      expect(answer.body.total).toBe(3);
      expect(answer.body.data.map((appointment) => appointment.id)).toEqual([dayOnly, early, late]);
      expect(answer.body.data.every((appointment) => appointment.status === 1)).toBe(true);
      expect(answer.body.data[1]).toMatchObject({ name: 'Early Visit', phone: '9876505555', date: `${day} 10:00:00` });
      expect(answer.body.data.map((appointment) => appointment.id)).not.toContain(inReview);
    }

    expect((await approvedOn(day)).status).toBe(401);
    expect((await approvedOn(day, tokens.customer)).status).toBe(403);
  });

  it('pages through the day by time, and answers an empty day with none', async () => {
    const day = addDays(today(), 45);
    const ids: number[] = [];
    for (const time of ['16:00', '11:00', '14:30']) {
      const id = (await book(modal({ phone: '9876505556', date: `${day} ${time}` }))).body.data.id;
      await approve(id);
      ids.push(id);
    }
    const page = (number: number) =>
      t.call<PageBody<Appointment>>('GET', `/api/expense/approvedAppointments?date=${day}&limit=2&page=${number}`, {
        token: tokens.staff,
      });
    const first = await page(1);
    const second = await page(2);
    expect(first.body.total).toBe(3);
    expect([...first.body.data, ...second.body.data].map((appointment) => appointment.id)).toEqual([
      ids[1],
      ids[2],
      ids[0],
    ]);

    const empty = await approvedOn(addDays(today(), 300), tokens.staff);
    expect(empty.body).toEqual({ data: [], total: 0 });
  });

  it('refuses a date that is not one, and a page too large', async () => {
    for (const date of ['', 'tomorrow', '2031-02-30', '2031-5-1', '0000-00-00']) {
      const answer = await approvedOn(date, tokens.staff);
      expect(answer.status, date).toBe(422);
      expect(answer.body.message).toBe(APPOINTMENT_MESSAGES.badDate);
    }
    const tooMany = await t.call('GET', `/api/expense/approvedAppointments?date=${today()}&limit=101`, {
      token: tokens.admin,
    });
    expect(tooMany.status).toBe(422);
  });
});
