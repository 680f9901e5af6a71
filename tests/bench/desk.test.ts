import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import pg from "pg";
import { expect, it } from "vitest";
import { parisWallClock } from "~/lib/paris-time";
import { openDatabase } from "~db/client.server";
import { desk as budget } from "../support/budgets";
import { postgresBinDir, startPostgres } from "../support/postgres-server";
import { migrationsFolder } from "../support/test-database";
import { BUSY_SALON, seedBusySalon } from "./support/busy-salon";
import { snapshotBuild, startSite, type SiteServer } from "./support/site-server";

// The owner's desk on two years of a busy salon (tests/bench/support/busy-salon.ts: 60 000
// bookings, 8 000 orders, 5 000 clients) on PostgreSQL: the built site, signed in as the admin,
// answers the dashboard's month, a client search and a client's page; p50 and p95 of
// BENCH_DESK_ROUNDS requests each (60 by default), one at a time, whole answers read. Figures
// against tests/support/budgets.ts (`desk`), reported, not failed; only breakage (a status other than
// 200, a page without its figures) fails.

const ROUNDS = Number(process.env.BENCH_DESK_ROUNDS ?? 60);
const ADMIN = { email: "admin@monsieur-moustache.fr", password: "Bench-Admin-2026!" };
const print = (line: string) => process.stdout.write(`${line}\n`);
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** The admin's session cookie: the sign-in form posted as a browser does. */
async function adminCookie(server: SiteServer): Promise<string> {
  const login = await fetch(`${server.url}/admin`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
    body: new URLSearchParams(ADMIN).toString(),
  });
  await login.arrayBuffer();
  const session = login.headers
    .getSetCookie()
    .map((line) => line.split(";", 1)[0]!)
    .filter((pair) => pair.includes("session_token") && !pair.endsWith("="));
  if (login.status !== 302 || session.length !== 1) throw new Error(`admin sign-in answered ${login.status}`);
  return session[0]!;
}

/** p50 and p95 of GETs of `paths` in turn (after a tenth as many to warm up); every answer must be 200 and contain `expected`. */
async function timedPages(server: SiteServer, cookie: string, paths: string[], expected: string): Promise<{ p50: number; p95: number }> {
  const get = async (path: string) => {
    const started = performance.now();
    const res = await fetch(`${server.url}${path}`, { headers: { cookie }, redirect: "manual" });
    const body = await res.text();
    const ms = performance.now() - started;
    if (res.status !== 200 || !body.includes(expected)) throw new Error(`GET ${path}: ${res.status}\n${body.slice(0, 400)}`);
    return ms;
  };
  for (let i = 0; i < Math.max(3, ROUNDS / 10); i++) await get(paths[i % paths.length]!);
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) times.push(await get(paths[i % paths.length]!));
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

it("owner's desk: dashboard, client search and client page on two years of a busy salon (PostgreSQL)", { timeout: 20 * 60_000 }, async () => {
  let missing: string | null = null;
  try {
    postgresBinDir();
  } catch (error) {
    missing = (error as Error).message;
  }
  if (missing) {
    print(`  owner's desk: PostgreSQL not measured: ${missing}`);
    return;
  }
  const loadBefore = loadavg()[0]!;
  const today = parisWallClock(new Date()).date;
  const snapshot = snapshotBuild();
  const postgres = await startPostgres();
  let figures: Record<string, { p50: number; p95: number; limit: number }> = {};
  try {
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query("create database salon_desk");
    await admin.end();
    const url = postgres.url.replace(/\/postgres$/, "/salon_desk");
    const database = openDatabase({ databaseUrl: url, migrationsFolder });
    await database.migrate();
    const started = performance.now();
    await seedBusySalon(database.db, today);
    print(`  busy salon seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    // Clients to search and to open: a spread of the list, with many visits each.
    const picked = await database.db.execute<{ id: string; name: string }>(sql`select id, name from customers where email like 'client%' order by id limit 20`);
    const rows = (picked as unknown as { rows: Array<{ id: string; name: string }> }).rows;
    await database.close();

    const server = await startSite({ root: snapshot.dir, databaseUrl: url, env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
    try {
      const cookie = await adminCookie(server);
      const month = today.slice(0, 7);
      const months = Array.from({ length: 6 }, (_, i) => {
        const d = new Date(`${month}-15T12:00:00Z`);
        d.setUTCMonth(d.getUTCMonth() - i);
        return `/admin/tableau-de-bord?periode=mois&date=${d.toISOString().slice(0, 10)}`;
      });
      figures = {
        "dashboard, a month": { ...(await timedPages(server, cookie, months, "Tableau de bord")), limit: budget.dashboardP95Ms },
        "client search (3 letters of a name, a phone's digits, an e-mail)": {
          ...(await timedPages(
            server,
            cookie,
            ["/admin/clients?q=the", "/admin/clients?q=06%2012", "/admin/clients?q=client12", "/admin/clients?q=lef", "/admin/clients"],
            "Clients",
          )),
          limit: budget.clientSearchP95Ms,
        },
        "a client's page": {
          ...(await timedPages(
            server,
            cookie,
            rows.map((r) => `/admin/clients/${r.id}`),
            "Clients",
          )),
          limit: budget.clientPageP95Ms,
        },
      };
      server.assertAlive();
    } finally {
      await server.stop();
    }
  } finally {
    await postgres.stop();
    snapshot.remove();
  }

  const ms = (n: number) => `${n.toFixed(1)} ms`;
  print("");
  print("| Measure (PostgreSQL) | p50 | p95 | Budget | Verdict |");
  print("|---|---|---|---|---|");
  for (const [label, f] of Object.entries(figures))
    print(`| ${label} | ${ms(f.p50)} | ${ms(f.p95)} | p95 < ${f.limit} ms | ${f.p95 < f.limit ? "pass" : "FAIL"} |`);
  print(
    `\n${BUSY_SALON.bookings} bookings, ${BUSY_SALON.orders} orders, ${BUSY_SALON.clients} clients; ${ROUNDS} requests each, one at a time. Load average ${loadBefore.toFixed(2)} at the start, ${loadavg()[0]!.toFixed(2)} at the end.`,
  );
  expect(Object.keys(figures)).toHaveLength(3);
});
