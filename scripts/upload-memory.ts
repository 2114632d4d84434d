/**
 * Upload memory (issue 8 item 7): 20 parallel 10 MB profile-photo uploads must leave the server's memory within
 * 100 MB of where it started, at the peak and at the end. A second round sends 20 parallel pictures just under the
 * 5 MB limit, which are decoded and re-encoded by sharp. The server runs as its own process (from the sources, so
 * no build is needed); its resident memory is read from /proc/<pid>/status while the uploads run.
 *
 * Usage: node --import tsx scripts/upload-memory.ts   (exits 1 when the bound is broken)
 */
import { randomFillSync } from 'node:crypto';
import fs from 'node:fs';
import sharp from 'sharp';
import { PROFILE_IMAGE_MAX_BYTES } from '@shared/constants';
import { DEMO } from '@server/db/seed/demo-users';
import { startServerProcess } from '@server/test/server-process';
import { runContext, writeQualitySection } from './quality-doc';

const PARALLEL = 20;
const BIG_BYTES = 10 * 1024 * 1024;
const BOUND_MB = 100;
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
    const login = await fetch(`${url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: DEMO.customer.phone, password: DEMO.customer.password }),
    });
    const { token } = (await login.json()) as { token: string };
    if (!token) throw new Error(`login failed: ${login.status}`);

    const upload = async (content: Buffer): Promise<string> => {
      const form = new FormData();
      form.append('name', 'Memory Test');
      form.append('image', new Blob([new Uint8Array(content)], { type: 'image/jpeg' }), 'photo.jpg');
      try {
        const answer = await fetch(`${url}/api/user/update_profile`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: form,
        });
        await answer.arrayBuffer();
        return String(answer.status);
      } catch (error) {
        // The server may answer and close before the whole body was sent: the client then sees a reset.
        return `closed (${(error as { cause?: { code?: string } }).cause?.code ?? 'error'})`;
      }
    };
    const round = async (content: Buffer) => {
      let peak = rssBytes(pid);
      const sampler = setInterval(() => (peak = Math.max(peak, rssBytes(pid))), 20);
      const outcomes = await Promise.all(Array.from({ length: PARALLEL }, () => upload(content)));
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
    ];
    const peakGrowth = Math.max(tooLarge.peak, nearLimit.peak) - start;
    const endGrowth = end - start;
    const holds = peakGrowth < BOUND_MB * MB && endGrowth < BOUND_MB * MB;
    const markdown = [
      '## Upload memory',
      '',
      runContext('SQLite'),
      '',
      `Command: \`node --import tsx scripts/upload-memory.ts\`. The server runs from the sources as its own process;`,
      `its resident memory (VmRSS) is sampled every 20 ms while ${PARALLEL} profile-photo uploads run in parallel.`,
      '',
      '| moment | RSS MB | peak RSS MB (growth) | answers |',
      '| --- | --- | --- | --- |',
      ...rows.map((row) => `| ${row.join(' | ')} |`),
      '',
      `Peak growth ${mb(peakGrowth)} MB, growth at the end ${mb(endGrowth)} MB: ${
        holds ? `within the ${BOUND_MB} MB bound` : `**over the ${BOUND_MB} MB bound**`
      }.`,
    ].join('\n');
    writeQualitySection('upload-memory', markdown);
    console.log(markdown);
    if (!holds) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

await main();
