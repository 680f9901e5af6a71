import { performance } from "node:perf_hooks";
import { expect, it } from "vitest";
import { availableSlots } from "~/features/booking/availability.server";
import { createBooking } from "~/features/booking/booking-write.server";
import { computeSlots } from "~/features/booking/schedule";
import { appointmentSpan, bookingDates } from "~/features/booking/slots";
import { resetConfig } from "~/lib/config.server";
import { services } from "~db/schema";
import { seedDatabase } from "~db/seed/seed.server";
import { useTestDatabase } from "../support/test-database";

// Figures, not pass/fail thresholds: `npm run bench` prints them. DATABASE_URL switches to PostgreSQL.
const database = useTestDatabase();
const print = (line: string) => process.stdout.write(`  ${line}\n`);

it("slot engine: time to compute 14 days of slots", () => {
  const now = new Date("2026-11-22T08:00:00Z");
  const dates = bookingDates(now);
  // A busy fortnight: every other slot of every day already taken.
  const taken = dates.flatMap((d) => ["10:00", "11:00", "12:00", "15:00", "16:00", "17:00", "18:00", "19:00"].map((t) => appointmentSpan(d, t, 30)));
  const run = () => dates.reduce((n, date) => n + computeSlots({ date, now, durationMinutes: 45, taken }).length, 0);
  for (let i = 0; i < 50; i++) run();
  const rounds = 500;
  const started = performance.now();
  let offered = 0;
  for (let i = 0; i < rounds; i++) offered = run();
  const perFortnight = (performance.now() - started) / rounds;
  print(`slots: 14 days computed in ${(perFortnight * 1000).toFixed(0)} µs (${offered} starts offered, ${taken.length} bookings)`);
  expect(offered).toBeGreaterThan(0);
});

it("booking: throughput and conflicts under concurrent requests", async () => {
  process.env.PUBLIC_URL = "http://bench.test";
  process.env.PAYMENT_MODE = "demo";
  resetConfig();
  await seedDatabase(database.current.db);
  const serviceId = (await database.current.db.select({ id: services.id, slug: services.slug }).from(services)).find((s) => s.slug === "coupe-shampoing")!.id;
  const now = new Date("2026-11-22T08:00:00Z");
  const dates = bookingDates(now).slice(1);
  // Each slot of 13 days is asked for by 3 customers at once ('Sans préférence'): as many win as
  // barbers work that day (2 or 3 of the demo team), the others are refused.
  const working = new Map<string, number>();
  for (const date of dates) {
    const day = await availableSlots([serviceId], date, now);
    working.set(date, day.ok ? day.barbers.length : 0);
  }
  const requests = dates
    .flatMap((date) => computeSlots({ date, now, durationMinutes: 30, taken: [] }).flatMap((timeSlot) => [0, 1, 2].map((k) => ({ date, timeSlot, k }))))
    .map((r, n) => ({ ...r, n })); // n: each request its own customer (one may hold only a few appointments)
  const concurrency = 16;
  let ok = 0;
  let conflicts = 0;
  let other = 0;
  const started = performance.now();
  for (let i = 0; i < requests.length; i += concurrency) {
    const wave = requests.slice(i, i + concurrency);
    const results = await Promise.all(
      wave.map((r) =>
        createBooking(
          {
            serviceIds: [serviceId],
            date: r.date,
            timeSlot: r.timeSlot,
            name: "Client Bench",
            email: `bench${r.n}@example.test`,
            phone: `06${String(r.n).padStart(8, "0")}`,
          },
          now,
        ),
      ),
    );
    for (const result of results) {
      if (result.ok) ok++;
      else if (result.code === "SLOT_TAKEN") conflicts++;
      else other++;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const slotsLeft = await availableSlots([serviceId], dates[0]!, now);
  print(
    `booking (${database.current.kind}): ${requests.length} requests in ${seconds.toFixed(2)} s = ${(requests.length / seconds).toFixed(0)} req/s; ` +
      `${ok} booked, ${conflicts} refused as 'Ce créneau n'est plus disponible', ${other} other errors`,
  );
  expect(ok).toBe(requests.filter((r) => r.k < working.get(r.date)!).length);
  expect(conflicts).toBe(requests.length - ok);
  expect(slotsLeft.ok && slotsLeft.slots).toEqual([]);
});
