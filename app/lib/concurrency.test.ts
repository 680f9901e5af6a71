import { describe, expect, it } from "vitest";
import { concurrencyLimit } from "./concurrency";

/** A run that ends when the test says so. */
function deferred() {
  let end!: () => void;
  let fail!: (error: Error) => void;
  const done = new Promise<void>((resolve, reject) => {
    end = resolve;
    fail = reject;
  });
  return { done, end, fail };
}

describe("concurrencyLimit", () => {
  it("runs at most `max` at once, the others in the order they came", async () => {
    const limit = concurrencyLimit(2);
    const runs = Array.from({ length: 5 }, () => deferred());
    const started: number[] = [];
    const results = runs.map((run, n) =>
      limit(async () => {
        started.push(n);
        await run.done;
        return n;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    runs[1]!.end();
    await results[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    runs[0]!.fail(new Error("broken"));
    await expect(results[0]).rejects.toThrow("broken");
    await Promise.resolve();
    // A failed run frees its place too.
    expect(started).toEqual([0, 1, 2, 3]);
    for (const run of runs.slice(2)) run.end();
    expect(await Promise.all(results.slice(1))).toEqual([1, 2, 3, 4]);
  });

  it("lets a new run start at once when places are free again", async () => {
    const limit = concurrencyLimit(1);
    await limit(async () => undefined);
    let started = false;
    const run = limit(async () => {
      started = true;
    });
    expect(started).toBe(true);
    await run;
  });
});
