/**
 * A counting semaphore: at most `size` holders at once, the rest wait in line. Uploads hold a slot while their file
 * bytes are in memory; password hashes hold one while scrypt's memory is in use.
 *
 * The line is bounded (issue 14): when `maxWaiting` are already waiting, `take` refuses at once, and a taker that
 * gives a wait bound leaves the line when it passes. Either way it gets a `NoSlotError`, which a route answers with
 * 503 and Retry-After, instead of a queue that grows with a flood and delays everyone behind it.
 */
export class NoSlotError extends Error {
  constructor(readonly reason: 'line-full' | 'waited-too-long') {
    super(reason === 'line-full' ? 'every slot is taken and the line is full' : 'waited too long for a slot');
  }
}

export interface SlotsOptions {
  /** How many may wait in line (unbounded when absent). */
  maxWaiting?: number;
  /** How long one may wait in line, in milliseconds (unbounded when absent). */
  maxWaitMs?: number;
}

export interface Slots {
  /** Waits for a slot; answers the function that gives it back (calling it again does nothing). */
  take(): Promise<() => void>;
  /** Runs `work` in a slot and gives the slot back however it ends. */
  run<T>(work: () => Promise<T>): Promise<T>;
}

export function slots(size: number, { maxWaiting = Infinity, maxWaitMs }: SlotsOptions = {}): Slots {
  let busy = 0;
  const waiting: (() => void)[] = [];
  // Hand the slot straight to the next in line, or free it.
  const give = () => {
    const next = waiting.shift();
    if (next) next();
    else busy -= 1;
  };
  const take = (): Promise<() => void> => {
    let isGiven = false;
    const release = () => {
      if (isGiven) return;
      isGiven = true;
      give();
    };
    if (busy < size) {
      busy += 1;
      return Promise.resolve(release);
    }
    if (waiting.length >= maxWaiting) return Promise.reject(new NoSlotError('line-full'));
    return new Promise((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const turn = () => {
        if (timer) clearTimeout(timer);
        resolve(release);
      };
      waiting.push(turn);
      if (maxWaitMs !== undefined) {
        timer = setTimeout(() => {
          // The line is at most maxWaiting long: finding one's place in it is cheap.
          const place = waiting.indexOf(turn);
          if (place >= 0) waiting.splice(place, 1);
          reject(new NoSlotError('waited-too-long'));
        }, maxWaitMs);
      }
    });
  };
  return {
    take,
    async run(work) {
      const release = await take();
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}
