/**
 * Housekeeping that runs once when the app is ready and then once a day in each app process (several processes doing
 * it is harmless): never on a request's path. A failed run is logged and the next day's run tries again.
 */
import type { FastifyInstance } from 'fastify';

const DAY_MS = 24 * 60 * 60 * 1000;

export function runAtStartAndDaily(app: FastifyInstance, name: string, job: () => Promise<void>): void {
  const run = async () => {
    try {
      await job();
    } catch (error) {
      app.log.error({ err: error, job: name }, 'daily job failed');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(() => void run(), DAY_MS);
    // The timer never keeps a process alive that has nothing else to do.
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
