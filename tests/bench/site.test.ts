import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { availableParallelism, cpus, loadavg, totalmem } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { postgresBinDir, startPostgres } from "../support/postgres-server";
import { CHROMIUM_PATH, measureFirstLoads, runLighthouse, type FirstLoad, type LighthouseRun } from "./support/browser";
import { ACCEPT_ENCODING, CONNECTIONS, DURATION_SECONDS, WARMUP_SECONDS, measureLoad, type DatabaseLoad } from "./support/load";
import { buildReport, NOT_MEASURED } from "./support/report";
import { findTargets, snapshotBuild, startSite, type SiteServer, type SiteTargets } from "./support/site-server";

// The site's figures in one table, against tests/support/budgets.ts: first-load JavaScript and CSS
// per page in Chromium, Lighthouse mobile and desktop, throughput and latency under load on PGlite
// and on PostgreSQL (each as a ratio to a static file of the same server), and the server's
// memory. A budget missed is reported, not failed: only breakage fails (a server that does not
// start or dies, a page that errors, a 5xx under load). Figures also go to bench/results.json.
// Run after `npm run build` (`npm run bench` does). BENCH_LIGHTHOUSE_RUNS sets the mobile runs
// per page (3 by default, the median reported; the budgets are mobile ones); desktop runs once.
// BENCH_ONLY=load measures the load and memory alone (no Chromium: about 5 minutes instead of 12),
// e.g. `npm run build && BENCH_ONLY=load TZ=UTC npx vitest run --project bench tests/bench/site.test.ts`.
// BENCH_ROOT measures the build of another checkout (its `npm run build` done), with this bench:
// two versions' figures side by side on the same machine.

const LIGHTHOUSE_RUNS = { mobile: Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3), desktop: 1 };
const LOAD_ONLY = process.env.BENCH_ONLY === "load";
const RESULTS_FILE = path.resolve("bench/results.json");
const print = (text: string) => process.stdout.write(`${text}\n`);

async function withSite<T>(root: string, databaseUrl: string, run: (site: SiteServer) => Promise<T>): Promise<T> {
  const site = await startSite({ root, databaseUrl });
  try {
    const value = await run(site);
    site.assertAlive();
    return value;
  } finally {
    await site.stop();
  }
}

