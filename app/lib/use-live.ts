import { useSyncExternalStore } from "react";

const noChange = () => () => undefined;

/** Whether the page is live: false on the server and while the page hydrates, true once its scripts run. */
export function useLive(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}
