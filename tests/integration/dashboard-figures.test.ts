import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { figuresOf, loadDashboard } from "~/features/admin/dashboard/figures.server";
import { periodOf } from "~/features/admin/dashboard/period";
import { todayView } from "~/features/admin/dashboard/today.server";
import { parisInstant } from "~/lib/paris-time";
import {
  barberAbsences,
  barbers,
  barberWeeklyHours,
  bookingDeposits,
  bookings,
  bookingServices,
  customers,
  invoiceDocuments,
  orderItems,
  orders,
  scheduleExceptions,
  serviceCategoryRows,
  serviceReviews,
  services,
  waitlistEntries,
  weeklyHours,
} from "~db/schema";
import { firstBarberId, useTestDatabase } from "../support/test-database";

// A salon small enough to work every figure out by hand (the comments give each computation).
//
// Hours: Tuesday to Saturday 10:00–19:00 (540 min); closed Monday and Sunday; closed Wednesday
// 11 November (a closure). Ana works the salon's hours. Bruno: Tuesday 14:00–19:00 (300 min), no
// Saturday, absent 17–18 November.
// Open minutes: November 2026 (Sunday 1st): 4 Tue + 4 Wed + 4 Thu + 4 Fri + 4 Sat = 20 days, less
// the 11th = 19 days. Ana 19 × 540 = 10 260. Bruno: Tue 3, 10, 24 (17 absent) 3 × 300 = 900; Wed 4,
// 25 (11 closed, 18 absent) 2 × 540 = 1 080; Thu 4 × 540 = 2 160; Fri 4 × 540 = 2 160 → 6 300.
// October 2026 (Thursday 1st): Thu 5, Fri 5, Sat 5, Tue 4, Wed 4 = 23 days. Ana 23 × 540 = 12 420.
// Bruno: 4 × 300 + 4 × 540 + 5 × 540 + 5 × 540 = 8 760.
//
// "Now" is Friday 20 November 2026, 17:45 in Paris (16:45 UTC).
const NOW = new Date("2026-11-20T16:45:00Z");

const database = useTestDatabase();
const db = () => database.current.db;
const ids = { ana: "", bruno: "", coupe: "", barbe: "" };
const client: Record<"alice" | "bob" | "chloe" | "david", string> = { alice: "", bob: "", chloe: "", david: "" };

type Line = "coupe" | "barbe";
const LINES = { coupe: { title: "Coupe", minutes: 30, price: 2500 }, barbe: { title: "Barbe", minutes: 20, price: 1500 } } as const;

/** A booking written as the booking code writes it: its span, its services, its price. */
async function booking(o: {
  who: keyof typeof client;
  barber: "ana" | "bruno";
  date: string;
  time: string;
  lines: Line[];
  status?: "confirmed" | "cancelled" | "pending";
  channel?: "online" | "phone";
  noShow?: boolean;
}): Promise<string> {
  const minutes = o.lines.reduce((sum, l) => sum + LINES[l].minutes, 0);
  const price = o.lines.reduce((sum, l) => sum + LINES[l].price, 0);
  const start = parisInstant(o.date, o.time);
  const end = new Date(start.getTime() + minutes * 60_000);
  const span = `[${start.toISOString()},${end.toISOString()})`;
  const [customer] = await db().select().from(customers).where(eq(customers.id, client[o.who]));
  const [row] = await db()
    .insert(bookings)
    .values({
      serviceId: ids[o.lines[0]!],
      customerId: customer!.id,
      barberId: ids[o.barber],
      customerName: customer!.name,
      customerPhone: customer!.phone,
      date: o.date,
      timeSlot: o.time,
      title: o.lines.map((l) => LINES[l].title).join(" + "),
      durationMinutes: minutes,
      priceCents: price,
      during: span,
      blocked: span,
      status: o.status ?? "confirmed",
      holdUntil: o.status === "pending" ? new Date(NOW.getTime() + 10 * 60_000) : null,
      channel: o.channel ?? "online",
      noShowAt: o.noShow ? end : null,
      createdAt: new Date(start.getTime() - 5 * 86_400_000),
    })
    .returning({ id: bookings.id });
  await db()
    .insert(bookingServices)
    .values(
      o.lines.map((l, position) => ({
        bookingId: row!.id,
        position,
        serviceId: ids[l],
        title: LINES[l].title,
        durationMinutes: LINES[l].minutes,
        priceCents: LINES[l].price,
      })),
    );
  return row!.id;
}

