/**
 * A counting semaphore: at most `size` holders at once, the rest wait in line. Uploads hold a slot while their file
 * bytes are in memory; password hashes hold one while scrypt's memory is in use.
 */
export interface Slots {
  /** Waits for a slot; answers the function that gives it back (calling it again does nothing). */
  take(): Promise<() => void>;
  /** Runs `work` in a slot and gives the slot back however it ends. */
  run<T>(work: () => Promise<T>): Promise<T>;
}

export function slots(size: number): Slots {
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
    return new Promise((resolve) => waiting.push(() => resolve(release)));
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
