import { describe, expect, it } from "vitest";
import { memo, memoByKey, PUBLIC_DATA_TTL_MS, publicDataVersion } from "./memo.server";

/** A value source that counts its reads and answers when told to. */
function source<T>(values: () => T) {
  const reads: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  let count = 0;
  const load = () => {
    count++;
    return new Promise<T>((resolve, reject) => reads.push({ resolve: () => resolve(values()), reject }));
  };
  return { load, reads, count: () => count, answer: () => reads.shift()!.resolve(), fail: (error: Error) => reads.shift()!.reject(error) };
}

const clock = () => {
  let time = 1_000_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
};

describe("memo", () => {
  it("reads once for everyone while fresh, then again once the time is up", async () => {
    const t = clock();
    let version = 1;
    const s = source(() => ({ version }));
    const m = memo(s.load, { ttlMs: 1000, now: t.now });

    const first = m.get();
    const second = m.get();
    s.answer();
    expect(await first).toEqual({ version: 1 });
    expect(await second).toBe(await first);
    expect(s.count()).toBe(1);

    version = 2;
    t.advance(999);
    expect(await m.get()).toEqual({ version: 1 });
    t.advance(1);
    const later = m.get();
    s.answer();
    expect(await later).toEqual({ version: 2 });
    expect(s.count()).toBe(2);
  });

  it("counts the time from when the read started, so a slow read is not kept longer", async () => {
    const t = clock();
    const s = source(() => "v");
    const m = memo(s.load, { ttlMs: 1000, now: t.now });
    const pending = m.get();
    t.advance(800);
    s.answer();
    await pending;
    t.advance(200);
    void m.get();
    expect(s.count()).toBe(2);
  });

  it("reads afresh after invalidate(), and does not keep a read that started before it", async () => {
    let version = 1;
    const s = source(() => version);
    const m = memo(s.load);

    const before = m.get();
    // A write commits and invalidates while that read is under way: its answer may be the old one.
    version = 2;
    m.invalidate();
    s.answer();
    expect(await before).toBe(2);

    const after = m.get();
    expect(s.count()).toBe(2);
    s.answer();
    expect(await after).toBe(2);
    // The read that began before the invalidation was not kept; this one is.
    version = 3;
    expect(await m.get()).toBe(2);
    expect(s.count()).toBe(2);
  });

  it("keeps no failure: the next caller reads again", async () => {
    const s = source(() => "ok");
    const m = memo(s.load);
    const failed = m.get();
    s.fail(new Error("database down"));
    await expect(failed).rejects.toThrow("database down");
    const next = m.get();
    s.answer();
    expect(await next).toBe("ok");
    expect(s.count()).toBe(2);
  });

  it("does not serve a value read from another database than the one in use", async () => {
    let database = "first";
    const m = memo(async () => `rows of ${database}`, { scope: () => database });
    expect(await m.get()).toBe("rows of first");
    database = "second";
    expect(await m.get()).toBe("rows of second");
  });

  it("freezes what it shares, so that no caller changes another's value", async () => {
    const m = memo(async () => ({ list: [{ stock: 3 }], byId: new Map([["a", { stock: 1 }]]) }));
    const value = await m.get();
    expect(() => value.list.push({ stock: 4 })).toThrow(TypeError);
    expect(() => {
      value.list[0]!.stock = 0;
    }).toThrow(TypeError);
    expect(() => {
      value.byId.get("a")!.stock = 0;
    }).toThrow(TypeError);
  });

  it("is fresh for a few seconds by default", () => {
    expect(PUBLIC_DATA_TTL_MS).toBeGreaterThanOrEqual(1000);
    expect(PUBLIC_DATA_TTL_MS).toBeLessThanOrEqual(60_000);
  });
});

describe("memoByKey", () => {
  it("keeps each key's value, at most maxEntries of them, the oldest read going first", async () => {
    const reads: string[] = [];
    const m = memoByKey(async (key: string) => (reads.push(key), key.toUpperCase()), { maxEntries: 2 });
    expect(await m.get("a")).toBe("A");
    expect(await m.get("b")).toBe("B");
    expect(await m.get("a")).toBe("A");
    expect(reads).toEqual(["a", "b"]);
    await m.get("c");
    await m.get("b");
    await m.get("a");
    expect(reads).toEqual(["a", "b", "c", "a"]);
  });

  it("invalidate() forgets every key", async () => {
    let n = 0;
    const m = memoByKey(async (key: string) => `${key}${++n}`);
    expect([await m.get("x"), await m.get("y")]).toEqual(["x1", "y2"]);
    m.invalidate();
    expect([await m.get("x"), await m.get("y")]).toEqual(["x3", "y4"]);
  });

  it("keeps a value under keyOf(key), reading it with the key itself", async () => {
    const reads: string[] = [];
    const m = memoByKey(async (key: { id: string; note: string }) => (reads.push(key.note), key.note), { keyOf: (key) => key.id });
    expect(await m.get({ id: "1", note: "first" })).toBe("first");
    expect(await m.get({ id: "1", note: "second" })).toBe("first");
    expect(await m.get({ id: "2", note: "third" })).toBe("third");
    expect(reads).toEqual(["first", "third"]);
  });

  it("tells pages built from public data that they are out of date, unless its values are not public data", async () => {
    const publicMemo = memoByKey(async (key: string) => key);
    const privateMemo = memoByKey(async (key: string) => key, { publicData: false });
    const before = publicDataVersion();
    privateMemo.invalidate();
    expect(publicDataVersion()).toBe(before);
    publicMemo.invalidate();
    expect(publicDataVersion()).not.toBe(before);
  });
});
