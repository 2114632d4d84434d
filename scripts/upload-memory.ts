/**
 * Upload memory (issue 8 item 7): 20 parallel 10 MB profile-photo uploads must leave the server's memory within
 * 100 MB of where it started, at the peak and at the end. A second round sends 20 parallel pictures just under the
 * 5 MB limit, which are decoded and re-encoded by sharp. A third (issue 30 item 7) sends 60 parallel progressive
 * JPEGs of 6300 × 6300 (under the 40 MP ceiling, 0.9 MB each): a progressive JPEG is decoded whole, whatever size it
 * is shrunk to. Each upload of a round comes from its own loopback address, as from as many customers. The server
 * runs as its own process (from the sources, so no build is needed); its resident memory is read from
 * /proc/<pid>/status while the uploads run.
 *
 * Usage: node --import tsx scripts/upload-memory.ts   (exits 1 when the bound is broken)
 */
import { randomFillSync } from 'node:crypto';
import fs from 'node:fs';
import sharp from 'sharp';
import { PROFILE_IMAGE_MAX_BYTES } from '@shared/constants';
import { DEMO } from '@server/db/seed/demo-users';
import { signInOverHttp, startServerProcess } from '@server/test/server-process';
import { runContext, writeQualitySection } from './quality-doc';
import { postForm } from './upload-client';

const PARALLEL = 20;
const LARGE_PARALLEL = 60;
const LARGE_SIDE = 6300;
/** The progressive round measured the same way at issue 30's start (commit 7328214) and after the fix, each run once. */
const LARGE_BEFORE_FIX =
  "before the fix (commit 7328214, three runs): peak +267.7, +349.8 and +385.0 MB over the round's start (median 349.8 MB), 14 to 22 × 200 and the rest 503; after it, five runs of this script: +153.0, +162.3, +167.3, +170.7 and +201.8 MB (median 167.3 MB), 22 to 30 × 200 and the rest 503 (the line of 20 waits at most 8 s)";
const BIG_BYTES = 10 * 1024 * 1024;
const BOUND_MB = 100;
/**
 * The progressive round's bound over its own start: the received bytes of the uploads in flight (at most 10 × 5.25
 * MB, plugins/uploads.ts), one whole-picture decode (about 140 MB for 6300 × 6300, plugins/images.ts) and one
 * streamed decode beside it, and what the allocator keeps beyond them: 153 to 202 MB in five runs on a shared
 * machine (docs/quality.md).
 */
const LARGE_BOUND_MB = 250;
const MB = 1024 * 1024;

function rssBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? 0);
  return kilobytes * 1024;
}

/** A real JPEG of noise (noise does not compress) of about `bytes`, or a little more. */
async function noiseJpeg(bytes: number): Promise<Buffer> {
  let side = Math.round(Math.sqrt(bytes / 1.2));
  for (;;) {
    const pixels = randomFillSync(Buffer.alloc(side * side * 3));
    const jpeg = await sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
      .jpeg({ quality: 92 })
      .toBuffer();
    if (jpeg.length >= bytes) return jpeg;
    side = Math.ceil(side * Math.sqrt((bytes / jpeg.length) * 1.05));
  }
}

/**
 * A progressive JPEG of side × side pixels that compresses to about a megabyte: a small tile of noise blown up (a
 * smooth texture), at quality 30.
 */
async function largeProgressiveJpeg(side: number): Promise<Buffer> {
  const tile = randomFillSync(Buffer.alloc(64 * 64 * 3));
  return sharp(tile, { raw: { width: 64, height: 64, channels: 3 } })
    .resize(side, side, { kernel: 'cubic' })
    .jpeg({ quality: 30, progressive: true })
    .toBuffer();
}

/** The largest noise JPEG under the profile limit: the most work sharp may be given. */
async function largestAccepted(): Promise<Buffer> {
  let side = 1800;
  for (;;) {
    const jpeg = await noiseJpeg(side * side);
    if (jpeg.length < PROFILE_IMAGE_MAX_BYTES) return jpeg;
    side = Math.floor(side * 0.95);
  }
}

