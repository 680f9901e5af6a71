// Its own module so that the writers that free time (booking.server.ts, the admin's screens) can
// call it without importing the waiting list, which reads their slots.

const listeners = new Set<() => void>();

/** The server subscribes to run the waiting list soon after a change, not at its next minute. */
export function onWaitlistNudge(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * To call once a change that may free time has committed (a cancellation, a move, a block removed,
 * other hours): the people waiting for that day are looked at within a second or so. Without a
 * listener (tests, scripts) it does nothing; the minute job still runs.
 */
export function nudgeWaitlist() {
  listeners.forEach((listener) => listener());
}
