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
    /**
     * Starts fetching without waiting. Should the file be gone (the site was deployed anew since
     * the page loaded, and old chunk names no longer exist), the page reloads to the new version.
     */
    request(): void {
      loadOnce().catch(reloadForNewVersion);
    },
    use(): T | undefined {
      return useSyncExternalStore(
        subscribe,
        () => value,
        () => undefined,
      );
    },
  };
}

const RELOADED_AT = "on-demand-reloaded-at";

/** Reloads the page after a failed fetch of code, at most once a minute (no loop when offline). */
function reloadForNewVersion() {
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (Date.now() - last < 60_000) return;
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  } catch {
    return; // no storage: never risk a reload loop
  }
  window.location.reload();
}
