/**
 * A limit on how many runs of a piece of work are under way at once: past `max`, a run waits for
 * one to end, first come first served. For work whose memory grows with each run (an uploaded
 * file read whole), so a crowd of clients takes longer rather than more memory.
 */
export function concurrencyLimit(max: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    // An ending run hands its place straight to the next one waiting, so none can jump the queue.
    if (running < max) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
