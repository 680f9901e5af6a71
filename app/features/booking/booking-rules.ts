/**
 * The booking rules' numbers, in a module of their own: pages that only quote them (messages, the
 * FAQ, the terms of sale) do not bring the slot engine's date code with them.
 */
export const SLOT_MINUTES = 30;
export const BOOKING_WINDOW_DAYS = 14;
/** Customers may cancel up to 24 hours before the appointment (terms of sale). */
export const CANCELLATION_NOTICE_HOURS = 24;
/** A visit holds at most this many services, done one after the other by one barber… */
export const MAX_VISIT_SERVICES = 4;
/** …and lasts at most this long in all. */
export const MAX_VISIT_MINUTES = 240;