let documentSequence = 0;
/** An invoice or a credit note, as issued (its snapshot is not read by the figures). */
async function document(
  kind: "invoice" | "credit_note",
  source: { orderId: string } | { bookingId: string },
  issuedAt: string,
  cents: number,
  invoiceId?: string,
) {
  documentSequence += 1;
  const [row] = await db()
    .insert(invoiceDocuments)
    .values({
      kind,
      number: `${kind === "invoice" ? "FA" : "AV"}-2026-T${String(documentSequence).padStart(4, "0")}`,
      year: 2026,
      sequence: 900_000 + documentSequence,
      ...source,
      invoiceId: invoiceId ?? null,
      issuedAt: new Date(issuedAt),
      totalCents: cents,
      snapshot: {},
    })
    .returning({ id: invoiceDocuments.id });
  return row!.id;
}

let orderSequence = 0;
/** A paid order and its invoice; cancelled later with its credit note when `cancelledAt` is given. */
async function order(o: {
  who: keyof typeof client;
  at: string;
  items: Array<[name: string, quantity: number, cents: number]>;
  fee: number;
  cancelledAt?: string;
  status?: "to_ship" | "completed";
}) {
  orderSequence += 1;
  const subtotal = o.items.reduce((sum, [, q, c]) => sum + q * c, 0);
  const [customer] = await db().select().from(customers).where(eq(customers.id, client[o.who]));
  const [row] = await db()
    .insert(orders)
    .values({
      userEmail: customer!.email!,
      customerId: customer!.id,
      orderNumber: `CMD-T-${orderSequence}`,
      status: o.cancelledAt ? "cancelled" : (o.status ?? "completed"),
      deliveryMode: o.fee ? "homeDelivery" : "pickUpInStore",
      subtotalCents: subtotal,
      deliveryFeeCents: o.fee,
      totalCents: subtotal + o.fee,
      paymentProvider: "demo",
      paymentReference: `demo-t-${orderSequence}`,
      createdAt: new Date(o.at),
      cancelledAt: o.cancelledAt ? new Date(o.cancelledAt) : null,
    })
    .returning({ id: orders.id });
  await db()
    .insert(orderItems)
    .values(o.items.map(([name, quantity, cents]) => ({ orderId: row!.id, productName: name, productCategory: "barbe-rasage", quantity, priceCents: cents })));
  const invoice = await document("invoice", { orderId: row!.id }, o.at, subtotal + o.fee);
  if (o.cancelledAt) await document("credit_note", { orderId: row!.id }, o.cancelledAt, subtotal + o.fee, invoice);
}

/** Arrhes paid for a booking: their invoice, and their credit note when refunded. */
async function arrhes(bookingId: string, cents: number, status: "paid" | "kept" | "refunded", paidAt: string, refundedAt?: string) {
  await db()
    .insert(bookingDeposits)
    .values({ bookingId, amountCents: cents, reason: "service", status, provider: "demo", paidAt: new Date(paidAt) });
  const invoice = await document("invoice", { bookingId }, paidAt, cents);
  if (refundedAt) await document("credit_note", { bookingId }, refundedAt, cents, invoice);
}

