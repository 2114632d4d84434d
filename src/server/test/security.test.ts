/**
 * Security under attack (issue 8, point 7): hostile uploads, receipt uids, login
 * answers and throttling, mass assignment, slow clients, and secrets in answers and logs. Each test fails when the
 * protection it names is taken away.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@shared/accounts.schemas';
import { ACCOUNT_MESSAGES } from '@shared/accounts.messages';
import { LOGIN_MAX_FAILURES, USER_TYPE } from '@shared/constants';
import { salonTimeOfDay, salonToday } from '@shared/salon-time';
import { pictureOf } from './images';
import { awayFromWindowEdge, DEMO, formOf, startTestApp, type TestApp } from './test-app';
import { refusedSignIns } from './sign-in';
import type { ErrorBody } from './answers';
import { testAppForFile } from './app-per-file';
import { firstActiveService } from './demo-rows';

type SessionBody = { message: string; token: string; user: User };

const { t, tokens } = testAppForFile(['admin', 'staff', 'customer']);

let nextPhone = 9700000000;
const freshPhone = () => String(nextPhone++);

const userRow = (phone: string) =>
  t.context.db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirstOrThrow();

/** Every file under UPLOAD_DIR, by its path relative to it. */
function storedUploads(): string[] {
  const root = t.config.uploadDir;
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((name) => fs.statSync(path.join(root, name)).isFile())
    .sort();
}

