import autocannon from "autocannon";
import { homeThroughput } from "../../support/budgets";
import { signedInCustomer } from "./customer";
import type { SiteServer, SiteTargets } from "./site-server";

/** The end of the labels of the pages asked for by a signed-in customer. */
export const SIGNED_IN = "signed in";

/** As many as the throughput budget is set for. */
export const CONNECTIONS = homeThroughput.connections;
export const DURATION_SECONDS = 10;
export const WARMUP_SECONDS = 3;
/** What Chromium sends: the server compresses pages as it does for a visitor. */
export const ACCEPT_ENCODING = "gzip, deflate, br, zstd";

export type LoadResult = {
  label: string;
  path: string;
  requests: number;
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Responses of an unexpected status, plus connection errors and timeouts. */
  errors: number;
  statuses: Record<string, number>;
  socketErrors: number;
  /** Bytes received per answer, headers included (pages compressed as for a browser). */
  bytesPerResponse?: number;
  /** Requests per second as a share of the static file's, same server, same run. */
  ratioToStatic: number | null;
  maxRssMb: number;
  /** The peak during the unmeasured warm-up before it (the same load): the overall peak may be there. */
  warmupMaxRssMb: number;
};

export type DatabaseLoad = {
  database: "pglite" | "postgresql";
  idleRssMb: number;
  maxRssMb: number;
  results: LoadResult[];
};

export function summarise(
  label: string,
  path: string,
  result: autocannon.Result,
  expected: number[],
  rss: { maxRssMb: number; warmupMaxRssMb: number },
): LoadResult {
  const statuses: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) statuses[code] = stat.count ?? 0;
  const answered = Object.values(statuses).reduce((a, b) => a + b, 0);
  const unexpected = Object.entries(statuses)
    .filter(([code]) => !expected.includes(Number(code)))
    .reduce((sum, [, n]) => sum + n, 0);
  return {
    label,
    path,
    requests: answered,
    seconds: result.duration,
    requestsPerSecond: answered / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: unexpected + result.errors,
    statuses,
    socketErrors: result.errors,
    bytesPerResponse: answered > 0 ? result.throughput.total / answered : undefined,
    ratioToStatic: null,
    ...rss,
  };
}

/** Reads the server's resident memory every 100 ms; `peak` is the highest since the last `reset`. */
function rssSampler(server: SiteServer) {
  let peak = 0;
  let overall = 0;
  const sample = () => {
    try {
      const mb = server.rssMb();
      peak = Math.max(peak, mb);
      overall = Math.max(overall, mb);
    } catch {
      // the process is gone: the caller's check reports it
    }
  };
  sample();
  const timer = setInterval(sample, 100);
  return {
    reset: () => {
      peak = 0;
      sample();
    },
    peak: () => (sample(), peak),
    overall: () => (sample(), overall),
    stop: () => clearInterval(timer),
  };
}

type Sampler = ReturnType<typeof rssSampler>;

const cannon = (options: autocannon.Options) =>
  new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });

/**
 * GETs `path` at 20 connections for 10 s, after 3 s of the same not measured; as a browser asks
 * (compressed), with `extraHeaders` if given.
 */
async function loadGet(server: SiteServer, rss: Sampler, label: string, path: string, extraHeaders: Record<string, string> = {}): Promise<LoadResult> {
  const headers: Record<string, string> = { "accept-encoding": ACCEPT_ENCODING, ...extraHeaders };
  const options = { url: `${server.url}${path}`, connections: CONNECTIONS, headers };
  rss.reset();
  await cannon({ ...options, duration: WARMUP_SECONDS });
  const warmupMaxRssMb = rss.peak();
  rss.reset();
  const result = await cannon({ ...options, duration: DURATION_SECONDS });
  server.assertAlive();
  return summarise(label, path, result, [200], { maxRssMb: rss.peak(), warmupMaxRssMb });
}

type BookingForm = { date: string; timeSlot: string };

/**
 * Bookings as the dialog posts them ('Sans préférence'), at 20 connections: each free time of the
 * days asked for, `copies` times in a row (customers after the same time: as many are booked as
 * barbers are free then, the others refused with 409), each request from its own customer and its
 * own client address (the limit of 10 bookings an hour per address would otherwise answer 429).
 */