async function main(): Promise<void> {
  const server = await startServerProcess({ from: 'source', env: { PASSWORD_HASH_COST: '12' } });
  const { pid, url } = server;
  try {
    const { token } = await signInOverHttp(url, DEMO.customer);

    // Upload n of a round comes from 127.0.1.n: one customer each (a closed connection is an outcome too).
    const upload = async (content: Buffer, n = 0): Promise<string> =>
      (
        await postForm(url, '/api/user/update_profile', {
          fields: { name: 'Memory Test' },
          file: { field: 'image', filename: 'photo.jpg', type: 'image/jpeg', content },
          token,
          localAddress: `127.0.1.${n + 1}`,
        })
      ).outcome;
    const round = async (content: Buffer, parallel = PARALLEL) => {
      let peak = rssBytes(pid);
      const sampler = setInterval(() => (peak = Math.max(peak, rssBytes(pid))), 20);
      const outcomes = await Promise.all(Array.from({ length: parallel }, (_, n) => upload(content, n)));
      // Memory a round keeps after it: sampled a little later, once the answers are out and buffers released.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      clearInterval(sampler);
      const end = rssBytes(pid);
      peak = Math.max(peak, end);
      const tally = new Map<string, number>();
      for (const outcome of outcomes) tally.set(outcome, (tally.get(outcome) ?? 0) + 1);
      return { peak, end, answers: [...tally].map(([what, n]) => `${n} × ${what}`).join(', ') };
    };

    const big = await noiseJpeg(BIG_BYTES);
    const accepted = await largestAccepted();
    // Warm the upload path once (the first picture loads sharp and its threads), then measure from there.
    const cold = rssBytes(pid);
    await upload(accepted.subarray(0, 1000));
    const start = rssBytes(pid);
    const tooLarge = await round(big);
    const nearLimit = await round(accepted);
    const afterNearLimit = rssBytes(pid);
    const large = await largeProgressiveJpeg(LARGE_SIDE);
    // Once: a second round in the same process reuses the memory the first left with the allocator, and would
    // show less growth than a burst on a fresh server meets.
    const beforeLarge = rssBytes(pid);
    const progressive = await round(large, LARGE_PARALLEL);
    const end = rssBytes(pid);

    const mb = (bytes: number) => (bytes / MB).toFixed(1);
    const rows = [
      ['server started and signed in', mb(cold), '', ''],
      ['after one small upload (the start)', mb(start), '', ''],
      [
        `${PARALLEL} × ${mb(big.length)} MB JPEG (over the ${mb(PROFILE_IMAGE_MAX_BYTES)} MB limit)`,
        mb(tooLarge.end),
        `${mb(tooLarge.peak)} (+${mb(tooLarge.peak - start)})`,
        tooLarge.answers,
      ],
      [
        `${PARALLEL} × ${mb(accepted.length)} MB JPEG (accepted, re-encoded)`,
        mb(nearLimit.end),
        `${mb(nearLimit.peak)} (+${mb(nearLimit.peak - start)})`,
        nearLimit.answers,
      ],
      [
        `${LARGE_PARALLEL} × ${mb(large.length)} MB progressive JPEG of ${LARGE_SIDE} × ${LARGE_SIDE} (accepted, re-encoded)`,
        mb(progressive.end),
        `${mb(progressive.peak)} (+${mb(progressive.peak - start)}; +${mb(progressive.peak - beforeLarge)} over the round's start)`,
        progressive.answers,
      ],
    ];
    const peakGrowth = Math.max(tooLarge.peak, nearLimit.peak) - start;
    const endGrowth = afterNearLimit - start;
    const largeGrowth = progressive.peak - beforeLarge;
    const holdsSmall = peakGrowth < BOUND_MB * MB && endGrowth < BOUND_MB * MB;
    const holdsLarge = largeGrowth < LARGE_BOUND_MB * MB;
    const holds = holdsSmall && holdsLarge;
    const markdown = [
      '## Upload memory',
      '',
      runContext('SQLite'),
      '',
      `Command: \`node --import tsx scripts/upload-memory.ts\`. The server runs from the sources as its own process;`,
      `its resident memory (VmRSS) is sampled every 20 ms while ${PARALLEL} (then ${LARGE_PARALLEL}) profile-photo uploads run`,
      'in parallel, each from its own loopback address.',
      '',
      '| moment | RSS MB | peak RSS MB (growth) | answers |',
      '| --- | --- | --- | --- |',
      ...rows.map((row) => `| ${row.join(' | ')} |`),
      '',
      `The first two rounds: peak growth ${mb(peakGrowth)} MB, growth at their end ${mb(endGrowth)} MB: ${
        holdsSmall ? `within the ${BOUND_MB} MB bound` : `**over the ${BOUND_MB} MB bound**`
      }. The progressive round: peak ${mb(largeGrowth)} MB over its start (RSS ${mb(end)} MB at the end): ${
        holdsLarge ? `within its ${LARGE_BOUND_MB} MB bound` : `**over its ${LARGE_BOUND_MB} MB bound**`
      } (at most 10 uploads in flight, one whole-picture decode at a time).`,
      '',
      `The ${LARGE_PARALLEL} progressive JPEGs, ${LARGE_BEFORE_FIX}.`,
    ].join('\n');
    writeQualitySection('upload-memory', markdown);
    console.log(markdown);
    if (!holds) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

await main();
