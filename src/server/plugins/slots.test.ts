/** The bounded line of slots.ts (issue 14): a full line refuses at once, and a long wait gives up its turn. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NoSlotError, slots } from './slots';

afterEach(() => {
  vi.useRealTimers();
});

describe('slots', () => {
  it('hands out at most `size` slots and passes a freed one to the first in line', async () => {
    const line = slots(2);
    const first = await line.take();
    await line.take();
    let isThirdIn = false;
    const third = line.take().then((release) => {
      isThirdIn = true;
      return release;
    });
    await Promise.resolve();
    expect(isThirdIn).toBe(false);
    first();
    first(); // a second give-back of the same slot changes nothing
    (await third)();
    expect(isThirdIn).toBe(true);
  });

  it('refuses at once when the line is full, and takes again when it moves', async () => {
    const line = slots(1, { maxWaiting: 2 });
    const holder = await line.take();
    const waiting = [line.take(), line.take()];
    await expect(line.take()).rejects.toEqual(new NoSlotError('line-full'));
    holder();
    // The line moved up by one: there is room to wait again.
    const later = line.take();
    (await waiting[0]!)();
    (await waiting[1]!)();
    await expect(later).resolves.toBeTypeOf('function');
  });

  it('gives up a turn after the longest wait, leaving the line to the others', async () => {
    vi.useFakeTimers();
    const line = slots(1, { maxWaiting: 5, maxWaitMs: 1_000 });
    const holder = await line.take();
    const patient = line.take();
    const refused = expect(patient).rejects.toEqual(new NoSlotError('waited-too-long'));
    await vi.advanceTimersByTimeAsync(1_000);
    await refused;
    // The one that gave up is out of the line: the next taker gets the freed slot.
    const next = line.take();
    holder();
    await expect(next).resolves.toBeTypeOf('function');
  });
});
