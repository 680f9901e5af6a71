/**
 * Namespaces of advisory locks (their first key), so that writes competing for the same thing
 * queue one behind the other instead of deadlocking. Its own module: the database client and the
 * lock helpers both use it.
 */
export const lockNamespaces = {
  /** A Paris calendar day of the agenda (second key: days since 1970-01-01). */
  bookingDay: 1,
  /** One customer's bookings, by e-mail (second key: `textKey` of the address). */
  bookingCustomer: 2,
  /** One address's waits and waiting-list mails (second key: `textKey` of the address). */
  waitlistAddress: 3,
  /** Product image files: a save that uses a file and a clean-up that deletes it never overlap. */
  productImages: 20,
  /** A starting instance's migrations, demo data and admin account (session-scoped, second key 0). */
  startup: 30,
} as const;
