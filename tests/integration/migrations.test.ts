import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestDatabase, createTestDatabaseBefore, firstBarberId } from "../support/test-database";
import { seedDatabase } from "~db/seed/seed.server";
import { barbers, bookings, customers, products, services } from "~db/schema";
import { seedProducts } from "~db/seed/products";
import { seedServices } from "~db/seed/services";

describe("migrations and seed", () => {
  it("apply on an empty database, then again as a no-op", async () => {
    const database = await createTestDatabase();
    try {
      const rows = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
      const count = async () => (await rows<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`))[0]!.n;
      const applied = await count();
      expect(applied).toBeGreaterThanOrEqual(2);
      await database.migrate();
      expect(await count()).toBe(applied);
      const tables = await rows<{ table_name: string }>(sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`);
      expect(tables.map((r) => r.table_name)).toEqual(
        expect.arrayContaining([
          "user",
          "session",
          "account",
          "verification",
          "rate_limit",
          "services",
          "customers",
          "bookings",
          "service_reviews",
          "products",
          "product_reviews",
          "orders",
          "order_items",
          "newsletter_subscribers",
          "contact_messages",
          "job_applications",
          "email_outbox",
        ]),
      );
    } finally {
      await database.close();
    }
  });

  it("seeds once: a second run inserts nothing", async () => {
    const database = await createTestDatabase();
    try {
      const first = await seedDatabase(database.db);
      expect(first).toEqual({ services: seedServices.length, products: seedProducts.length, barbers: 3 });
      expect(await seedDatabase(database.db)).toEqual({ services: 0, products: 0, barbers: 0 });
      expect((await database.db.select({ name: barbers.name }).from(barbers)).map((b) => b.name).sort()).toEqual(["Karim", "Lucas", "Yanis"]);
      const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(products);
      expect(row!.n).toBe(seedProducts.length);
    } finally {
      await database.close();
    }
  });

  it("a real salon's new database keeps the one barber the migrations made: no demo team", async () => {
    const database = await createTestDatabase();
    try {
      expect(await seedDatabase(database.db, { team: false })).toEqual({ services: seedServices.length, products: seedProducts.length, barbers: 0 });
      expect(await database.db.select({ name: barbers.name, active: barbers.active }).from(barbers)).toEqual([{ name: "Monsieur Moustache", active: true }]);
    } finally {
      await database.close();
    }
  });

  it("refuses two confirmed bookings whose times overlap, and frees the time on cancel", async () => {
    const database = await createTestDatabase();
    const { db } = database;
    try {
      await seedDatabase(db);
      const [service] = await db.select().from(services).limit(1);
      const [customer] = await db.insert(customers).values({ name: "Jean Test", email: "jean@example.test", phone: "0600000000" }).returning();
      const barberId = await firstBarberId(db);
      const [secondBarber] = await db.insert(barbers).values({ name: "Second fauteuil", position: 1 }).returning();
      const booking = (timeSlot: string, during: string, barber = barberId) => ({
        serviceId: service!.id,
        customerId: customer!.id,
        barberId: barber,
        customerName: "Jean Test",
        customerPhone: "0600000000",
        date: "2026-11-23",
        timeSlot,
        durationMinutes: 60,
        priceCents: 2500,
        title: "Coupe",
        during,
        blocked: during,
      });
      const [first] = await db.insert(bookings).values(booking("10:00", "[2026-11-23 09:00:00+00,2026-11-23 10:00:00+00)")).returning();
      const overlapping = db.insert(bookings).values(booking("10:30", "[2026-11-23 09:30:00+00,2026-11-23 10:30:00+00)"));
      await expect(overlapping).rejects.toMatchObject({ cause: expect.objectContaining({ code: "23P01" }) });
      // Another barber's chair is free at the same time.
      await db.insert(bookings).values(booking("10:30", "[2026-11-23 09:30:00+00,2026-11-23 10:30:00+00)", secondBarber!.id));
      // Back to back is fine: ranges are half-open.
      await db.insert(bookings).values(booking("11:00", "[2026-11-23 10:00:00+00,2026-11-23 10:30:00+00)"));
      await db
        .update(bookings)
        .set({ status: "cancelled" })
        .where(sql`${bookings.id} = ${first!.id}`);
      await db.insert(bookings).values(booking("10:30", "[2026-11-23 09:30:00+00,2026-11-23 10:00:00+00)"));
    } finally {
      await database.close();
    }
  });

  it("upgrades a database of the one-chair release: its bookings and blocks go to a first barber, one chair each from then on", async () => {
    // The migrations as they stood before the team.
    const database = await createTestDatabaseBefore("_team");
    const { db } = database;
    const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
    try {
      await db.execute(sql`
        with service as (
          insert into services (slug, title, duration_minutes, price_cents, category) values ('coupe', 'Coupe', 30, 2000, 'homme') returning id
        ), customer as (
          insert into customers (name, email, phone) values ('Jean Ancien', 'ancien@example.test', '0610203040') returning id
        )
        insert into bookings (service_id, customer_id, customer_name, customer_phone, date, time_slot, duration_minutes, price_cents, during)
        select service.id, customer.id, 'Jean Ancien', '0610203040', d.date, '10:00', 30, 2000, d.during
        from service, customer, (values ('2026-11-23'::date, '[2026-11-23 09:00:00+00,2026-11-23 09:30:00+00)'::tstzrange),
                                        ('2026-11-24'::date, '[2026-11-24 09:00:00+00,2026-11-24 09:30:00+00)'::tstzrange)) as d(date, during)`);
      await db.execute(sql`insert into agenda_blocks (date, during, label) values ('2026-11-23', '[2026-11-23 13:00:00+00,2026-11-23 14:00:00+00)', 'Pause')`);
      await database.upgrade();
      const team = await rows<{ id: string; name: string; active: boolean }>(sql`select id, name, active from barbers`);
      expect(team).toEqual([{ id: expect.any(String), name: "Monsieur Moustache", active: true }]);
      expect(await rows(sql`select distinct barber_id from bookings`)).toEqual([{ barber_id: team[0]!.id }]);
      // A block of before was the whole salon's.
      expect(await rows(sql`select barber_id from agenda_blocks`)).toEqual([{ barber_id: null }]);
      const insert = (barber: string) =>
        db.execute(sql`insert into bookings (service_id, customer_id, barber_id, customer_name, customer_phone, date, time_slot, title, duration_minutes, price_cents, during, blocked)
          select service_id, customer_id, ${barber}, customer_name, customer_phone, date, time_slot, title, duration_minutes, price_cents, during, blocked from bookings where date = '2026-11-23'`);
      await expect(insert(team[0]!.id)).rejects.toMatchObject({ cause: expect.objectContaining({ code: "23P01" }) });
      const [second] = await rows<{ id: string }>(sql`insert into barbers (name, position) values ('Second', 1) returning id`);
      await insert(second!.id);
      expect(await rows(sql`select count(*)::int as n from bookings where date = '2026-11-23' and status = 'confirmed'`)).toEqual([{ n: 2 }]);
    } finally {
      await database.close();
    }
  });

  it("gives the bookings made before they kept their own name and phone those of their customer", async () => {
    // The migrations as they stood before bookings kept their own name and phone.
    const database = await createTestDatabaseBefore("_booking_contact");
    const { db } = database;
    try {
      await db.execute(sql`
        with service as (
          insert into services (slug, title, duration_minutes, price_cents, category) values ('coupe', 'Coupe', 30, 2000, 'homme') returning id
        ), customer as (
          insert into customers (name, email, phone) values ('Jean Ancien', 'ancien@example.test', '06 10 20 30 40') returning id
        )
        insert into bookings (service_id, customer_id, date, time_slot, duration_minutes, price_cents, during)
        select service.id, customer.id, '2026-11-23', '10:00', 30, 2000, '[2026-11-23 09:00:00+00,2026-11-23 09:30:00+00)'
        from service, customer`);
      await database.upgrade();
      const rows = (await db.execute(sql`select customer_name, customer_phone from bookings`)) as unknown as { rows: unknown[] };
      expect(rows.rows).toEqual([{ customer_name: "Jean Ancien", customer_phone: "06 10 20 30 40" }]);
    } finally {
      await database.close();
    }
  });

  it("gives the bookings made before visits of several services their title, their one line and the time they take, and the waits their visit", async () => {
    // The migrations as they stood before the service list was run from the admin.
    const database = await createTestDatabaseBefore("_service_list");
    const { db } = database;
    const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
    try {
      await db.execute(sql`
        with service as (
          insert into services (slug, title, duration_minutes, price_cents, category, position) values ('coupe', 'Coupe', 45, 2300, 'Coiffure', 3) returning id
        ), customer as (
          insert into customers (name, email, phone) values ('Jean Ancien', 'ancien@example.test', '06 10 20 30 40') returning id
        )
        insert into bookings (service_id, customer_id, barber_id, customer_name, customer_phone, date, time_slot, duration_minutes, price_cents, during)
        select service.id, customer.id, (select id from barbers limit 1), 'Jean Ancien', '06 10 20 30 40', '2026-11-23', '10:00', 45, 2300,
               '[2026-11-23 09:00:00+00,2026-11-23 10:00:00+00)'
        from service, customer`);
      await db.execute(
        sql`insert into services (slug, title, duration_minutes, price_cents, category, position) values ('barbe', 'Barbe', 30, 1500, 'Barbe', 100)`,
      );
      await db.execute(
        sql`insert into waitlist_entries (service_id, date, email, token_hash) select id, '2026-11-24', 'attente@example.test', 'h' from services where slug = 'coupe'`,
      );
      await database.upgrade();
      expect(await rows(sql`select name, position from service_categories order by position`)).toEqual([
        { name: "Coiffure", position: 0 },
        { name: "Barbe", position: 1 },
      ]);
      expect(await rows(sql`select buffer_minutes, bookable_online, retired_at from services where slug = 'coupe'`)).toEqual([
        { buffer_minutes: 0, bookable_online: true, retired_at: null },
      ]);
      expect(await rows(sql`select title, buffer_minutes, blocked = during as same from bookings`)).toEqual([
        { title: "Coupe", buffer_minutes: 0, same: true },
      ]);
      expect(await rows(sql`select position, title, duration_minutes, price_cents from booking_services`)).toEqual([
        { position: 0, title: "Coupe", duration_minutes: 45, price_cents: 2300 },
      ]);
      expect(await rows(sql`select service_ids = array[service_id] as same from waitlist_entries`)).toEqual([{ same: true }]);
      // The chair's guarantee now covers the time taken: an overlap of it is refused.
      await db.execute(sql`update bookings set blocked = tstzrange(lower(during), upper(during) + interval '30 minutes', '[)')`);
      const overlapping =
        db.execute(sql`insert into bookings (service_id, customer_id, barber_id, customer_name, customer_phone, date, time_slot, title, duration_minutes, price_cents, during, blocked)
          select service_id, customer_id, barber_id, customer_name, customer_phone, date, '11:00', title, duration_minutes, price_cents,
                 '[2026-11-23 10:00:00+00,2026-11-23 10:30:00+00)', '[2026-11-23 10:00:00+00,2026-11-23 10:30:00+00)' from bookings`);
      await expect(overlapping).rejects.toMatchObject({ cause: expect.objectContaining({ code: "23P01" }) });
    } finally {
      await database.close();
    }
  });
});
