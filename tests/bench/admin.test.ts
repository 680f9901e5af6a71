import { performance } from "node:perf_hooks";
import { gte, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { listAdminBookings } from "~/features/admin/bookings.server";
import { readBookingFilters } from "~/features/admin/booking-filters";
import { bookings } from "~db/schema";
import { seedDatabase } from "~db/seed/seed.server";
import { useTestDatabase } from "../support/test-database";

// Figures, not pass/fail thresholds: `npm run bench` prints them. DATABASE_URL switches to PostgreSQL.
const database = useTestDatabase();
const print = (line: string) => process.stdout.write(`  ${line}\n`);

const BOOKINGS = 10_000;

/** Median time of `rounds` calls, after a few to warm up. */
async function median<T>(run: () => Promise<T>, rounds = 15): Promise<{ ms: number; result: T }> {
  let result = await run();
  for (let i = 0; i < 3; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    result = await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(rounds / 2)]!, result };
}

it("admin bookings: a page of 10 000 bookings, searched and filtered on the server", async () => {
  const { db } = database.current;
  await seedDatabase(db);
  // 2 000 customers and 10 000 bookings, 20 a day from 1 January 2026, one in seven cancelled.
  await db.execute(sql`
    insert into customers (name, email, phone)
    select 'Client ' || g, 'client' || g || '@example.test', '06 ' || lpad((g * 7919 % 100000000)::text, 8, '0')
    from generate_series(1, 2000) g`);
  await db.execute(sql`
    with picked as (
      select g,
        date '2026-01-01' + (g / 20) as day,
        time '10:00' + ((g % 20) * interval '30 minutes') as slot,
        (select id from services where slug = 'coupe-shampoing') as service_id,
        (select id from barbers order by created_at limit 1) as barber_id,
        'client' || (g % 2000 + 1) || '@example.test' as email
      from generate_series(0, ${BOOKINGS - 1}) g
    )
    insert into bookings (service_id, barber_id, customer_id, customer_name, customer_phone, date, time_slot, title, duration_minutes, price_cents, during, blocked, status)
    select service_id, barber_id, customers.id, customers.name, customers.phone, day, to_char(slot, 'HH24:MI'), 'Coupe + shampoing', 30, 2000,
      tstzrange((day + slot) at time zone 'Europe/Paris', (day + slot + interval '30 minutes') at time zone 'Europe/Paris', '[)'),
      tstzrange((day + slot) at time zone 'Europe/Paris', (day + slot + interval '30 minutes') at time zone 'Europe/Paris', '[)'),
      case when g % 7 = 0 then 'cancelled' else 'confirmed' end
    from picked join customers using (email)`);

  const now = new Date("2026-11-22T08:00:00Z");
  const cases: Array<[label: string, query: string]> = [
    ["upcoming, first page", ""],
    ["upcoming, page 100", "page=100"],
    ["past, first page", "when=past"],
    ["search by phone", "q=06 0000"],
    ["search by name", "q=client 1234"],
    ["cancelled only", "status=cancelled"],
  ];
  const upcoming = await db.$count(bookings, gte(bookings.date, "2026-11-22"));
  for (const [label, query] of cases) {
    const { ms, result } = await median(() => listAdminBookings(readBookingFilters(new URLSearchParams(query)), now));
    print(`admin bookings (${label}): ${ms.toFixed(1)} ms median, ${result.found} found, ${result.bookings.length} shown (${database.current.kind})`);
    expect(result.bookings.length).toBeGreaterThan(0);
    if (query === "") expect(result.found).toBe(upcoming);
    if (query === "page=100") expect(result.page).toBe(100);
  }
});
