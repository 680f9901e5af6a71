import { mkdtempSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { asc, eq, inArray, sql } from "drizzle-orm";
import pg from "pg";
import { expect, it } from "vitest";
import { availableSlots } from "~/features/booking/availability.server";
import { bookingDates } from "~/features/booking/slots";
import { addDays, parisWallClock } from "~/lib/paris-time";
import { openDatabase, setDatabase, type Database } from "~db/client.server";
import { barbers, services } from "~db/schema";
import { seedDatabase } from "~db/seed/seed.server";
import { teamBooking as budget } from "../support/budgets";
import { postgresBinDir, startPostgres } from "../support/postgres-server";
import { migrationsFolder } from "../support/test-database";
import { CONNECTIONS, freeTimes, postBookings, summarise, type LoadResult } from "./support/load";
import { snapshotBuild, startSite } from "./support/site-server";

// Booking with the team on a full table: 3 barbers and 10 000 bookings. In process, the free
// times of a day and of the 14 days of the window ('Sans préférence' and one barber), and of a day for
// a visit of three services, p50 and p99;
// then the built site under autocannon, bookings 'Sans préférence' at 20 connections. On PGlite
// and, when installed, PostgreSQL. Figures against tests/support/budgets.ts, reported, not failed;
// only breakage fails (a status other than 200 or 409). BENCH_TEAM_ROUNDS sets the rounds of a day's slots
// (200 by default; the fortnight's get a fifth), BENCH_TEAM_DAYS the days booked over HTTP (12).

const ROUNDS = Number(process.env.BENCH_TEAM_ROUNDS ?? 200);
const POST_DAYS = Number(process.env.BENCH_TEAM_DAYS ?? 12);
const BOOKINGS = 10_000;
const VISIT_SLUGS = ["coupe-degrade", "taille-barbe-sculptee", "soin-visage"];
/** Each free time is asked for by 3 customers at once: up to 3 barbers take it, the rest get 409. */
const COPIES = 3;
const print = (line: string) => process.stdout.write(`${line}\n`);

/**
 * 2 000 customers and 10 000 confirmed bookings of 30 minutes, 18 a day up to the window's last
 * day: each barber 6, at times of their own (Karim 10:00, 11:30, …; Yanis 10:30, …; Lucas 11:00,
 * …), so that at most times two barbers are free, and all three from 19:00.
 */
async function fill(db: Database["db"], today: string): Promise<string> {
  await seedDatabase(db);
  await db.execute(sql`
    insert into customers (name, email, phone)
    select 'Client ' || g, 'client' || g || '@example.test', '07' || lpad(g::text, 8, '0')
    from generate_series(1, 2000) g`);
  const perDay = 18;
  const first = addDays(today, 13 - Math.floor((BOOKINGS - 1) / perDay));
  await db.execute(sql`
    with team as (select id, row_number() over (order by position, created_at) - 1 as n from barbers),
    picked as (
      select g, ${first}::date + (g / ${perDay}) as day, time '10:00' + ((g % ${perDay}) * interval '30 minutes') as slot,
        (g % ${perDay}) % 3 as n, 'client' || (g % 2000 + 1) || '@example.test' as email
      from generate_series(0, ${BOOKINGS - 1}) g
    ),
    spans as (
      select picked.*, tstzrange((day + slot) at time zone 'Europe/Paris', (day + slot + interval '30 minutes') at time zone 'Europe/Paris', '[)') as during
      from picked
    )
    insert into bookings (service_id, customer_id, barber_id, customer_name, customer_phone, date, time_slot, title, duration_minutes, price_cents, during, blocked, status)
    select (select id from services where slug = 'coupe-shampoing'), customers.id, team.id, customers.name, customers.phone, day, to_char(slot, 'HH24:MI'),
      'Coupe + shampoing', 30, 2000, during, during, 'confirmed'
    from spans join customers using (email) join team using (n)`);
  const [service] = await db.select({ id: services.id }).from(services).where(eq(services.slug, "coupe-shampoing"));
  return service!.id;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** p50 and p99 of `rounds` runs, after a tenth as many to warm up. */
async function timed(run: () => Promise<unknown>, rounds: number): Promise<{ p50: number; p99: number }> {
  for (let i = 0; i < Math.max(3, rounds / 10); i++) await run();
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

type SlotFigures = Record<string, { p50: number; p99: number }>;

/** The free times of a day and of the window, 'Sans préférence' and with Karim, in this process. */
async function measureSlots(database: Database, serviceId: string): Promise<SlotFigures> {
  setDatabase(database);
  try {
    const { db } = database;
    const [karim] = await db.select({ id: barbers.id }).from(barbers).orderBy(asc(barbers.position)).limit(1);
    const now = new Date();
    const days = bookingDates(now);
    const day = days[2]!;
    // A visit of three services every barber performs (1 h 45, two hours taken).
    const visit = await db.select({ id: services.id, slug: services.slug }).from(services).where(inArray(services.slug, VISIT_SLUGS));
    const visitIds = VISIT_SLUGS.map((slug) => visit.find((s) => s.slug === slug)!.id);
    const slotsOf = async (date: string, barberId: string | null, ids: string[] = [serviceId]) => {
      const result = await availableSlots(ids, date, now, db, barberId);
      if (!result.ok) throw new Error(`slots of ${date}: ${result.message}`);
      return result.slots;
    };
    // The table is full as meant: on the day measured, most times leave two barbers free.
    expect((await slotsOf(day, null)).length).toBeGreaterThan(0);
    const figures: SlotFigures = {};
    for (const [label, barberId] of [
      ["Sans préférence", null],
      ["one barber", karim!.id],
    ] as const) {
      figures[`a day's slots, ${label}`] = await timed(() => slotsOf(day, barberId), ROUNDS);
      figures[`14 days' slots, ${label}`] = await timed(() => Promise.all(days.map((date) => slotsOf(date, barberId))), Math.max(10, Math.round(ROUNDS / 5)));
    }
    // Every barber's day is cut in hours: the visit (two hours taken) fits in the day of one of
    // those who work then, cleared for it (six bookings of 10 000 cancelled).
    const working = await availableSlots([serviceId], day, now, db);
    const free = working.ok ? working.barbers[0]! : null;
    await db.execute(sql`update bookings set status = 'cancelled' where barber_id = ${free!.id} and date = ${day}`);
    expect((await slotsOf(day, null, visitIds)).length).toBeGreaterThan(0);
    for (const [label, barberId] of [
      ["Sans préférence", null],
      ["one barber", free!.id],
    ] as const)
      figures[`a day's slots, visit of 3 services, ${label}`] = await timed(() => slotsOf(day, barberId, visitIds), ROUNDS);
    return figures;
  } finally {
    setDatabase(undefined);
  }
}

/** The built site on that database, bookings 'Sans préférence' posted at 20 connections. */
async function measureBookings(root: string, serviceId: string, site: { databaseUrl: string; dataDir?: string }): Promise<LoadResult> {
  const server = await startSite({ root, ...site });
  try {
    const today = parisWallClock(new Date()).date;
    const days = Array.from({ length: POST_DAYS + 1 }, (_, i) => addDays(today, i + 1));
    // Warm-up, not measured: the first day's times.
    await postBookings(server, serviceId, await freeTimes(server, serviceId, days[0]!), 0, COPIES);
    const forms = (await Promise.all(days.slice(1).map((day) => freeTimes(server, serviceId, day)))).flat();
    const result = await postBookings(server, serviceId, forms, 20_000, COPIES);
    server.assertAlive();
    return summarise("POST booking, Sans préférence", "/api/bookings", result, [200, 409], { maxRssMb: server.rssMb(), warmupMaxRssMb: 0 });
  } finally {
    await server.stop();
  }
}

it("team: slots and 'Sans préférence' bookings with 3 barbers and 10 000 bookings", { timeout: 20 * 60_000 }, async () => {
  const loadBefore = loadavg()[0]!;
  const today = parisWallClock(new Date()).date;
  const snapshot = snapshotBuild();
  const figures: Record<"pglite" | "postgresql", { slots: SlotFigures; booking: LoadResult } | null> = { pglite: null, postgresql: null };
  try {
    // PGlite: a data folder filled here, then served by the site.
    const dataDir = mkdtempSync(path.join(tmpdir(), "salon-bench-team-"));
    const pglite = openDatabase({ dataDir, migrationsFolder });
    await pglite.migrate();
    const pgliteService = await fill(pglite.db, today);
    const pgliteSlots = await measureSlots(pglite, pgliteService);
    await pglite.close();
    figures.pglite = { slots: pgliteSlots, booking: await measureBookings(snapshot.dir, pgliteService, { databaseUrl: "", dataDir }) };
    print(`  PGlite done (load average ${loadavg()[0]!.toFixed(2)})`);

    let postgresMissing: string | null = null;
    try {
      postgresBinDir();
    } catch (error) {
      postgresMissing = (error as Error).message;
    }
    if (!postgresMissing) {
      const server = await startPostgres();
      try {
        const admin = new pg.Client({ connectionString: server.url });
        await admin.connect();
        await admin.query("create database salon_team");
        await admin.end();
        const url = server.url.replace(/\/postgres$/, "/salon_team");
        const postgres = openDatabase({ databaseUrl: url, migrationsFolder });
        await postgres.migrate();
        const serviceId = await fill(postgres.db, today);
        const slots = await measureSlots(postgres, serviceId);
        await postgres.close();
        figures.postgresql = { slots, booking: await measureBookings(snapshot.dir, serviceId, { databaseUrl: url }) };
      } finally {
        await server.stop();
      }
    } else print(`  PostgreSQL not measured: ${postgresMissing}`);
  } finally {
    snapshot.remove();
  }

  const ms = (n: number) => `${n.toFixed(2)} ms`;
  const rows: string[][] = [];
  const verdict = (ok: boolean | null) => (ok === null ? "non mesuré" : ok ? "pass" : "FAIL");
  for (const label of Object.keys(figures.pglite!.slots)) {
    const lite = figures.pglite!.slots[label]!;
    const pgs = figures.postgresql?.slots[label];
    const daily = label.startsWith("a day's");
    rows.push([
      `${label}: p50 / p99`,
      `${ms(lite.p50)} / ${ms(lite.p99)}`,
      pgs ? `${ms(pgs.p50)} / ${ms(pgs.p99)}` : "non mesuré",
      daily ? `PostgreSQL p50 < ${budget.daySlotsP50Ms} ms` : "—",
      daily ? verdict(pgs ? pgs.p50 < budget.daySlotsP50Ms : null) : "—",
    ]);
  }
  const lite = figures.pglite!.booking;
  const pgb = figures.postgresql?.booking;
  const rate = (r: LoadResult) =>
    `${Math.round(r.requestsPerSecond)} req/s (${r.requests} requests, ${r.statuses["200"] ?? 0} booked, ${r.statuses["409"] ?? 0} taken)`;
  rows.push([
    `POST booking, Sans préférence, ${CONNECTIONS} connections: req/s`,
    rate(lite),
    pgb ? rate(pgb) : "non mesuré",
    `PGlite ≥ ${budget.pgliteRequestsPerSecond}, PostgreSQL ≥ ${budget.postgresRequestsPerSecond} req/s`,
    `PGlite ${verdict(lite.requestsPerSecond >= budget.pgliteRequestsPerSecond)}, PostgreSQL ${verdict(pgb ? pgb.requestsPerSecond >= budget.postgresRequestsPerSecond : null)}`,
  ]);
  rows.push([`POST booking: p50 / p99`, `${lite.p50Ms} / ${lite.p99Ms} ms`, pgb ? `${pgb.p50Ms} / ${pgb.p99Ms} ms` : "non mesuré", "—", "—"]);
  rows.push([
    `POST booking: unexpected errors`,
    String(lite.errors),
    pgb ? String(pgb.errors) : "non mesuré",
    String(budget.errors),
    verdict(lite.errors === 0 && (pgb?.errors ?? 0) === 0),
  ]);
  const header = ["Measure", "PGlite", "PostgreSQL", "Budget", "Verdict"];
  print("");
  print(`| ${header.join(" | ")} |`);
  print(`|${header.map(() => "---").join("|")}|`);
  for (const row of rows) print(`| ${row.join(" | ")} |`);
  const answers = (r: LoadResult) => `statuses ${JSON.stringify(r.statuses)}, ${r.socketErrors} connection errors or timeouts`;
  print(`\nPOST booking: PGlite ${answers(lite)}; PostgreSQL ${pgb ? answers(pgb) : "non mesuré"}.`);
  print(
    `${ROUNDS} rounds of a day's slots, ${Math.max(10, Math.round(ROUNDS / 5))} of the 14 days'; ${POST_DAYS} days booked over HTTP, each free time by ${COPIES} customers. Load average ${loadBefore.toFixed(2)} at the start, ${loadavg()[0]!.toFixed(2)} at the end.`,
  );

  // Breakage, not budgets: a status other than booked or taken fails the bench (a timeout on a
  // loaded machine is an error of the table, not breakage).
  const unexpected = (r: LoadResult | undefined) => Object.keys(r?.statuses ?? {}).filter((code) => /^\d+$/.test(code) && !["200", "409"].includes(code));
  expect(unexpected(lite)).toEqual([]);
  expect(unexpected(pgb)).toEqual([]);
  expect(lite.statuses["200"]).toBeGreaterThan(0);
  expect(lite.statuses["409"]).toBeGreaterThan(0);
});