beforeAll(async () => {
  await db().insert(serviceCategoryRows).values({ name: "Coiffure" });
  const made = await db()
    .insert(services)
    .values([
      { slug: "coupe", title: "Coupe", durationMinutes: 30, priceCents: 2500, category: "Coiffure" },
      { slug: "barbe", title: "Barbe", durationMinutes: 20, priceCents: 1500, category: "Coiffure" },
    ])
    .returning({ id: services.id, slug: services.slug });
  ids.coupe = made.find((s) => s.slug === "coupe")!.id;
  ids.barbe = made.find((s) => s.slug === "barbe")!.id;
  ids.ana = await firstBarberId(db());
  await db().update(barbers).set({ name: "Ana" }).where(eq(barbers.id, ids.ana));
  const [bruno] = await db().insert(barbers).values({ name: "Bruno", position: 5 }).returning({ id: barbers.id });
  ids.bruno = bruno!.id;

  await db().delete(weeklyHours);
  await db()
    .insert(weeklyHours)
    .values([1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, blocks: weekday === 1 || weekday === 7 ? [] : [["10:00", "19:00"] as [string, string]] })));
  await db()
    .insert(barberWeeklyHours)
    .values([
      { barberId: ids.bruno, weekday: 2, blocks: [["14:00", "19:00"]] },
      { barberId: ids.bruno, weekday: 6, blocks: [] },
    ]);
  await db().insert(scheduleExceptions).values({ from: "2026-11-11", to: "2026-11-11", blocks: [], label: "Armistice" });
  await db().insert(barberAbsences).values({ barberId: ids.bruno, from: "2026-11-17", to: "2026-11-18", label: "Congés" });

  const people = await db()
    .insert(customers)
    .values([
      { name: "Alice Martin", email: "alice@example.test", phone: "0611111111" },
      { name: "Bob Durand", email: "bob@example.test", phone: "0622222222" },
      { name: "Chloé Petit", email: "chloe@example.test", phone: "0633333333" },
      { name: "David Roux", email: null, phone: "0644444444" },
    ])
    .returning({ id: customers.id, name: customers.name });
  client.alice = people[0]!.id;
  client.bob = people[1]!.id;
  client.chloe = people[2]!.id;
  client.david = people[3]!.id;

  // October (the period before).
  await booking({ who: "david", barber: "ana", date: "2026-10-01", time: "10:00", lines: ["coupe"], channel: "phone" }); // O3
  await booking({ who: "alice", barber: "ana", date: "2026-10-06", time: "10:00", lines: ["coupe"] }); // O1
  await booking({ who: "bob", barber: "bruno", date: "2026-10-08", time: "11:00", lines: ["coupe"], channel: "phone" }); // O2
  // November.
  await booking({ who: "alice", barber: "ana", date: "2026-11-03", time: "10:00", lines: ["coupe", "barbe"] }); // N1, 50 min, 40 €
  await booking({ who: "bob", barber: "bruno", date: "2026-11-05", time: "10:00", lines: ["coupe"], channel: "phone" }); // N2
  const n3 = await booking({ who: "chloe", barber: "ana", date: "2026-11-06", time: "14:00", lines: ["coupe"], noShow: true }); // N3 'Absent'
  await booking({ who: "chloe", barber: "ana", date: "2026-11-07", time: "10:00", lines: ["barbe"] }); // N4
  await booking({ who: "alice", barber: "ana", date: "2026-11-24", time: "10:00", lines: ["coupe"] }); // N5, to come
  const n6 = await booking({ who: "david", barber: "bruno", date: "2026-11-12", time: "15:00", lines: ["coupe"], status: "cancelled" }); // N6
  const n7 = await booking({ who: "bob", barber: "bruno", date: "2026-11-13", time: "10:00", lines: ["coupe"], status: "cancelled" }); // N7
  await booking({ who: "david", barber: "bruno", date: "2026-11-19", time: "16:00", lines: ["barbe"], channel: "phone" }); // N8
  await booking({ who: "bob", barber: "ana", date: "2026-11-25", time: "10:00", lines: ["coupe"], status: "pending" }); // N9, held
  await booking({ who: "bob", barber: "ana", date: "2026-11-20", time: "17:00", lines: ["coupe"] }); // N11, over at 17:30
  await booking({ who: "chloe", barber: "bruno", date: "2026-11-20", time: "17:30", lines: ["coupe"] }); // N12, begun, not over
  await booking({ who: "david", barber: "ana", date: "2026-11-20", time: "18:00", lines: ["barbe"], channel: "phone" }); // N13, to come

  await arrhes(n3, 1000, "kept", "2026-10-30T10:00:00Z"); // Absent: kept, invoiced in October
  await arrhes(n6, 1000, "refunded", "2026-11-02T10:00:00Z", "2026-11-12T10:00:00Z"); // cancelled in time: refunded
  await arrhes(n7, 500, "kept", "2026-11-03T10:00:00Z"); // cancelled too late: kept

  // P2 at 23:30 UTC on 31 October is 00:30 on 1 November in Paris: November's.
  await order({ who: "alice", at: "2026-11-10T11:00:00Z", items: [["Huile à barbe", 2, 1500]], fee: 590 }); // P1 35,90 €
  await order({ who: "bob", at: "2026-10-31T23:30:00Z", items: [["Shampoing", 1, 1200]], fee: 0, status: "to_ship" }); // P2 12 €
  await order({
    who: "chloe",
    at: "2026-11-12T10:00:00Z",
    items: [
      ["Huile à barbe", 1, 1500],
      ["Baume", 1, 2000],
    ],
    fee: 0,
    cancelledAt: "2026-11-14T10:00:00Z",
  }); // P3
  await order({ who: "alice", at: "2026-10-20T10:00:00Z", items: [["Baume", 2, 2000]], fee: 590, cancelledAt: "2026-11-02T09:00:00Z" }); // P4 45,90 €

  await db().insert(serviceReviews).values({ customerName: "Bob", rating: 5, comment: "Parfait", status: "pending" });
  await db()
    .insert(waitlistEntries)
    .values([
      { serviceId: ids.coupe, serviceIds: [ids.coupe], date: "2026-11-21", email: "w1@example.test", tokenHash: "w1" },
      { serviceId: ids.coupe, serviceIds: [ids.coupe], date: "2026-11-19", email: "w2@example.test", tokenHash: "w2" },
    ]);
});

