/**
 * Total blocking time from the main thread's own CPU time, read from a Lighthouse trace (docs/quality.md, "Lighthouse,
 * mobile"). Lighthouse times each task of the page's main thread by the clock, slows it 4× and counts what passes
 * 50 ms after the first contentful paint. On a machine of 2 cores that Chromium's other processes share (the
 * compositor drawing and photographing every frame for Lighthouse, the browser process answering it), a task's clock
 * time is mostly waiting for a core: a 95 ms task held 8 ms of CPU. The same rule on the thread's CPU time (a trace
 * event's `tdur`) measures the page's own work, whatever else the machine does.
 */

/** The fields of a Chrome trace event this reads. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: {
    frame?: string;
    data?: { frames?: { frame: string; isOutermostMainFrame?: boolean; processId?: number }[] };
  };
}

/** Lighthouse's mobile CPU slowdown and its long-task bound (ms). */
export const CPU_SLOWDOWN = 4;
export const LONG_TASK_MS = 50;

/**
 * The blocking time (ms) of the page's main-thread tasks after its first contentful paint, each task's CPU time slowed
 * CPU_SLOWDOWN times (only the part of a task after the paint counts, as in Lighthouse); null when the trace has no
 * first contentful paint of the page's frame.
 */
export function cpuBlockingMs(events: readonly TraceEvent[]): number | null {
  const started = events.find((event) => event.name === 'TracingStartedInBrowser');
  const mainFrame = started?.args?.data?.frames?.find((frame) => frame.isOutermostMainFrame)?.frame;
  const paint = events.find(
    (event) => event.name === 'firstContentfulPaint' && (mainFrame === undefined || event.args?.frame === mainFrame),
  );
  if (!paint) return null;
  let blocking = 0;
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X' || event.pid !== paint.pid || event.tid !== paint.tid) continue;
    const wall = event.dur ?? 0;
    const end = event.ts + wall;
    if (wall <= 0 || end <= paint.ts) continue;
    const afterPaint = (end - Math.max(event.ts, paint.ts)) / wall;
    const cpuMs = ((event.tdur ?? 0) * afterPaint) / 1000;
    blocking += Math.max(0, cpuMs * CPU_SLOWDOWN - LONG_TASK_MS);
  }
  return blocking;
}
