import { useSyncExternalStore } from "react";

/**
 * A module fetched the first time it is needed (a click, a hover, a focus), not with the page:
 * code that only runs on an interaction stays out of the first load. `use()` renders with it once
 * it is there; until then (and on the server, and while hydrating) it gives undefined.
 */
export function onDemand<T>(load: () => Promise<T>) {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const loadOnce = (): Promise<T> => {
    pending ??= load().then(
      (loaded) => {
        value = loaded;
        listeners.forEach((listener) => listener());
        return loaded;
      },
      (error: unknown) => {
        // A failed fetch (network, a new deployment) may be tried again on the next interaction.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return {
    load: loadOnce,
    /** Starts fetching without waiting; a failure leaves things as they are until the next try. */
    request(): void {
      loadOnce().catch(() => undefined);
    },
    use(): T | undefined {
      return useSyncExternalStore(subscribe, () => value, () => undefined);
    },
  };
}