describe("the figures of a month, worked out by hand", () => {
  it("November 2026", async () => {
    const f = await figuresOf(periodOf("mois", "2026-11-20"), NOW, db());
    // Honoured: N1 40 + N2 25 + N4 15 + N8 15 + N11 25 = 120 €; arrhes kept on visits not honoured:
    // N3 (Absent) 10 + N7 (cancelled late) 5 = 15 €. N6's were refunded; N5, N13 are to come; N12 is not over.
    expect(f.servicesRevenueCents).toBe(13_500);
    expect(f.visits).toBe(5);
    // Invoices P1 35,90 + P2 12 + P3 35 − credit notes P3 35 − P4 45,90 = 2 €.
    expect(f.shopRevenueCents).toBe(200);
    // Arrhes: N6 10 + N7 5 − N6's credit note 10 = 5 € (N3's were invoiced in October).
    expect(f.depositsInvoicedCents).toBe(500);
    expect(f.invoicedNetCents).toBe(700);
    // Begun: N1, N2, N3, N4, N8, N11, N12; absent: N3.
    expect(f.begunAppointments).toBe(7);
    expect(f.noShows).toBe(1);
    // Visitors: Alice (October before), Bob (October), Chloé (first), David (October 1st): 1 new, 3 returning.
    expect(f.newClients).toBe(1);
    expect(f.returningClients).toBe(3);
    // N1 → N5 (24th), N2 → N11 (20th), N4 → N12 (20th), N8 → N13 (20th); N11: only a held time after.
    expect(f.rebooking).toEqual({ visits: 5, rebooked: 4 });
    // Ana: N1 50 + N3 30 + N4 20 + N5 30 + N11 30 + N13 20 = 180; Bruno: N2 30 + N8 20 + N12 30 = 80.
    expect(f.fill).toEqual([
      { barberId: ids.ana, name: "Ana", bookedMinutes: 180, openMinutes: 10_260 },
      { barberId: ids.bruno, name: "Bruno", bookedMinutes: 80, openMinutes: 6_300 },
    ]);
    // Coupe: N1, N2, N11 (3, 75 €); Barbe: N1, N4, N8 (3, 45 €): a tie on count, the revenue first.
    expect(f.topServices).toEqual([
      { title: "Coupe", count: 3, revenueCents: 7_500 },
      { title: "Barbe", count: 3, revenueCents: 4_500 },
    ]);
    // P1 and P2 (P3 cancelled; P4 is October's).
    expect(f.topProducts).toEqual([
      { name: "Huile à barbe", quantity: 2, revenueCents: 3_000 },
      { name: "Shampoing", quantity: 1, revenueCents: 1_200 },
    ]);
    // Confirmed: N1, N3, N4, N5, N11, N12 online; N2, N8, N13 by phone.
    expect(f.channels).toEqual({ online: 6, phone: 3 });
    // A bar a day; their sums are the month's.
    expect(f.revenue).toHaveLength(30);
    const day = (d: number) => f.revenue[d - 1]!;
    expect([
      day(3).servicesCents,
      day(5).servicesCents,
      day(6).servicesCents,
      day(7).servicesCents,
      day(13).servicesCents,
      day(19).servicesCents,
      day(20).servicesCents,
    ]).toEqual([4_000, 2_500, 1_000, 1_500, 500, 1_500, 2_500]);
    expect([day(1).shopCents, day(2).shopCents, day(10).shopCents, day(12).shopCents, day(14).shopCents]).toEqual([1_200, -4_590, 3_590, 3_500, -3_500]);
    expect(f.revenue.reduce((s, p) => s + p.servicesCents, 0)).toBe(f.servicesRevenueCents);
    expect(f.revenue.reduce((s, p) => s + p.shopCents, 0)).toBe(f.shopRevenueCents);
    expect(day(1).label).toBe("1");
  });

  it("October 2026, the month before", async () => {
    const f = await figuresOf(periodOf("mois", "2026-10-15"), NOW, db());
    // O1, O2, O3: 3 × 25 €.
    expect(f.servicesRevenueCents).toBe(7_500);
    // P4's invoice (45,90 €); P2 belongs to November in Paris.
    expect(f.shopRevenueCents).toBe(4_590);
    expect(f.depositsInvoicedCents).toBe(1_000);
    expect(f.invoicedNetCents).toBe(5_590);
    expect([f.visits, f.begunAppointments, f.noShows]).toEqual([3, 3, 0]);
    expect([f.newClients, f.returningClients]).toEqual([3, 0]);
    // O1 → N1 (3 Nov ≤ 17 Nov), O2 → N2 (5 Nov ≤ 19 Nov), O3 → N8 (19 Nov > 12 Nov): 2 of 3.
    expect(f.rebooking).toEqual({ visits: 3, rebooked: 2 });
    expect(f.fill).toEqual([
      { barberId: ids.ana, name: "Ana", bookedMinutes: 60, openMinutes: 12_420 },
      { barberId: ids.bruno, name: "Bruno", bookedMinutes: 30, openMinutes: 8_760 },
    ]);
    expect(f.topProducts).toEqual([]);
    expect(f.channels).toEqual({ online: 1, phone: 2 });
  });

  it("a week, the week before, and the year", async () => {
    // Monday 16 to Sunday 22 November: N8 15 € and N11 25 € honoured; N12 begun; N13 to come.
    const week = await figuresOf(periodOf("semaine", "2026-11-20"), NOW, db());
    expect(week.servicesRevenueCents).toBe(4_000);
    expect([week.visits, week.begunAppointments, week.noShows]).toEqual([2, 3, 0]);
    expect(week.channels).toEqual({ online: 2, phone: 2 });
    // David (N8) and Bob (N11) came before: both returning; N8 → N13, N11 → nothing.
    expect([week.newClients, week.returningClients]).toEqual([0, 2]);
    expect(week.rebooking).toEqual({ visits: 2, rebooked: 1 });
    // Ana: Tue–Sat 5 × 540; Bruno: Tue and Wed absent, Thu and Fri 540, no Saturday.
    expect(week.fill).toEqual([
      { barberId: ids.ana, name: "Ana", bookedMinutes: 50, openMinutes: 2_700 },
      { barberId: ids.bruno, name: "Bruno", bookedMinutes: 50, openMinutes: 1_080 },
    ]);
    expect(week.shopRevenueCents).toBe(0);
    expect(week.revenue.map((p) => p.label)).toEqual(["lun. 16", "mar. 17", "mer. 18", "jeu. 19", "ven. 20", "sam. 21", "dim. 22"]);

    // 9–15 November: N7's arrhes kept (5 €); P1 35,90 + P3 35 − P3 35 = 35,90 €; N6's credit note −10 €. Wednesday closed.
    const before = await figuresOf(periodOf("semaine", "2026-11-10"), NOW, db());
    expect(before.servicesRevenueCents).toBe(500);
    expect(before.shopRevenueCents).toBe(3_590);
    expect(before.depositsInvoicedCents).toBe(-1_000);
    expect(before.fill[0]).toEqual({ barberId: ids.ana, name: "Ana", bookedMinutes: 0, openMinutes: 2_160 });

    const year = await figuresOf(periodOf("annee", "2026-06-01"), NOW, db());
    expect(year.servicesRevenueCents).toBe(21_000);
    expect(year.shopRevenueCents).toBe(4_790);
    expect(year.depositsInvoicedCents).toBe(1_500);
    expect(year.invoicedNetCents).toBe(6_290);
    expect([year.newClients, year.returningClients]).toEqual([4, 0]);
    expect(year.revenue).toHaveLength(12);
    expect(year.revenue[9]).toEqual({ label: "oct.", from: "2026-10-01", servicesCents: 7_500, shopCents: 4_590 });
    expect(year.revenue[10]).toEqual({ label: "nov.", from: "2026-11-01", servicesCents: 13_500, shopCents: 200 });
  });

  it("a period without anything: zeros, no division", async () => {
    const f = await figuresOf(periodOf("mois", "2025-02-10"), NOW, db());
    expect([f.servicesRevenueCents, f.shopRevenueCents, f.visits, f.begunAppointments, f.newClients]).toEqual([0, 0, 0, 0, 0]);
    expect(f.topServices).toEqual([]);
    expect(f.revenue).toHaveLength(28);
  });
});

