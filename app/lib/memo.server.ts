/**
 * How long a value read from the database may be served from memory. Writes made through this
 * process forget the values they change at once; a write made by another instance sharing the
 * PostgreSQL database (or by hand) shows here at most this long after it was committed.
 */
export const PUBLIC_DATA_TTL_MS = 5_000;
/**
 * Of that bound, what whole pages built from public data may be served from memory
 * (server/page-cache.ts); the values themselves are kept for the rest, so that a page never shows
 * data older than PUBLIC_DATA_TTL_MS.
 */
export const PUBLIC_PAGE_TTL_MS = 2_000;
const VALUE_TTL_MS = PUBLIC_DATA_TTL_MS - PUBLIC_PAGE_TTL_MS;

// Bumped by every invalidation of any memo: what was built from public data before is out of date.
let changes = 0;

/** A number that changes whenever public data kept in memory is invalidated by a write. */
export function publicDataVersion(): number {
  return changes;
}

export type MemoOptions = {
  /** How long a value is served after the read that produced it started. */
  ttlMs?: number;
  /** Most keys kept; past it, the least recently loaded go first. */
  maxEntries?: number;
  /**
   * What the values belong to (the database in use): when it is another one than when a value was
   * read, that value is not served.
   */
  scope?: () => unknown;
  /** The clock, in milliseconds (tests move it). */
  now?: () => number;
  /**
   * Whether the values are public data, which pages kept whole are built from (the default):
   * forgetting them then makes those pages out of date too (`publicDataVersion`).
   */
  publicData?: boolean;
};

export type KeyedMemoOptions<K> = MemoOptions & {
  /** What a value is kept under, when not the key itself (a hash of it: a secret is not kept as a key). */
  keyOf?: (key: K) => unknown;
};

export type KeyedMemo<K, T> = {
  /** The value for `key`: from memory while fresh, else read once for all who ask meanwhile. */
  get(key: K): Promise<T>;
  /**
   * Forgets every value, and any read under way: call it once a write that changes them has
   * committed. A read that started before keeps its answer for its callers but is not kept.
   */
  invalidate(): void;
};

export type Memo<T> = { get(): Promise<T>; invalidate(): void };

type Entry<T> = { value: T; expires: number; scope: unknown };
type Pending<T> = { promise: Promise<T>; scope: unknown };

/**
 * Values shared by every request are frozen, so that no caller can change what another one gets.
 * (A Map's or a Date's contents can still be changed: callers only read them.)
 */
function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== "object" || Object.isFrozen(value)) return value;
  Object.freeze(value);
  const items = value instanceof Map || value instanceof Set ? value.values() : Array.isArray(value) ? value : Object.values(value);
  for (const item of items) deepFreeze(item);
  return value;
}

/** Values read by `load(key)`, kept in memory for `ttlMs`, until `invalidate()` or a change of scope. */
export function memoByKey<K, T>(load: (key: K) => Promise<T>, options: KeyedMemoOptions<K> = {}): KeyedMemo<K, T> {
  const { ttlMs = VALUE_TTL_MS, maxEntries = 1000, scope = () => undefined, now = () => Date.now(), publicData = true } = options;
  const keyOf = options.keyOf ?? ((key: K): unknown => key);
  const entries = new Map<unknown, Entry<T>>();
  const pending = new Map<unknown, Pending<T>>();
  // Bumped by every invalidation: a read that started before one is not kept.
  let generation = 0;

  return {
    get(argument) {
      const key = keyOf(argument);
      const current = scope();
      const started = now();
      const entry = entries.get(key);
      if (entry && entry.scope === current && entry.expires > started) return Promise.resolve(entry.value);
      const running = pending.get(key);
      if (running && running.scope === current) return running.promise;

      const readGeneration = generation;
      const promise = (async () => load(argument))().then(
        (value) => {
          const frozen = deepFreeze(value);
          if (generation === readGeneration && scope() === current) {
            entries.delete(key);
            entries.set(key, { value: frozen, expires: started + ttlMs, scope: current });
            if (entries.size > maxEntries) entries.delete(entries.keys().next().value);
          }
          if (pending.get(key)?.promise === promise) pending.delete(key);
          return frozen;
        },
        (error: unknown) => {
          // A failed read is not kept: the next caller tries again.
          if (pending.get(key)?.promise === promise) pending.delete(key);
          throw error;
        },
      );
      pending.set(key, { promise, scope: current });
      return promise;
    },
    invalidate() {
      generation++;
      if (publicData) changes++;
      entries.clear();
      pending.clear();
    },
  };
}

/** One value read by `load()`, kept as `memoByKey` keeps each of its values. */
export function memo<T>(load: () => Promise<T>, options: MemoOptions = {}): Memo<T> {
  const keyed = memoByKey<undefined, T>(() => load(), { ...options, maxEntries: 1 });
  return { get: () => keyed.get(undefined), invalidate: keyed.invalidate };
}
