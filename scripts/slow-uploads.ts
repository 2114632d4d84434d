/**
 * Slow uploads (issue 30 item 3): two raw sockets send a registration's file part to /api/register_or_update (no
 * account), then one byte every 3 s, as the attacker did; meanwhile a customer on another address updates their
 * profile picture three times in a row, each timed. A third slow sender from the attacker's address shows the
 * per-address bound. The server runs from the sources as its own process (SQLite), stopped by its pid at the end.
 *
 * Usage: node --import tsx scripts/slow-uploads.ts [--no-write]   (exits 1 when a normal upload did not answer 200)
 */
import sharp from 'sharp';
import { DEMO } from '@server/db/seed/demo-users';
import { signInOverHttp, startServerProcess } from '@server/test/server-process';
import { runContext, writeQualitySection } from './quality-doc';
import { postForm, slowSender, type PostAnswer } from './upload-client';

const ATTACKER = '127.0.0.1';
const CUSTOMER = '127.0.0.2';
const NORMAL_UPLOADS = 3;

/** Figures measured on this machine at the branch's start (commit 7328214), the same way, before the fix. */
const BEFORE_FIX: readonly string[] = [
  '3 profile pictures (726 KB JPEG, 1600 × 1200) alone: 3 × 200, median 0.04 s, longest 0.05 s',
  'the same while two slow senders trickle a file part (1 byte every 3 s): 3 × 503 (request.uploadBusy), median 8.0 s, longest 8.0 s',
  'the slow senders were answered HTTP/1.1 408 Request Timeout (Node’s own, no body) after 30.3 s and 30.3 s',
  'a third slow sender from the same address: HTTP/1.1 503 Service Unavailable after 8.0 s',
];

const seconds = (ms: number) => (ms / 1000).toFixed(ms < 1_000 ? 2 : 1);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  const server = await startServerProcess({
    from: 'source',
    env: { PASSWORD_HASH_COST: '12', AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
  });
  const { url } = server;
  const started = performance.now();
  try {
    const { token } = await signInOverHttp(url, DEMO.customer);
    // A phone photo's worth of picture: 1600 × 1200, a few hundred KB.
    const picture = await sharp({
      create: {
        width: 1600,
        height: 1200,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 30 },
      },
    })
      .jpeg({ quality: 80 })
      .toBuffer();
    const normalUpload = () =>
      postForm(url, '/api/user/update_profile', {
        fields: { name: 'Slow Upload Test' },
        file: { field: 'image', filename: 'me.jpg', type: 'image/jpeg', content: picture },
        token,
        localAddress: CUSTOMER,
      });

    const alone = [];
    for (let n = 0; n < NORMAL_UPLOADS; n += 1) alone.push(await normalUpload());

    const senders = [0, 1].map(() => slowSender(url, '/api/register_or_update', { localAddress: ATTACKER }));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const third = slowSender(url, '/api/register_or_update', { localAddress: ATTACKER });
    const beside = [];
    for (let n = 0; n < NORMAL_UPLOADS; n += 1) beside.push(await normalUpload());
    const thirdEnd = await Promise.race([
      third.ended,
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 1_000)),
    ]);
    third.stop();
    const ends = await Promise.all(senders.map((sender) => sender.ended));

    const tallied = (list: PostAnswer[]) => {
      const tally = new Map<string, number>();
      for (const answer of list) tally.set(answer.outcome, (tally.get(answer.outcome) ?? 0) + 1);
      return [...tally].map(([what, n]) => `${n} × ${what}`).join(', ');
    };
    const timed = (list: PostAnswer[]) =>
      `${tallied(list)}, median ${seconds(median(list.map((answer) => answer.ms)))} s, longest ${seconds(
        Math.max(...list.map((answer) => answer.ms)),
      )} s`;
    const holds = [...alone, ...beside].every((answer) => answer.status === 200);
    const firstBody = beside.find((answer) => answer.status !== 200)?.body;
    const now = [
      `${NORMAL_UPLOADS} profile pictures (${(picture.length / 1024).toFixed(0)} KB JPEG, 1600 × 1200) alone: ${timed(alone)}`,
      `the same while two slow senders trickle a file part (1 byte every 3 s): ${timed(beside)}${
        firstBody ? ` (${firstBody})` : ''
      }`,
      `the slow senders were answered ${ends.map((end) => `${end.head || 'nothing (closed)'} after ${seconds(end.ms)} s`).join(' and ')}`,
      `a third slow sender from the same address: ${
        thirdEnd ? `${thirdEnd.head || 'closed'} after ${seconds(thirdEnd.ms)} s` : 'no answer within 1 s'
      }`,
    ];
    const minutes = (performance.now() - started) / 60_000;
    const markdown = [
      '## Slow uploads: two slow senders beside a normal upload',
      '',
      runContext('SQLite'),
      '',
      `Command: \`node --import tsx scripts/slow-uploads.ts\` (${minutes.toFixed(1)} minutes). The server runs from the sources as its own process, with its default REQUEST_TIMEOUT_MS (30 s). Two raw sockets from one address send a registration's head and the start of its file part to /api/register_or_update, then one byte every 3 s; a signed-in customer on another address sends ${NORMAL_UPLOADS} profile pictures one after another to /api/user/update_profile, before and during that, each timed from its first byte to its answer. One run; the machine is shared, so the seconds are rough, the statuses are not.`,
      '',
      ...(BEFORE_FIX.length > 0
        ? [
            "Before the fix (measured the same way at the branch's start, commit 7328214, on this machine):",
            '',
            ...BEFORE_FIX.map((line) => `- ${line}`),
            '',
            'Now:',
            '',
          ]
        : []),
      ...now.map((line) => `- ${line}`),
    ].join('\n');
    if (!process.argv.includes('--no-write')) writeQualitySection('slow-uploads', markdown);
    console.log(markdown);
    if (!holds) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

await main();