describe("today, and the dashboard", () => {
  it("each barber's day and the next appointment, orders to prepare, reviews to moderate, waits", async () => {
    const today = await todayView(NOW, db());
    expect(today.date).toBe("2026-11-20");
    expect(today.barbers).toEqual([
      { barberId: ids.ana, name: "Ana", appointments: 2, next: { time: "18:00", title: "Barbe", customerName: "David Roux" } },
      { barberId: ids.bruno, name: "Bruno", appointments: 1, next: null },
    ]);
    expect([today.ordersToPrepare, today.reviewsToModerate, today.waitlistWaits]).toEqual([1, 1, 1]);
  });

  it("the month beside the one before", async () => {
    const dashboard = await loadDashboard("mois", "2026-11-03", NOW, db());
    expect(dashboard.period).toEqual({ kind: "mois", from: "2026-11-01", to: "2026-12-01", label: "novembre 2026" });
    expect(dashboard.previous.label).toBe("octobre 2026");
    expect([dashboard.current.servicesRevenueCents, dashboard.before.servicesRevenueCents]).toEqual([13_500, 7_500]);
  });

  it("counts a booking written since (nothing kept in memory)", async () => {
    await db().execute(sql`select 1`);
    const before = (await figuresOf(periodOf("mois", "2026-11-01"), NOW, db())).visits;
    await booking({ who: "alice", barber: "bruno", date: "2026-11-06", time: "10:00", lines: ["coupe"] });
    expect((await figuresOf(periodOf("mois", "2026-11-01"), NOW, db())).visits).toBe(before + 1);
  });
});