export async function postBookings(server: SiteServer, serviceId: string, forms: BookingForm[], firstCustomer: number, copies = 2): Promise<autocannon.Result> {
  const batch = forms.flatMap((form) => Array.from({ length: copies }, () => form));
  let next = 0;
  return cannon({
    url: server.url,
    connections: CONNECTIONS,
    amount: batch.length,
    requests: [
      {
        method: "POST",
        path: "/api/bookings",
        setupRequest: (request) => {
          const n = firstCustomer + next;
          const form = batch[next++ % batch.length]!;
          return {
            ...request,
            headers: {
              "content-type": "application/x-www-form-urlencoded",
              "accept-encoding": ACCEPT_ENCODING,
              // RFC 2544's benchmarking range: one address per customer.
              "x-forwarded-for": `198.18.${(n >> 8) & 255}.${n & 255}`,
            },
            body: new URLSearchParams({
              serviceId,
              date: form.date,
              timeSlot: form.timeSlot,
              name: "Client Banc",
              email: `banc${n}@example.test`,
              phone: `06${String(n).padStart(8, "0")}`,
            }).toString(),
          };
        },
      },
    ],
  });
}

export async function freeTimes(server: SiteServer, serviceId: string, day: string): Promise<BookingForm[]> {
  const res = await fetch(`${server.url}/api/booking/slots?serviceId=${serviceId}&date=${day}`);
  if (res.status !== 200) throw new Error(`slots of ${day}: ${res.status}`);
  return ((await res.json()) as { slots: string[] }).slots.map((timeSlot) => ({ date: day, timeSlot }));
}

/**
 * One database's figures: idle memory after one request per page, then each target under load
 * (the static file first, the page figures as a ratio to it), the bookings last since they fill
 * the agenda that the slots API reads.
 */
export async function measureLoad(server: SiteServer, database: DatabaseLoad["database"], targets: SiteTargets): Promise<DatabaseLoad> {
  const slotsPath = `/api/booking/slots?serviceId=${targets.serviceId}&date=${targets.slotDays[0]}`;
  // A customer signed in through the site's own forms: their session cookie, as their browser sends it.
  const { cookie, email } = await signedInCustomer(server);
  const gets: Array<[label: string, path: string, headers?: Record<string, string>]> = [
    ["static /favicon.svg", "/favicon.svg"],
    ["GET /", "/"],
    // A visitor with a cookie is never sent a page kept in memory (server/page-cache.ts): what
    // rendering and compressing the page at every request costs. (No session: no session lookup.)
    ["GET / rendered each time", "/", { cookie: "bench=1" }],
    ["GET /shop", "/shop"],
    ["GET product", targets.productPath],
    // The same pages for the signed-in customer: rendered at every request, their session read.
    [`GET / ${SIGNED_IN}`, "/", { cookie }],
    [`GET product ${SIGNED_IN}`, targets.productPath, { cookie }],
    [`GET /shop ${SIGNED_IN}`, "/shop", { cookie }],
    ["GET slots (1 day)", slotsPath],
  ];
  for (const [label, path, headers] of gets) {
    const res = await fetch(`${server.url}${path}`, { headers: { "accept-encoding": ACCEPT_ENCODING, ...headers } });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`${database}: GET ${path} answered ${res.status}`);
    // The signed-in customer's pages are theirs (their e-mail in the account menu), and never kept for anyone.
    if (label.endsWith(SIGNED_IN) && (!body.includes(email) || res.headers.get("cache-control") !== "private, no-store")) {
      throw new Error(`${database}: ${label} is not the signed-in customer's page (Cache-Control ${res.headers.get("cache-control")})`);
    }
  }
  await new Promise((r) => setTimeout(r, 3000));
  const idleRssMb = server.rssMb();

  const rss = rssSampler(server);
  try {
    const results: LoadResult[] = [];
    for (const [label, path, headers] of gets) results.push(await loadGet(server, rss, label, path, headers));

    // Warm-up: the first day's times, not measured; then every other day's.
    const [firstDay, ...otherDays] = targets.slotDays;
    rss.reset();
    const warmup = await freeTimes(server, targets.serviceId, firstDay!);
    await postBookings(server, targets.serviceId, warmup, 0);
    const forms = (await Promise.all(otherDays.map((day) => freeTimes(server, targets.serviceId, day)))).flat();
    if (forms.length === 0) throw new Error(`${database}: no free time left to book`);
    const warmupMaxRssMb = rss.peak();
    rss.reset();
    const bookings = await postBookings(server, targets.serviceId, forms, warmup.length * 2 + 100);
    server.assertAlive();
    results.push(summarise("POST booking", "/api/bookings", bookings, [200, 409], { maxRssMb: rss.peak(), warmupMaxRssMb }));

    const staticRate = results[0]!.requestsPerSecond;
    for (const result of results.slice(1)) result.ratioToStatic = staticRate > 0 ? result.requestsPerSecond / staticRate : null;
    return { database, idleRssMb, maxRssMb: rss.overall(), results };
  } finally {
    rss.stop();
  }
}