function postgresInstalled(): string | null {
  try {
    postgresBinDir();
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

it("site: first load, Lighthouse, load and memory against the budgets", { timeout: 30 * 60_000 }, async () => {
  const started = Date.now();
  const loadBefore = loadavg()[0]!;
  const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;

  const snapshot = snapshotBuild(process.env.BENCH_ROOT ? path.resolve(process.env.BENCH_ROOT) : undefined);
  let browser: { targets: SiteTargets; firstLoads: FirstLoad[]; lighthouse: LighthouseRun[] };
  let pglite: DatabaseLoad;
  let postgres: DatabaseLoad | null = null;
  const postgresMissing = postgresInstalled();
  try {
    // Browser measures, on a server of their own: the load runs below start from a fresh one.
    browser = await withSite(snapshot.dir, "", async (site) => {
      const targets = await findTargets(site.url);
      if (LOAD_ONLY) return { targets, firstLoads: [], lighthouse: [] };
      const paths = ["/", "/shop", targets.productPath, targets.articlePath, "/about"];
      const firstLoads = await measureFirstLoads(site.url, paths, targets.productPath);
      print(`  first load measured (${elapsed()})`);
      const lighthouse = await runLighthouse(site.url, paths, LIGHTHOUSE_RUNS);
      print(`  Lighthouse done (${elapsed()})`);
      return { targets, firstLoads, lighthouse };
    });

    pglite = await withSite(snapshot.dir, "", async (site) => measureLoad(site, "pglite", await findTargets(site.url)));
    print(`  load on PGlite done (${elapsed()})`);

    if (!postgresMissing) {
      const server = await startPostgres();
      try {
        postgres = await withSite(snapshot.dir, server.url, async (site) => measureLoad(site, "postgresql", await findTargets(site.url)));
      } finally {
        await server.stop();
      }
      print(`  load on PostgreSQL done (${elapsed()})`);
    }
  } finally {
    snapshot.remove();
  }

  const { targets } = browser;
  const pageLabels: Record<string, string> = {
    "/": "/",
    "/shop": "/shop",
    [targets.productPath]: "product page",
    [targets.articlePath]: "blog article",
    "/about": "/about",
    "/checkout": "/checkout (signed in, 1 item)",
  };
  const { table, checks } = buildReport({
    firstLoads: browser.firstLoads,
    pageLabels,
    lighthouse: browser.lighthouse,
    lighthouseRuns: LIGHTHOUSE_RUNS,
    pglite,
    postgres,
  });

  // Lighthouse's measure of this machine's CPU, over every run: figures of two machines compared.
  const indexes = browser.lighthouse
    .flatMap((r) => r.benchmarkIndexes)
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  const benchmarkIndex = indexes.length
    ? {
        runs: indexes.length,
        median: Math.round(indexes[Math.floor((indexes.length - 1) / 2)]!),
        min: Math.round(indexes[0]!),
        max: Math.round(indexes.at(-1)!),
      }
    : null;
  const notes: string[] = [
    ...(LOAD_ONLY ? ["BENCH_ONLY=load: first load and Lighthouse not measured."] : []),
    ...(process.env.BENCH_ROOT ? [`Build measured: ${path.resolve(process.env.BENCH_ROOT)}.`] : []),
    `Pages: product page ${targets.productPath}, blog article ${targets.articlePath}; slots of ${targets.slotDays[0]} for service ${targets.serviceId}.`,
    "Static file: /favicon.svg from the same server (same middleware); × static = the target's req/s ÷ the static file's, same run.",
    `Signed in: a customer signed up and signed in through /signup and /login (their session cookie alone); their pages are rendered at every request.`,
    `Load requests send Accept-Encoding: ${ACCEPT_ENCODING}, as Chromium does (pages are compressed as for a visitor).`,
    `Load: each target ${DURATION_SECONDS} s after ${WARMUP_SECONDS} s of warm-up. Bookings: every free time of the days after the first, each asked for by 2 customers at once ('Sans préférence': both booked where two barbers are free then, else one refused with 409), each request from its own customer and client address; the first day's times first, as warm-up.`,
    "Errors: responses of an unexpected status (not 200; for bookings not 200 or 409) plus connection errors and timeouts.",
    "Browser measures (first load, Lighthouse) run against a PGlite server of their own; they do not depend on the database. RSS is the Node process's; PostgreSQL's own processes are not counted.",
    `Machine: ${availableParallelism()} cores; load average ${loadBefore.toFixed(2)} at the start, ${loadavg()[0]!.toFixed(2)} at the end (other work on the machine lowers the figures).`,
  ];
  if (postgresMissing) notes.push(`PostgreSQL ${NOT_MEASURED}: ${postgresMissing}`);
  for (const load of [pglite, postgres]) {
    const booking = load?.results.find((r) => r.label === "POST booking");
    if (booking) notes.push(`Bookings on ${load!.database}: ${booking.requests} requests, statuses ${JSON.stringify(booking.statuses)}.`);
    if (load) {
      const peaks = load.results.map((r) => `${r.label} ${Math.round(r.warmupMaxRssMb)}/${Math.round(r.maxRssMb)}`);
      notes.push(`Peak RSS on ${load.database}, MB, warm-up/measured: ${peaks.join("; ")}.`);
    }
  }
  for (const load of browser.firstLoads) {
    if (load.excluded.length > 0) notes.push(`${load.path}: not counted (other origin): ${load.excluded.join(", ")}`);
  }
  if (benchmarkIndex) {
    notes.push(
      `Lighthouse benchmarkIndex (this machine's CPU; higher is faster) over ${benchmarkIndex.runs} runs: median ${benchmarkIndex.median}, from ${benchmarkIndex.min} to ${benchmarkIndex.max}.`,
    );
  }
  for (const run of browser.lighthouse) {
    for (const audit of run.failing) {
      notes.push(`Lighthouse ${run.formFactor} ${pageLabels[run.path] ?? run.path}: ${audit.category} ${audit.id} (${audit.title})`);
      for (const item of audit.items) notes.push(`    ${item}`);
    }
  }
  if (LIGHTHOUSE_RUNS.mobile > 1) {
    const each = browser.lighthouse.filter((r) => r.runs > 1).map((r) => `${r.formFactor} ${pageLabels[r.path] ?? r.path} [${r.performanceScores.join(", ")}]`);
    notes.push(`Lighthouse performance score of each run: ${each.join("; ")}.`);
    const blocking = browser.lighthouse
      .filter((r) => r.runs > 1)
      .map((r) => `${r.formFactor} ${pageLabels[r.path] ?? r.path} [${r.tbtEachMs.map(Math.round).join(", ")}]`);
    notes.push(`Lighthouse total blocking time of each run (ms; the table gives each metric's median): ${blocking.join("; ")}.`);
  }

  print("");
  print(table);
  print("");
  for (const note of notes) print(note);
  const missed = checks.filter((c) => c.ok === false);
  print(
    `\nBudgets: ${checks.filter((c) => c.ok).length} met, ${missed.length} missed, ${checks.filter((c) => c.ok === null).length} ${NOT_MEASURED}. Figures in ${path.relative(process.cwd(), RESULTS_FILE)} (${elapsed()}).`,
  );

  let chromium = "";
  try {
    chromium = execFileSync(CHROMIUM_PATH, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    // the version is only informative
  }
  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(
    RESULTS_FILE,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        machine: {
          cpus: availableParallelism(),
          cpuModel: cpus()[0]?.model,
          memoryGb: Math.round(totalmem() / 2 ** 30),
          node: process.version,
          chromium,
          loadAverage: { start: loadBefore, end: loadavg()[0] },
          lighthouseBenchmarkIndex: benchmarkIndex,
        },
        settings: {
          connections: CONNECTIONS,
          durationSeconds: DURATION_SECONDS,
          warmupSeconds: WARMUP_SECONDS,
          acceptEncoding: ACCEPT_ENCODING,
          lighthouseRuns: LIGHTHOUSE_RUNS,
          staticFile: "/favicon.svg",
        },
        targets,
        firstLoad: browser.firstLoads,
        lighthouse: browser.lighthouse,
        load: { pglite, postgresql: postgres ?? NOT_MEASURED },
        budgets: checks,
        table,
        notes,
      },
      null,
      2,
    )}\n`,
  );

  // Breakage, not budgets: a page that crashes under load fails the bench.
  const crashes = [pglite, postgres].flatMap((load) =>
    (load?.results ?? [])
      .filter((r) => Object.keys(r.statuses).some((code) => Number(code) >= 500))
      .map((r) => `${load!.database} ${r.label}: ${JSON.stringify(r.statuses)}`),
  );
  expect(crashes).toEqual([]);
});