// --- The hostile corpus -------------------------------------------------------------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A black greyscale PNG that declares side × side pixels and carries `rows` rows of them, deflated. */
function blackPng(side: number, rows: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  // Each row is a filter byte and its pixels; zeros deflate to almost nothing.
  const data = zlib.deflateSync(Buffer.alloc((side + 1) * rows), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', data),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG of a few hundred bytes that declares 20,000 × 20,000 pixels (400 megapixels) and carries ten rows. */
const pixelBomb = () => blackPng(20_000, 10);

const HTML_PAYLOAD = '<html><body><script>alert(document.cookie)</script></body></html>';

async function hostileCorpus(): Promise<[string, Buffer, string, string][]> {
  const jpeg = await pictureOf('jpeg', 800, 600);
  return [
    [
      'a JPEG header followed by HTML and script (polyglot)',
      Buffer.concat([
        Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
        Buffer.from('JFIF\0'),
        Buffer.from(HTML_PAYLOAD),
      ]),
      'photo.jpg',
      'image/jpeg',
    ],
    [
      'a GIF/JavaScript polyglot',
      Buffer.from('GIF89a/*\x01\x00\x01\x00\x00\xff\x00*/=1;alert(1)//;'),
      'x.gif',
      'image/gif',
    ],
    ['a 20,000 × 20,000 pixel bomb', pixelBomb(), 'bomb.png', 'image/png'],
    // Complete and valid, about 50 kB, but above the app's 40-megapixel ceiling (and below sharp's own default).
    ['a complete 7,000 × 7,000 picture (49 megapixels)', blackPng(7_000, 7_000), 'huge.png', 'image/png'],
    [
      'an SVG with a script',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>'),
      'x.svg',
      'image/svg+xml',
    ],
    ['a zero-byte file', Buffer.alloc(0), 'empty.png', 'image/png'],
    ['a truncated JPEG', jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'half.jpg', 'image/jpeg'],
  ];
}

describe('uploads: a hostile corpus on every upload route', () => {
  let corpus: [string, Buffer, string, string][];
  beforeAll(async () => {
    corpus = await hostileCorpus();
  });

  it('the pixel bombs are small: refused for their pixels, not their bytes', () => {
    const bomb = pixelBomb();
    expect(bomb.length).toBeLessThan(2_000);
    expect(bomb.readUInt32BE(16)).toBe(20_000);
    expect(corpus.find(([label]) => label.includes('49 megapixels'))![1].length).toBeLessThan(200_000);
  });

  it('refuses each on POST /api/register_or_update with 422, creating no user and no file', async () => {
    for (const [label, content, name, type] of corpus) {
      const before = storedUploads();
      const phone = freshPhone();
      const answer = await t.call<ErrorBody>('POST', '/api/register_or_update', {
        form: formOf({ phone, name: 'Hostile Upload', password: 'Pass@123' }, { image: { content, name, type } }),
      });
      expect(answer.status, label).toBe(422);
      expect(answer.body.error, label).toEqual({ image: [ACCOUNT_MESSAGES.imageInvalid] });
      expect(await t.context.db.selectFrom('users').select('id').where('phone', '=', phone).execute(), label).toEqual(
        [],
      );
      expect(storedUploads(), label).toEqual(before);
    }
  });

  it('refuses each on POST /api/user/update_profile with 422, changing no field and storing no file', async () => {
    const rowBefore = await userRow(DEMO.customer.phone);
    for (const [label, content, name, type] of corpus) {
      const before = storedUploads();
      const answer = await t.call<ErrorBody>('POST', '/api/user/update_profile', {
        token: tokens.customer,
        form: formOf({ name: 'Changed By Hostile Upload' }, { image: { content, name, type } }),
      });
      expect(answer.status, label).toBe(422);
      expect(answer.body.error, label).toEqual({ image: [ACCOUNT_MESSAGES.imageInvalid] });
      expect(await userRow(DEMO.customer.phone), label).toEqual(rowBefore);
      expect(storedUploads(), label).toEqual(before);
    }
  });

  it('refuses each on POST /api/offer/add and /api/offer/edit with 422, writing no row and no file', async () => {
    const added = await t.call<{ data: { id: number } }>('POST', '/api/offer/add', {
      token: tokens.admin,
      form: formOf({ name: 'Kept Offer', sort: 1, status: 1 }),
    });
    expect(added.status).toBe(200);
    const offers = () => t.context.db.selectFrom('offers').selectAll().orderBy('id').execute();
    const rowsBefore = await offers();
    for (const [label, content, name, type] of corpus) {
      const before = storedUploads();
      const add = await t.call<ErrorBody>('POST', '/api/offer/add', {
        token: tokens.admin,
        form: formOf({ name: 'Hostile Offer', sort: 2, status: 1 }, { image: { content, name, type } }),
      });
      expect(add.status, `add: ${label}`).toBe(422);
      const edit = await t.call<ErrorBody>('POST', '/api/offer/edit', {
        token: tokens.admin,
        form: formOf(
          { id: added.body.data.id, name: 'Edited', sort: 5, status: 1 },
          { image: { content, name, type } },
        ),
      });
      expect(edit.status, `edit: ${label}`).toBe(422);
      expect(await offers(), label).toEqual(rowsBefore);
      expect(storedUploads(), label).toEqual(before);
    }
  });

  it('re-encodes a real picture carrying a trailing payload, so the stored file does not carry it', async () => {
    const carrier = Buffer.concat([await pictureOf('jpeg', 400, 300), Buffer.from(HTML_PAYLOAD)]);
    const answer = await t.call<SessionBody>('POST', '/api/user/update_profile', {
      token: tokens.staff,
      form: formOf({ name: 'Neha Sharma' }, { image: { content: carrier, name: 'p.jpg', type: 'image/jpeg' } }),
    });
    expect(answer.status).toBe(200);
    const stored = fs.readFileSync(path.join(t.config.uploadDir, answer.body.user.image.slice('uploads/'.length)));
    expect(stored.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(stored.includes(Buffer.from('<script>'))).toBe(false);
  });
});

describe('receipts', () => {
  it('names receipts by random uids: a neighbour of a real one and any unknown one get the same 404', async () => {
    const customer = await userRow(DEMO.customer.phone);
    const staff = await userRow(DEMO.staff.phone);
    const service = await firstActiveService(t.context.db);
    const price = service.price;
    const zone = t.config.timeZone;
    const uids: string[] = [];
    for (let n = 0; n < 3; n += 1) {
      const created = await t.call<{ data: { uid: string } }>('POST', '/api/order/create_order', {
        token: tokens.staff,
        json: {
          data: { services: [{ services: { id: service.id }, staff: [{ id: staff.id }], qty: 1, discount: 0 }] },
          bill_date: `${salonToday(zone)} ${salonTimeOfDay(zone)}`,
          cash: price,
          online: 0,
          cust_id: customer.id,
          total_amount: price,
        },
      });
      expect(created.status, created.text).toBe(200);
      uids.push(created.body.data.uid);
    }
    for (const uid of uids) expect(uid).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    // Consecutive orders share no prefix a guesser could walk.
    expect(new Set(uids.map((uid) => uid.slice(0, 8))).size).toBe(uids.length);

    const real = uids[0]!;
    expect((await t.call('GET', `/api/order/get_order?uid=${real}`)).status).toBe(200);
    const flip = (c: string) => (c === 'A' ? 'B' : 'A');
    const neighbours = [
      real.slice(0, -1) + flip(real.slice(-1)),
      flip(real[0]!) + real.slice(1),
      real.slice(0, 10) + flip(real[10]!) + real.slice(11),
    ];
    const unknown = ['AAAAAAAAAAAAAAAAAAAAAA', 'zzzzzzzzzzzzzzzzzzzzzz', '1', real.toLowerCase() + 'x'];
    const answers = await Promise.all(
      [...neighbours, ...unknown].map((uid) => t.call('GET', `/api/order/get_order?uid=${encodeURIComponent(uid)}`)),
    );
    const first = answers[0]!;
    expect(first.status).toBe(404);
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(first.body);
    }
    expect(Object.keys(first.body).sort()).toEqual(['code', 'error', 'message']);
  });
});

describe('login answers', () => {
  it('gives an unknown phone and a wrong password exactly the same status and body', async () => {
    const { unknown, wrong } = await refusedSignIns(t, '9000000002');
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(unknown.status);
    expect(wrong.text).toBe(unknown.text);
    expect(wrong.headers.get('content-type')).toBe(unknown.headers.get('content-type'));
    await t.context.db.deleteFrom('login_failures').execute();
  });
});

describe('mass assignment', () => {
  const hostileFields = { user_type: USER_TYPE.admin, status: 0, id: 1, password_hash: 'scrypt$1$1$1$AAAA$AAAA' };

  it('ignores user_type, status, id and password_hash in a registration', async () => {
    const phone = freshPhone();
    const adminBefore = await userRow(DEMO.admin.phone);
    const answer = await t.call<SessionBody>('POST', '/api/register_or_update', {
      form: formOf({ phone, name: 'Mass Assign', password: 'Pass@123', ...hostileFields }),
    });
    expect(answer.status).toBe(200);
    const row = await userRow(phone);
    expect(row).toMatchObject({ name: 'Mass Assign', user_type: USER_TYPE.customer, status: 1 });
    expect(row.id).not.toBe(1);
    expect(row.password_hash).not.toBe(hostileFields.password_hash);
    expect(await t.login({ phone, password: 'Pass@123' })).toBeTruthy();
    expect(await userRow(DEMO.admin.phone)).toEqual(adminBefore);

    // The same as JSON.
    const jsonPhone = freshPhone();
    const json = await t.call('POST', '/api/register_or_update', {
      json: { phone: jsonPhone, name: 'Mass Assign Json', password: 'Pass@123', ...hostileFields },
    });
    expect(json.status).toBe(200);
    expect(await userRow(jsonPhone)).toMatchObject({ user_type: USER_TYPE.customer, status: 1 });
  });

  it('changes only the allowed fields in a profile update, and never another user', async () => {
    const phone = freshPhone();
    const registered = await t.call<SessionBody>('POST', '/api/register_or_update', {
      form: formOf({ phone, name: 'Profile Owner', password: 'Pass@123' }),
    });
    const token = registered.body.token;
    const before = await userRow(phone);
    const { id: _id, ...ownFields } = hostileFields;
    const answer = await t.call<SessionBody>('POST', '/api/user/update_profile', {
      token,
      form: formOf({ name: 'Profile Renamed', phone: '9000000099', ...ownFields }),
    });
    expect(answer.status).toBe(200);
    const after = await userRow(phone);
    expect(after).toEqual({ ...before, name: 'Profile Renamed', updated_at: after.updated_at });
    expect(await t.login({ phone, password: 'Pass@123' })).toBeTruthy();

    // An id of someone else: refused, and their row stays as it was.
    const adminBefore = await userRow(DEMO.admin.phone);
    const other = await t.call('POST', '/api/user/update_profile', {
      token,
      form: formOf({ name: 'Took Over', ...hostileFields, id: adminBefore.id }),
    });
    expect(other.status).toBe(403);
    expect(await userRow(DEMO.admin.phone)).toEqual(adminBefore);
    expect((await userRow(phone)).name).toBe('Profile Renamed');
  });
});

describe('login throttling', () => {
  async function registered(app: TestApp): Promise<{ phone: string; password: string }> {
    const who = { phone: freshPhone(), password: 'Right@123' };
    const answer = await app.call('POST', '/api/register_or_update', {
      form: formOf({ ...who, name: 'Throttle Test' }),
    });
    expect(answer.status).toBe(200);
    return who;
  }

  it('holds across parallel requests: the later ones get 429 with a clear message', async () => {
    const who = await registered(t);
    const attempts = LOGIN_MAX_FAILURES * 3;
    const answers = await Promise.all(
      Array.from({ length: attempts }, (_, n) =>
        t.call<ErrorBody>('POST', '/api/login', { json: { phone: who.phone, password: `Wrong${n}` } }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(LOGIN_MAX_FAILURES);
    for (const answer of answers.filter((a) => a.status === 429)) {
      expect(answer.body.message).toBe(ACCOUNT_MESSAGES.tooManyAttempts);
    }
    // Still locked for the right password once the burst is over, unless no guess was ever checked.
    const checked = statuses.filter((status) => status === 401).length;
    const right = await t.call<ErrorBody>('POST', '/api/login', { json: who });
    if (checked === LOGIN_MAX_FAILURES) {
      expect(right.status).toBe(429);
      expect(right.body.message).toBe(ACCOUNT_MESSAGES.tooManyAttempts);
    } else {
      expect([200, 429]).toContain(right.status);
    }
  });

  it('counts the per-address limit across two app instances sharing one database', async () => {
    const first = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    const second = await startTestApp(
      first.config.database.kind === 'sqlite'
        ? { AUTH_RATE_LIMIT_PER_MINUTE: '3', DATABASE_URL: first.config.database.file }
        : { AUTH_RATE_LIMIT_PER_MINUTE: '3' },
      { schema: first.schema },
    );
    try {
      await awayFromWindowEdge(60);
      const statuses: number[] = [];
      for (const app of [first, second, first, second, first]) {
        const answer = await app.call<ErrorBody>('POST', '/api/login', {
          json: { phone: '9000000041', password: 'Wrong@1234' },
        });
        statuses.push(answer.status);
        if (answer.status === 429) expect(answer.body.message).toBe(ACCOUNT_MESSAGES.tooManyRequests);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
    } finally {
      await second.close();
      await first.close();
    }
  });

  it('holds across two app instances sharing one database (as two processes would): failures on both count together', async () => {
    const second = await startTestApp(
      t.config.database.kind === 'sqlite' ? { DATABASE_URL: t.config.database.file } : {},
      { schema: t.schema },
    );
    try {
      const who = await registered(t);
      for (let attempt = 0; attempt < LOGIN_MAX_FAILURES; attempt += 1) {
        const app = attempt % 2 === 0 ? t : second;
        const answer = await app.call('POST', '/api/login', {
          json: { phone: who.phone, password: `Wrong${attempt}` },
        });
        expect(answer.status).toBe(401);
      }
      for (const app of [second, t]) {
        const locked = await app.call<ErrorBody>('POST', '/api/login', { json: who });
        expect(locked.status).toBe(429);
        expect(locked.body.message).toBe(ACCOUNT_MESSAGES.tooManyAttempts);
      }
    } finally {
      await second.close();
    }
  });
});

describe('slow clients', () => {
  it('cuts off a client that trickles its request, within the request timeout and a margin', async () => {
    const timeoutMs = 1_500;
    // On PostgreSQL the extra apps of this file work in its schema (Kysely's migrator, given no schema, takes the
    // migration tables of any other schema in the database for its own).
    const slow = await startTestApp({ REQUEST_TIMEOUT_MS: String(timeoutMs) }, { schema: t.schema });
    try {
      const { port } = new URL(slow.url);
      const socket = net.connect(Number(port), '127.0.0.1');
      await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
      const started = Date.now();
      socket.write(
        'POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
      );
      let received = '';
      socket.on('data', (chunk: Buffer) => {
        received += chunk.toString('latin1');
      });
      const trickle = setInterval(() => {
        if (!socket.destroyed && socket.writable) socket.write(' ');
      }, 500);
      const margin = 5_000;
      const endedAfter = await new Promise<number | null>((resolve) => {
        const done = () => resolve(Date.now() - started);
        socket.once('close', done);
        socket.once('end', done);
        socket.once('error', done);
        setTimeout(() => resolve(null), timeoutMs + margin);
      });
      clearInterval(trickle);
      socket.destroy();
      expect(endedAfter, 'the connection was still open').not.toBeNull();
      expect(endedAfter).toBeLessThan(timeoutMs + margin);
      expect(received).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      await slow.close();
    }
  });
});

describe('file parts', () => {
  /** Opens a multipart request whose file part starts and never ends; answers what the server said, if anything. */
  async function trickledFilePart(
    app: TestApp,
    route: string,
    field: string,
    waitMs: number,
    { keepOpen = false, localAddress = '127.0.0.1' } = {},
  ): Promise<string> {
    const { port } = new URL(app.url);
    const socket = net.connect({ port: Number(port), host: '127.0.0.1', localAddress });
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    const boundary = 'trickle';
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="phone"\r\n\r\n9876500001\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.jpg"\r\n` +
      'Content-Type: image/jpeg\r\n\r\n\xff\xd8\xff';
    socket.write(
      `POST ${route} HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
        `Content-Length: 5000000\r\n\r\n${head}`,
    );
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    const trickle = setInterval(() => socket.writable && socket.write('x'), 100);
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, waitMs);
      if (keepOpen) return;
      socket.once('data', () => {
        clearTimeout(timer);
        setTimeout(resolve, 50);
      });
    });
    clearInterval(trickle);
    socket.destroy();
    return received;
  }

  it('refuses a file part at once on a route that takes no file, with the body still arriving (422)', async () => {
    const before = await t.context.db
      .selectFrom('appointments')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const answers = await Promise.all(
      // More than the two upload slots: none of them waits for one, and none holds one.
      Array.from({ length: 4 }, () => trickledFilePart(t, '/api/expense/makeAppoitment', 'image', 5_000)),
    );
    for (const answer of answers) {
      expect(answer).toMatch(/^HTTP\/1\.1 422 /);
      expect(answer).toContain('This form does not take a file here.');
    }
    const after = await t.context.db
      .selectFrom('appointments')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toEqual(before.n);
  });

  /** A registration with a small picture, as a browser sends it. */
  const registration = async (name: string) =>
    formOf(
      { phone: freshPhone(), name, password: 'Pass@1234' },
      { image: { content: await pictureOf('png', 64, 64), name: 'me.png', type: 'image/png' } },
    );

  it('decodes a normal upload while two slow senders trickle their file parts (issue 30)', async () => {
    // Two pictures trickle in from another client; they hold no decode slot while they arrive.
    let areHoldersDone = false;
    const holders = Promise.all(
      [0, 1].map(() =>
        trickledFilePart(t, '/api/register_or_update', 'image', 6_000, { keepOpen: true, localAddress: '127.0.0.2' }),
      ),
    ).then((answers) => {
      areHoldersDone = true;
      return answers;
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const normal = await t.call<SessionBody>('POST', '/api/register_or_update', {
      form: await registration('Not Held Up'),
    });
    expect(normal.status, normal.text).toBe(200);
    expect(normal.body.user.image).not.toBe('');
    expect(areHoldersDone, 'the slow senders were still sending').toBe(false);
    await holders;
  }, 30_000);

  it('refuses a third upload from an address that has two in flight with 429 and Retry-After', async () => {
    const holders = [0, 1].map(() =>
      trickledFilePart(t, '/api/register_or_update', 'image', 3_000, { keepOpen: true }),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    const third = await t.call<ErrorBody & { code: string }>('POST', '/api/register_or_update', {
      form: await registration('Third'),
    });
    expect(third.status, third.text).toBe(429);
    expect(third.body.message).toBe(
      'Pictures are already being sent from your connection. Please wait until they are done.',
    );
    expect(third.body.code).toBe('request.uploadsPerAddress');
    expect(third.headers.get('retry-after')).toBe('10');
    await Promise.all(holders);
    // Their places are given back once they end.
    const after = await t.call<SessionBody>('POST', '/api/register_or_update', { form: await registration('After') });
    expect(after.status, after.text).toBe(200);
  }, 30_000);

  it('cuts off an upload that has not arrived within its receive deadline with 408, well before the request timeout', async () => {
    // REQUEST_TIMEOUT_MS 6 s: the receive deadline is 4 s; Node's own cut at 6 s would answer 408 with no words.
    const slow = await startTestApp({ REQUEST_TIMEOUT_MS: '6000' }, { schema: t.schema });
    try {
      const answer = await trickledFilePart(slow, '/api/register_or_update', 'image', 12_000);
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(answer).toContain('The form took too long to arrive. Please try again on a steadier connection.');
      expect(answer).toContain('"code":"request.uploadTooSlow"');
      expect(answer.toLowerCase()).toContain('connection: close');
    } finally {
      await slow.close();
    }
  }, 30_000);

  it('refuses a form with two files on a route that takes one picture (413)', async () => {
    const form = await registration('Two Pictures');
    form.append('image', new Blob([new Uint8Array(await pictureOf('png', 32, 32))], { type: 'image/png' }), 'b.png');
    const answer = await t.call<ErrorBody>('POST', '/api/register_or_update', { form });
    expect(answer.status, answer.text).toBe(413);
    expect(answer.body.message).toBe('The form has too many fields or files.');
  });

  it('refuses a file under another name on a route that takes a picture, and still takes the picture', async () => {
    const other = await t.call<ErrorBody>('POST', '/api/register_or_update', {
      form: formOf(
        { phone: freshPhone(), name: 'Two Files', password: 'Pass@1234' },
        { avatar: { content: Buffer.from('not a picture'), name: 'a.txt' } },
      ),
    });
    expect(other.status).toBe(422);
    expect(other.body.error).toEqual({ avatar: ['This form does not take a file here.'] });
    const picture = await t.call<SessionBody>('POST', '/api/register_or_update', {
      form: formOf(
        { phone: freshPhone(), name: 'One Picture', password: 'Pass@1234' },
        { image: { content: await pictureOf('png', 64, 64), name: 'me.png', type: 'image/png' } },
      ),
    });
    expect(picture.status, picture.text).toBe(200);
    expect(picture.body.user.image).not.toBe('');
  });
});

describe('TRUST_PROXY', () => {
  it('with a hop count, takes the address the proxy wrote, so a client cannot pick its own to pass a limit', async () => {
    const behindProxy = await startTestApp({ TRUST_PROXY: '1', AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      await awayFromWindowEdge(60);
      const answers = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        answers.push(
          await behindProxy.call<ErrorBody>('POST', '/api/login', {
            // The client's own claim first, then the address the proxy saw (the same every time).
            headers: { 'x-forwarded-for': `10.9.8.${attempt}, 198.51.100.7` },
            json: { phone: '9000000031', password: `Wrong@${attempt}` },
          }),
        );
      }
      expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 429, 429]);
      expect(answers[3]!.body.message).toBe(ACCOUNT_MESSAGES.tooManyRequests);
      // Another client behind the same proxy is counted apart.
      const other = await behindProxy.call('POST', '/api/login', {
        headers: { 'x-forwarded-for': '198.51.100.8' },
        json: { phone: '9000000032', password: 'Wrong@1' },
      });
      expect(other.status).toBe(401);
    } finally {
      await behindProxy.close();
    }
  });
});

describe('secrets', () => {
  const SECRET_KEYS = /"(password|password_hash|token_hash)"\s*:/;

  it('never answers a password, a password hash or a token hash', async () => {
    const login = await t.call('POST', '/api/login', { json: DEMO.admin });
    const answers = [
      login,
      await t.call('GET', '/api/user/details', { token: tokens.customer }),
      await t.call('GET', '/api/user/allUsers?limit=50', { token: tokens.admin }),
      await t.call('GET', '/api/user/staffUsers', { token: tokens.admin }),
      await t.call('GET', '/api/user/get_users?search=9', { token: tokens.staff }),
      await t.call('POST', '/api/user/update_profile', {
        token: tokens.staff,
        form: formOf({ name: 'Neha Sharma' }),
      }),
    ];
    for (const answer of answers) {
      expect(answer.status, answer.text).toBe(200);
      expect(answer.text).not.toMatch(SECRET_KEYS);
      expect(answer.text).not.toContain('scrypt$');
    }
  });

  it('writes no password, bearer token or password hash to the log', async () => {
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(chunk.toString('utf8')));
    const logged = await startTestApp({ LOG_LEVEL: 'trace' }, { logStream: stream, schema: t.schema });
    try {
      const password = 'Secret@Pass99';
      const phone = freshPhone();
      const registered = await logged.call<SessionBody>('POST', '/api/register_or_update', {
        form: formOf({ phone, name: 'Log Test', password }),
      });
      expect(registered.status).toBe(200);
      const token = await logged.login({ phone, password });
      const profile = await logged.call('POST', '/api/user/update_profile', {
        token,
        form: formOf({ name: 'Log Test Renamed' }),
      });
      expect(profile.status).toBe(200);
      const failed = await logged.call('POST', '/api/login', { json: { phone, password: `${password}-wrong` } });
      expect(failed.status).toBe(401);
      const hash = (
        await logged.context.db
          .selectFrom('users')
          .select('password_hash')
          .where('phone', '=', phone)
          .executeTakeFirstOrThrow()
      ).password_hash;

      const log = lines.join('');
      expect(log).toContain('/api/user/update_profile'); // the log was written and captured
      expect(log).not.toContain(password);
      expect(log).not.toContain(token);
      expect(log).not.toContain(registered.body.token);
      expect(log).not.toContain(hash);
      expect(log).not.toContain('scrypt$');
    } finally {
      await logged.close();
    }
  });
});
