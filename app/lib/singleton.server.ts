/** One instance per process, even if a module is evaluated twice (dev server reloads). */
export function singleton<T>(name: string, create: () => T): T {
  const store = globalThis as unknown as Record<symbol, T | undefined>;
  const key = Symbol.for(`salon.${name}`);
  store[key] ??= create();
  return store[key];
}
