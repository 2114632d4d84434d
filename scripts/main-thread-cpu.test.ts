import { describe, expect, it } from 'vitest';
import { cpuBlockingMs, type TraceEvent } from './main-thread-cpu';

const PAGE = 'FRAME-PAGE';
const started: TraceEvent = {
  name: 'TracingStartedInBrowser',
  ph: 'I',
  pid: 1,
  tid: 1,
  ts: 0,
  args: { data: { frames: [{ frame: PAGE, isOutermostMainFrame: true, processId: 7 }] } },
};
const paint: TraceEvent = {
  name: 'firstContentfulPaint',
  ph: 'R',
  pid: 7,
  tid: 70,
  ts: 1_000_000,
  args: { frame: PAGE },
};

/** A task of the page's main thread: start and clock time in ms, its CPU time in ms. */
function task(startMs: number, wallMs: number, cpuMs: number, thread = { pid: 7, tid: 70 }): TraceEvent {
  return { name: 'RunTask', ph: 'X', ...thread, ts: startMs * 1000, dur: wallMs * 1000, tdur: cpuMs * 1000 };
}

describe('cpuBlockingMs', () => {
  it('counts what each task after the first paint passes 50 ms by once its CPU time is slowed 4 times', () => {
    // 20 ms of CPU -> 80 ms -> 30 blocking; 10 ms -> 40 -> none; 15 ms -> 60 -> 10.
    const events = [started, paint, task(1100, 25, 20), task(1200, 90, 10), task(1400, 15, 15)];
    expect(cpuBlockingMs(events)).toBe(40);
  });

  it('leaves out a task before the paint and counts the part of one that spans it', () => {
    // Before the paint: none. Spanning it: half its clock time is after the paint, so half its 40 ms of CPU.
    const events = [started, paint, task(500, 100, 100), task(950, 100, 40)];
    expect(cpuBlockingMs(events)).toBe(30);
  });

  it("reads only the page's main thread, not another thread's or another frame's paint", () => {
    const otherFrame: TraceEvent = { ...paint, pid: 9, tid: 90, ts: 0, args: { frame: 'FRAME-PICTURE' } };
    const events = [
      started,
      otherFrame,
      paint,
      task(1100, 40, 40, { pid: 7, tid: 71 }),
      task(1100, 40, 40, { pid: 9, tid: 90 }),
    ];
    expect(cpuBlockingMs(events)).toBe(0);
  });

  it('answers null when the page never painted', () => {
    expect(cpuBlockingMs([started, task(1100, 40, 40)])).toBeNull();
  });
});
