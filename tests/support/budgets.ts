// Performance budgets of the site: the size guard (`npm test`) and `npm run bench` read them here.

/**
 * First-load JavaScript, gzip (level 9) bytes, every script a first visit loads: within 20 KB of the
 * framework's file (React, React DOM, React Router: 104.9 KB) on every public page, 25 KB on a
 * product page, 30 KB on the pages that pay (the checkout, a booking's arrhes; PayPal's own script
 * aside, fetched from PayPal).
 */
export const firstLoadJs = {
  home: { bytes: 125 * 1024, requests: 12 },
  product: { bytes: 130 * 1024 },
  checkout: { bytes: 135 * 1024 },
  otherPublicPage: { bytes: 125 * 1024 },
} as const;

/** A page's first-load budget, by its route id (the size guard) or its path's kind (the bench). */
export function firstLoadBudgetOf(page: "home" | "product" | "checkout" | "other"): { bytes: number; requests?: number } {
  return page === "other" ? firstLoadJs.otherPublicPage : firstLoadJs[page];
}

/** Lighthouse (mobile) on the public pages. */
export const lighthouse = {
  performance: 97,
  /** Total blocking time, ms. */
  tbtMs: 50,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0.05,
} as const;

/** Home page at 20 connections on PostgreSQL. */
export const homeThroughput = { connections: 20, requestsPerSecond: 350, p99Ms: 100, errors: 0 } as const;

/**
 * Pages rendered at every request, as a signed-in customer gets them (home, a product page and
 * /shop, a real session cookie): each at 20 connections on PostgreSQL.
 */
export const renderedPages = { connections: 20, requestsPerSecond: 300, p99Ms: 150, errors: 0 } as const;

/** The owner's desk on two years of a busy salon (tests/bench/desk.test.ts), PostgreSQL, p95 of whole answers (ms). */
export const desk = { dashboardP95Ms: 300, clientSearchP95Ms: 300, clientPageP95Ms: 150 } as const;

/**
 * Booking with the team (3 barbers, 10 000 bookings in the table; tests/bench/team.test.ts): a day's
 * free times ('Sans préférence' or one barber) p50 on PostgreSQL, and bookings ('Sans préférence')
 * per second at 20 connections.
 */
export const teamBooking = { daySlotsP50Ms: 5, postgresRequestsPerSecond: 66, pgliteRequestsPerSecond: 51, errors: 0 } as const;

/** Server resident memory, MB. */
export const memory = {
  postgresIdleMb: 200,
  postgresLoadMb: 300,
  pgliteLoadMb: 450,
  /** Growth of the server's peak RSS (PostgreSQL) while 30 simultaneous 5 MB applications arrive, from one address or from 30. */
  uploadBurstMb: 170,
} as const;

/**
 * Where a page's first-load JavaScript is over its budget, its size today plus up to 2 KB (KB): the
 * size guard holds each page to max(budget, ceiling), so none gets heavier unnoticed. None is over
 * today: the shell's static parts are written by the server and kept (ServerHtml), code that runs
 * only on an interaction is fetched then, and the shared groups are no longer merged.
 */
export const firstLoadCeilings: Record<string, number> = {};
