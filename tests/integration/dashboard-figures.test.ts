import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { figuresOf, loadDashboard } from "~/features/admin/dashboard/figures.server";
import { periodOf } from "~/features/admin/dashboard/period";
import { todayView } from "~/features/admin/dashboard/today.server";
import type { Figures } from "~/features/admin/dashboard/types";
import { issueCreditNote, issueDepositCreditNote, issueDepositInvoice, issueInvoice } from "~/features/invoices/invoices.server";
import { parisInstant, parisWallClock } from "~/lib/paris-time";
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

// A salon small enough to work every figure out by hand; each assertion's comment gives its sum.
//
// "Now" is Friday 20 November 2026, 17:45 in Paris (16:45 UTC).
//
// HOURS. The salon: Tuesday to Saturday 10:00–19:00 (540 min), closed Monday and Sunday, closed on
// Wednesday 11 November (a closure). Ana: the salon's hours. Bruno: Tuesday 14:00–19:00 (300 min),
// no Saturday, absent 17–18 November. Chris: the salon's hours, no longer active (left after
// October), one visit in October.
//
// BOOKINGS (Coupe 30 min 25 €, Barbe 20 min 15 €):
//   S1 Bob    Ana   Wed 26 Aug 10:00 Coupe        online  honoured
//   O1 Alice  Ana   Tue  6 Oct 10:00 Coupe        online  honoured
//   O2 Bob    Bruno Thu  8 Oct 11:00 Coupe        phone   honoured
//   O3 David  Ana   Thu  8 Oct 10:00 Coupe        phone   honoured
//   O4 Bob    Chris Fri 23 Oct 10:00 Barbe        online  honoured
//   N1 Alice  Ana   Tue  3 Nov 10:00 Coupe+Barbe  online  honoured (50 min, 40 €), arrhes 10 € paid (invoiced 1 Nov)
//   N2 Bob    Bruno Thu  5 Nov 10:00 Coupe        phone   honoured
//   N3 Chloé  Ana   Fri  6 Nov 14:00 Coupe        online  'Absent', arrhes 10 € kept (invoiced 30 Oct)
//   N4 Chloé  Ana   Sat  7 Nov 10:00 Barbe        online  honoured
//   N5 David  Ana   Tue 24 Nov 10:00 Coupe        phone   to come
//   N6 Alice  Bruno Thu 12 Nov 15:00 Coupe        online  cancelled in time: arrhes 10 € refunded (invoiced 2 Nov, credit note 12 Nov)
//   N7 Bob    Bruno Fri 13 Nov 10:00 Coupe        online  cancelled too late: arrhes 5 € kept (invoiced 3 Nov)
//   N8 David  Bruno Thu 19 Nov 16:00 Barbe        phone   honoured
//   N9 Bob    Ana   Wed 25 Nov 10:00 Coupe        online  held (pending)
//   N11 Bob   Ana   Fri 20 Nov 17:00 Coupe        online  honoured (over at 17:30)
//   N12 Chloé Bruno Fri 20 Nov 17:30 Coupe        online  begun, not over
//   N13 David Ana   Fri 20 Nov 18:00 Barbe        phone   to come
//
// ORDERS (issued through the invoices' own functions; credit notes are stored negative):
//   P1 Alice 10 Nov 12:00 Paris: Huile à barbe 2 × 15 €, Peigne 1 × 8 €, delivery 5,90 € → 43,90 €, completed
//   P2 Bob   1 Nov 00:30 Paris (31 Oct 23:30 UTC): Shampoing 1 × 12 € → 12 €, to ship
//   P3 Chloé 12 Nov: Huile à barbe 15 € + Baume 20 € → 35 €, cancelled 14 Nov (credit note −35 €)
//   P4 Alice 25 Oct 23:30 Paris (the night the clocks go back; 22:30 UTC): Baume 2 × 20 € + 5,90 € → 45,90 €,
//      cancelled 2 Nov 10:00 Paris (credit note −45,90 €)
const NOW = new Date("2026-11-20T16:45:00Z");

const database = useTestDatabase();
const db = () => database.current.db;
const ids = { ana: "", bruno: "", chris: "", coupe: "", barbe: "" };
const client: Record<"alice" | "bob" | "chloe" | "david", string> = { alice: "", bob: "", chloe: "", david: "" };

type Line = "coupe" | "barbe";
const LINES = { coupe: { title: "Coupe", minutes: 30, price: 2500 }, barbe: { title: "Barbe", minutes: 20, price: 1500 } } as const;

/** A booking written as the booking code writes it: its span, its services, its price. */
async function booking(o: {
  who: keyof typeof client;
  barber: "ana" | "bruno" | "chris";
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
      cancelledAt: o.status === "cancelled" ? new Date(start.getTime() - 86_400_000) : null,
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

let orderSequence = 0;
/** A paid order and its invoice; cancelled later with its credit note when `cancelledAt` is given. */
async function order(o: {
  who: "alice" | "bob" | "chloe";
  at: string;
  items: Array<[name: string, quantity: number, cents: number]>;
  fee: number;
  cancelledAt?: string;
  status?: "to_ship" | "completed";
}) {
  orderSequence += 1;
  const subtotal = o.items.reduce((sum, [, q, c]) => sum + q * c, 0);
  const [customer] = await db().select().from(customers).where(eq(customers.id, client[o.who]));
  const orderNumber = `CMD-T-${orderSequence}`;
  const [row] = await db()
    .insert(orders)
    .values({
      userEmail: customer!.email!,
      customerId: customer!.id,
      orderNumber,
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
  await db().transaction((tx) =>
    issueInvoice(
      tx,
      {
        orderId: row!.id,
        orderNumber,
        customer: { id: "no-account", email: customer!.email! },
        deliveryMode: o.fee ? "homeDelivery" : "pickUpInStore",
        shippingAddress: null,
        lines: o.items.map(([name, quantity, priceCents]) => ({ name, quantity, priceCents })),
        amounts: { subtotalCents: subtotal, deliveryFeeCents: o.fee, discountCents: 0, totalCents: subtotal + o.fee },
      },
      new Date(o.at),
    ),
  );
  if (o.cancelledAt) await db().transaction((tx) => issueCreditNote(tx, row!.id, new Date(o.cancelledAt!)));
}

/** Arrhes paid for a booking, invoiced when paid; their credit note when refunded. */
async function arrhes(bookingId: string, cents: number, status: "paid" | "kept" | "refunded", paidAt: string, refundedAt?: string) {
  await db()
    .insert(bookingDeposits)
    .values({ bookingId, amountCents: cents, reason: "service", status, provider: "demo", paidAt: new Date(paidAt) });
  const [b] = await db().select().from(bookings).where(eq(bookings.id, bookingId));
  const [customer] = await db().select().from(customers).where(eq(customers.id, b!.customerId));
  await db().transaction((tx) =>
    issueDepositInvoice(
      tx,
      {
        bookingId,
        reference: `RDV ${b!.date} ${b!.timeSlot}`,
        appointment: `${b!.date} ${b!.timeSlot}`,
        customer: { name: customer!.name, email: customer!.email! },
        title: b!.title,
        amountCents: cents,
      },
      new Date(paidAt),
    ),
  );
  if (refundedAt) await db().transaction((tx) => issueDepositCreditNote(tx, bookingId, new Date(refundedAt)));
}

/** The bars add up to the period's totals. */
function expectBarsAddUp(f: Figures) {
  expect(f.revenue.reduce((s, p) => s + p.servicesCents, 0)).toBe(f.servicesRevenueCents);
  expect(f.revenue.reduce((s, p) => s + p.shopCents, 0)).toBe(f.shopRevenueCents);
}

/** The accountant's sum: every document whose Paris day of issue is in [from, to), added as stored. */
async function documentsTotal(from: string, to: string): Promise<number> {
  const all = await db().select({ issuedAt: invoiceDocuments.issuedAt, totalCents: invoiceDocuments.totalCents }).from(invoiceDocuments);
  return all.filter((d) => parisWallClock(d.issuedAt).date >= from && parisWallClock(d.issuedAt).date < to).reduce((s, d) => s + d.totalCents, 0);
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
  const team = await db()
    .insert(barbers)
    .values([
      { name: "Bruno", position: 5 },
      { name: "Chris", position: 6 },
    ])
    .returning({ id: barbers.id, name: barbers.name });
  ids.bruno = team.find((b) => b.name === "Bruno")!.id;
  ids.chris = team.find((b) => b.name === "Chris")!.id;

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

  await booking({ who: "bob", barber: "ana", date: "2026-08-26", time: "10:00", lines: ["coupe"] }); // S1
  await booking({ who: "alice", barber: "ana", date: "2026-10-06", time: "10:00", lines: ["coupe"] }); // O1
  await booking({ who: "bob", barber: "bruno", date: "2026-10-08", time: "11:00", lines: ["coupe"], channel: "phone" }); // O2
  await booking({ who: "david", barber: "ana", date: "2026-10-08", time: "10:00", lines: ["coupe"], channel: "phone" }); // O3
  await booking({ who: "bob", barber: "chris", date: "2026-10-23", time: "10:00", lines: ["barbe"] }); // O4
  await db().update(barbers).set({ active: false }).where(eq(barbers.id, ids.chris));

  const n1 = await booking({ who: "alice", barber: "ana", date: "2026-11-03", time: "10:00", lines: ["coupe", "barbe"] });
  await booking({ who: "bob", barber: "bruno", date: "2026-11-05", time: "10:00", lines: ["coupe"], channel: "phone" }); // N2
  const n3 = await booking({ who: "chloe", barber: "ana", date: "2026-11-06", time: "14:00", lines: ["coupe"], noShow: true });
  await booking({ who: "chloe", barber: "ana", date: "2026-11-07", time: "10:00", lines: ["barbe"] }); // N4
  await booking({ who: "david", barber: "ana", date: "2026-11-24", time: "10:00", lines: ["coupe"], channel: "phone" }); // N5
  const n6 = await booking({ who: "alice", barber: "bruno", date: "2026-11-12", time: "15:00", lines: ["coupe"], status: "cancelled" });
  const n7 = await booking({ who: "bob", barber: "bruno", date: "2026-11-13", time: "10:00", lines: ["coupe"], status: "cancelled" });
  await booking({ who: "david", barber: "bruno", date: "2026-11-19", time: "16:00", lines: ["barbe"], channel: "phone" }); // N8
  await booking({ who: "bob", barber: "ana", date: "2026-11-25", time: "10:00", lines: ["coupe"], status: "pending" }); // N9
  await booking({ who: "bob", barber: "ana", date: "2026-11-20", time: "17:00", lines: ["coupe"] }); // N11
  await booking({ who: "chloe", barber: "bruno", date: "2026-11-20", time: "17:30", lines: ["coupe"] }); // N12
  await booking({ who: "david", barber: "ana", date: "2026-11-20", time: "18:00", lines: ["barbe"], channel: "phone" }); // N13

  await arrhes(n1, 1000, "paid", "2026-11-01T09:00:00Z");
  await arrhes(n3, 1000, "kept", "2026-10-30T10:00:00Z");
  await arrhes(n6, 1000, "refunded", "2026-11-02T10:00:00Z", "2026-11-12T10:00:00Z");
  await arrhes(n7, 500, "kept", "2026-11-03T10:00:00Z");

  await order({
    who: "alice",
    at: "2026-11-10T11:00:00Z",
    items: [
      ["Huile à barbe", 2, 1500],
      ["Peigne", 1, 800],
    ],
    fee: 590,
  }); // P1
  await order({ who: "bob", at: "2026-10-31T23:30:00Z", items: [["Shampoing", 1, 1200]], fee: 0, status: "to_ship" }); // P2
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
  await order({ who: "alice", at: "2026-10-25T22:30:00Z", items: [["Baume", 2, 2000]], fee: 590, cancelledAt: "2026-11-02T09:00:00Z" }); // P4

  await db()
    .insert(serviceReviews)
    .values([
      { customerName: "Bob", rating: 5, comment: "Parfait", status: "pending" },
      { customerName: "Alice", rating: 4, comment: "Très bien", status: "approved" },
    ]);
  await db()
    .insert(waitlistEntries)
    .values([
      { serviceId: ids.coupe, serviceIds: [ids.coupe], date: "2026-11-21", email: "w1@example.test", tokenHash: "w1" },
      { serviceId: ids.coupe, serviceIds: [ids.coupe], date: "2026-11-20", email: "w3@example.test", tokenHash: "w3" },
      { serviceId: ids.coupe, serviceIds: [ids.coupe], date: "2026-11-19", email: "w2@example.test", tokenHash: "w2" },
    ]);
});

describe("the figures of a month, worked out by hand", () => {
  it("November 2026", async () => {
    const f = await figuresOf(periodOf("mois", "2026-11-20"), NOW, db());
    // Honoured: N1 40 + N2 25 + N4 15 + N8 15 + N11 25 = 120 €; arrhes kept on visits not honoured:
    // N3 ('Absent') 10 + N7 (cancelled too late) 5 = 15 € → 135 €. N1's arrhes are inside its price;
    // N6's were refunded; N5 and N13 are to come; N12 is not over; N9 is held.
    expect(f.servicesRevenueCents).toBe(13_500);
    expect(f.visits).toBe(5);
    // Invoices P1 43,90 + P2 12 + P3 35 − credit notes P3 35 − P4 45,90 = 10 €.
    expect(f.shopRevenueCents).toBe(1_000);
    // Arrhes: N1 10 + N6 10 + N7 5 − N6's credit note 10 = 15 € (N3's were invoiced in October).
    expect(f.depositsInvoicedCents).toBe(1_500);
    // 10 + 15 = 25 €: the accountant's month.
    expect(f.invoicedNetCents).toBe(2_500);
    expect(f.invoicedNetCents).toBe(await documentsTotal("2026-11-01", "2026-12-01"));
    // Begun by 17:45 on the 20th: N1, N2, N3, N4, N8, N11, N12; marked 'Absent': N3.
    expect(f.begunAppointments).toBe(7);
    expect(f.noShows).toBe(1);
    // Visitors: Alice (O1 before), Bob (S1, O2, O4), David (O3): returning; Chloé (N3 was an absence): new.
    expect(f.newClients).toBe(1);
    expect(f.returningClients).toBe(3);
    // N1 → only N6 (cancelled): no; N2 → N11 (15 days); N4 → N12 (13 days); N8 → N13 (next day);
    // N11 → only N9 (held): no.
    expect(f.rebooking).toEqual({ visits: 5, rebooked: 3 });
    // Ana: N1 50 + N3 30 + N4 20 + N5 30 + N11 30 + N13 20 = 180 booked; open 20 Tue–Sat less the
    // 11th = 19 × 540 = 10 260. Bruno: N2 30 + N8 20 + N12 30 = 80 (N6, N7 cancelled); open: Tue 3,
    // 10, 24 (17 absent) 3 × 300 = 900 + Wed 4, 25 (11 closed, 18 absent) 2 × 540 = 1 080 + Thu
    // 4 × 540 = 2 160 + Fri 4 × 540 = 2 160 = 6 300. Chris: inactive, nothing booked: not listed.
    expect(f.fill).toEqual([
      { barberId: ids.ana, name: "Ana", bookedMinutes: 180, openMinutes: 10_260 },
      { barberId: ids.bruno, name: "Bruno", bookedMinutes: 80, openMinutes: 6_300 },
    ]);
    // Coupe: N1, N2, N11 (3, 75 €); Barbe: N1, N4, N8 (3, 45 €): a tie on count, the revenue decides.
    expect(f.topServices).toEqual([
      { title: "Coupe", count: 3, revenueCents: 7_500 },
      { title: "Barbe", count: 3, revenueCents: 4_500 },
    ]);
    // P1 and P2 (P3 cancelled; P4 is October's): Shampoing before Peigne, one each, on revenue.
    expect(f.topProducts).toEqual([
      { name: "Huile à barbe", quantity: 2, revenueCents: 3_000 },
      { name: "Shampoing", quantity: 1, revenueCents: 1_200 },
      { name: "Peigne", quantity: 1, revenueCents: 800 },
    ]);
    // Confirmed: N1, N3, N4, N11, N12 online; N2, N5, N8, N13 by phone.
    expect(f.channels).toEqual({ online: 5, phone: 4 });
    // A bar a day. Services on the appointment's day, shop on the document's Paris day.
    expect(f.revenue).toHaveLength(30);
    expect(f.revenue.filter((p) => p.servicesCents !== 0).map((p) => [p.from, p.servicesCents])).toEqual([
      ["2026-11-03", 4_000],
      ["2026-11-05", 2_500],
      ["2026-11-06", 1_000],
      ["2026-11-07", 1_500],
      ["2026-11-13", 500],
      ["2026-11-19", 1_500],
      ["2026-11-20", 2_500],
    ]);
    expect(f.revenue.filter((p) => p.shopCents !== 0).map((p) => [p.from, p.shopCents])).toEqual([
      ["2026-11-01", 1_200],
      ["2026-11-02", -4_590],
      ["2026-11-10", 4_390],
      ["2026-11-12", 3_500],
      ["2026-11-14", -3_500],
    ]);
    expect(f.revenue[0]).toMatchObject({ label: "1", from: "2026-11-01" });
    expect(f.revenue[29]).toMatchObject({ label: "30", from: "2026-11-30" });
    expectBarsAddUp(f);
  });

  it("October 2026, the month before", async () => {
    const f = await figuresOf(periodOf("mois", "2026-10-15"), NOW, db());
    expect(f).toEqual({
      // O1 25 + O2 25 + O3 25 + O4 15 = 90 €.
      servicesRevenueCents: 9_000,
      // P4's invoice (45,90 €, the 25th at 23:30 in Paris); P2 belongs to November in Paris.
      shopRevenueCents: 4_590,
      // N3's arrhes, invoiced on the 30th.
      depositsInvoicedCents: 1_000,
      invoicedNetCents: 5_590,
      visits: 4,
      begunAppointments: 4,
      noShows: 0,
      // Alice and David come first; Bob came in August (S1).
      newClients: 2,
      returningClients: 1,
      // O1 → N1 (28 days); O2 → O4 (15 days); O3 (8 Oct) → N8 (19 Nov): 42 days exactly; O4 → N2 (13 days).
      rebooking: { visits: 4, rebooked: 4 },
      // October: Thu, Fri, Sat × 5, Tue, Wed × 4. Ana: O1 + O3 = 60; 23 × 540 = 12 420. Bruno: O2 30;
      // 4 × 300 + 4 × 540 + 5 × 540 + 5 × 540 = 8 760. Chris, inactive but booked: O4 20; 12 420.
      fill: [
        { barberId: ids.ana, name: "Ana", bookedMinutes: 60, openMinutes: 12_420 },
        { barberId: ids.bruno, name: "Bruno", bookedMinutes: 30, openMinutes: 8_760 },
        { barberId: ids.chris, name: "Chris", bookedMinutes: 20, openMinutes: 12_420 },
      ],
      topServices: [
        { title: "Coupe", count: 3, revenueCents: 7_500 },
        { title: "Barbe", count: 1, revenueCents: 1_500 },
      ],
      // P4 was cancelled; P2 was placed on 1 November in Paris.
      topProducts: [],
      channels: { online: 2, phone: 2 },
      // No gift card in this salon (their figures: gift-card-figures.test.ts).
      giftCards: { soldCents: 0, spentShopCents: 0, spentSalonCents: 0, outstandingCents: 0 },
      revenue: expect.any(Array),
    });
    expect(f.invoicedNetCents).toBe(await documentsTotal("2026-10-01", "2026-11-01"));
    expect(f.revenue).toHaveLength(31);
    expect(f.revenue[24]).toEqual({ label: "25", from: "2026-10-25", servicesCents: 0, shopCents: 4_590 });
    expectBarsAddUp(f);
  });

  it("August 2026: a visit whose next booking is 43 days later", async () => {
    const f = await figuresOf(periodOf("mois", "2026-08-01"), NOW, db());
    // S1 (26 Aug) → O2 (8 Oct): 43 days, not rebooked.
    expect(f.rebooking).toEqual({ visits: 1, rebooked: 0 });
    expect([f.servicesRevenueCents, f.newClients, f.returningClients]).toEqual([2_500, 1, 0]);
    // Chris was active then; today inactive and not booked in August: not listed.
    expect(f.fill.map((b) => b.name)).toEqual(["Ana", "Bruno"]);
  });

  it("a period without anything: zeros and empty lists", async () => {
    const f = await figuresOf(periodOf("mois", "2025-02-10"), NOW, db());
    expect([f.servicesRevenueCents, f.shopRevenueCents, f.depositsInvoicedCents, f.invoicedNetCents]).toEqual([0, 0, 0, 0]);
    expect([f.visits, f.begunAppointments, f.noShows, f.newClients, f.returningClients]).toEqual([0, 0, 0, 0, 0]);
    expect(f.rebooking).toEqual({ visits: 0, rebooked: 0 });
    expect([f.topServices, f.topProducts]).toEqual([[], []]);
    expect(f.channels).toEqual({ online: 0, phone: 0 });
    // February 2025: 20 Tue–Sat × 540 for Ana.
    expect(f.fill[0]).toMatchObject({ name: "Ana", bookedMinutes: 0, openMinutes: 10_800 });
    expect(f.revenue).toHaveLength(28);
  });
});

describe("the figures of a week and of a year", () => {
  it("Monday 16 to Sunday 22 November", async () => {
    const f = await figuresOf(periodOf("semaine", "2026-11-20"), NOW, db());
    expect(f).toEqual({
      // N8 15 € and N11 25 € honoured; N12 not over; N13 to come.
      servicesRevenueCents: 4_000,
      shopRevenueCents: 0,
      depositsInvoicedCents: 0,
      invoicedNetCents: 0,
      visits: 2,
      // N8, N11, N12.
      begunAppointments: 3,
      noShows: 0,
      // David (O3) and Bob came before.
      newClients: 0,
      returningClients: 2,
      // N8 → N13; N11 → only N9 (held).
      rebooking: { visits: 2, rebooked: 1 },
      // Ana: N11 30 + N13 20; Tue–Sat 5 × 540. Bruno: N8 20 + N12 30; Tue and Wed absent, Thu and
      // Fri 540 each, no Saturday.
      fill: [
        { barberId: ids.ana, name: "Ana", bookedMinutes: 50, openMinutes: 2_700 },
        { barberId: ids.bruno, name: "Bruno", bookedMinutes: 50, openMinutes: 1_080 },
      ],
      topServices: [
        { title: "Coupe", count: 1, revenueCents: 2_500 },
        { title: "Barbe", count: 1, revenueCents: 1_500 },
      ],
      topProducts: [],
      // N11, N12 online; N8, N13 by phone.
      channels: { online: 2, phone: 2 },
      // No gift card in this salon (their figures: gift-card-figures.test.ts).
      giftCards: { soldCents: 0, spentShopCents: 0, spentSalonCents: 0, outstandingCents: 0 },
      revenue: expect.any(Array),
    });
    expect(f.revenue.map((p) => [p.label, p.servicesCents])).toEqual([
      ["lun. 16", 0],
      ["mar. 17", 0],
      ["mer. 18", 0],
      ["jeu. 19", 1_500],
      ["ven. 20", 2_500],
      ["sam. 21", 0],
      ["dim. 22", 0],
    ]);
    expectBarsAddUp(f);
  });

  it("9 to 15 November: a closure, arrhes kept, an order cancelled, arrhes refunded", async () => {
    const f = await figuresOf(periodOf("semaine", "2026-11-09"), NOW, db());
    // N7's arrhes kept (13th); no visit.
    expect([f.servicesRevenueCents, f.visits, f.begunAppointments]).toEqual([500, 0, 0]);
    // P1 43,90 + P3 35 − P3 35 = 43,90 €; N6's credit note −10 €.
    expect([f.shopRevenueCents, f.depositsInvoicedCents, f.invoicedNetCents]).toEqual([4_390, -1_000, 3_390]);
    // Ana: Tue 10, Thu 12, Fri 13, Sat 14 (Wed 11 closed) = 4 × 540. Bruno: Tue 300 + Thu 540 + Fri 540.
    expect(f.fill).toEqual([
      { barberId: ids.ana, name: "Ana", bookedMinutes: 0, openMinutes: 2_160 },
      { barberId: ids.bruno, name: "Bruno", bookedMinutes: 0, openMinutes: 1_380 },
    ]);
    expect(f.topProducts).toEqual([
      { name: "Huile à barbe", quantity: 2, revenueCents: 3_000 },
      { name: "Peigne", quantity: 1, revenueCents: 800 },
    ]);
    expect(f.channels).toEqual({ online: 0, phone: 0 });
    expectBarsAddUp(f);
  });

  it("the week the clocks go back (19–25 October), and the week across October and November", async () => {
    const dst = await figuresOf(periodOf("semaine", "2026-10-25"), NOW, db());
    // O4 (Fri 23) 15 €; P4 invoiced on Sunday 25th at 23:30 Paris (22:30 UTC, after the change).
    expect(dst.revenue.filter((p) => p.servicesCents || p.shopCents)).toEqual([
      { label: "ven. 23", from: "2026-10-23", servicesCents: 1_500, shopCents: 0 },
      { label: "dim. 25", from: "2026-10-25", servicesCents: 0, shopCents: 4_590 },
    ]);
    // Chris, inactive, booked this week: Tue–Sat 5 × 540. Bruno: 300 + 3 × 540.
    expect(dst.fill).toEqual([
      { barberId: ids.ana, name: "Ana", bookedMinutes: 0, openMinutes: 2_700 },
      { barberId: ids.bruno, name: "Bruno", bookedMinutes: 0, openMinutes: 1_920 },
      { barberId: ids.chris, name: "Chris", bookedMinutes: 20, openMinutes: 2_700 },
    ]);
    expect(dst.rebooking).toEqual({ visits: 1, rebooked: 1 });

    // 26 October to 1 November: N3's arrhes (30 Oct) and N1's (1 Nov, 10:00 Paris), P2 (1 Nov, 00:30 Paris).
    const across = await figuresOf(periodOf("semaine", "2026-11-01"), NOW, db());
    expect(across.revenue.map((p) => p.label)).toEqual(["lun. 26", "mar. 27", "mer. 28", "jeu. 29", "ven. 30", "sam. 31", "dim. 1"]);
    expect([across.shopRevenueCents, across.depositsInvoicedCents, across.invoicedNetCents]).toEqual([1_200, 2_000, 3_200]);
    expect(across.topProducts).toEqual([{ name: "Shampoing", quantity: 1, revenueCents: 1_200 }]);
    expect(across.fill.map((b) => b.name)).toEqual(["Ana", "Bruno"]);
    expectBarsAddUp(across);
  });

  it("the year 2026", async () => {
    const f = await figuresOf(periodOf("annee", "2026-06-01"), NOW, db());
    expect(f).toEqual({
      // August 25 + October 90 + November 135 = 250 €.
      servicesRevenueCents: 25_000,
      // October 45,90 + November 10 = 55,90 €.
      shopRevenueCents: 5_590,
      // October 10 + November 15.
      depositsInvoicedCents: 2_500,
      invoicedNetCents: 8_090,
      // S1, O1–O4, N1, N2, N4, N8, N11.
      visits: 10,
      // Those and N3, N12.
      begunAppointments: 12,
      noShows: 1,
      newClients: 4,
      returningClients: 0,
      // All but S1 (43 days), N1 (only a cancelled one after), N11 (only a held one after).
      rebooking: { visits: 10, rebooked: 7 },
      // 2026 (Thursday 1 January): 52 of each weekday and 53 Thursdays. Ana and Chris: 52 × 4 + 53 =
      // 261 days less the 11 November = 260 × 540 = 140 400. Bruno: Tue 51 × 300 = 15 300 + Wed
      // 50 × 540 = 27 000 + Thu 53 × 540 = 28 620 + Fri 52 × 540 = 28 080 = 99 000.
      // Booked: Ana S1 30 + O1 30 + O3 30 + November 180 = 270; Bruno O2 30 + November 80 = 110.
      fill: [
        { barberId: ids.ana, name: "Ana", bookedMinutes: 270, openMinutes: 140_400 },
        { barberId: ids.bruno, name: "Bruno", bookedMinutes: 110, openMinutes: 99_000 },
        { barberId: ids.chris, name: "Chris", bookedMinutes: 20, openMinutes: 140_400 },
      ],
      // Coupe: S1, O1, O2, O3, N1, N2, N11; Barbe: O4, N1, N4, N8.
      topServices: [
        { title: "Coupe", count: 7, revenueCents: 17_500 },
        { title: "Barbe", count: 4, revenueCents: 6_000 },
      ],
      topProducts: [
        { name: "Huile à barbe", quantity: 2, revenueCents: 3_000 },
        { name: "Shampoing", quantity: 1, revenueCents: 1_200 },
        { name: "Peigne", quantity: 1, revenueCents: 800 },
      ],
      // S1, O1, O4 and November's 5 online; O2, O3 and November's 4 by phone.
      channels: { online: 8, phone: 6 },
      // No gift card in this salon (their figures: gift-card-figures.test.ts).
      giftCards: { soldCents: 0, spentShopCents: 0, spentSalonCents: 0, outstandingCents: 0 },
      revenue: expect.any(Array),
    });
    expect(f.invoicedNetCents).toBe(await documentsTotal("2026-01-01", "2027-01-01"));
    expect(f.revenue).toHaveLength(12);
    expect(f.revenue[0]).toEqual({ label: "janv.", from: "2026-01-01", servicesCents: 0, shopCents: 0 });
    expect(f.revenue[7]).toEqual({ label: "août", from: "2026-08-01", servicesCents: 2_500, shopCents: 0 });
    expect(f.revenue[9]).toEqual({ label: "oct.", from: "2026-10-01", servicesCents: 9_000, shopCents: 4_590 });
    expect(f.revenue[10]).toEqual({ label: "nov.", from: "2026-11-01", servicesCents: 13_500, shopCents: 1_000 });
    expectBarsAddUp(f);
  });
});

describe("today, and the dashboard", () => {
  it("each active barber's day and the next appointment, orders to prepare, reviews to moderate, waits", async () => {
    const today = await todayView(NOW, db());
    expect(today).toEqual({
      date: "2026-11-20",
      // Ana: N11 (over) and N13 (18:00, to come). Bruno: N12, begun at 17:30. Chris: inactive.
      barbers: [
        { barberId: ids.ana, name: "Ana", appointments: 2, next: { time: "18:00", title: "Barbe", customerName: "David Roux" } },
        { barberId: ids.bruno, name: "Bruno", appointments: 1, next: null },
      ],
      // P2.
      ordersToPrepare: 1,
      reviewsToModerate: 1,
      // The 20th and the 21st; the 19th is past.
      waitlistWaits: 2,
    });
    // At 16:59, N11 is the next one.
    const earlier = await todayView(new Date("2026-11-20T15:59:00Z"), db());
    expect(earlier.barbers[0]!.next).toEqual({ time: "17:00", title: "Coupe", customerName: "Bob Durand" });
    expect(earlier.barbers[1]!.next).toEqual({ time: "17:30", title: "Coupe", customerName: "Chloé Petit" });
  });

  it("a month beside the one before, a week beside the one before", async () => {
    const month = await loadDashboard("mois", "2026-11-03", NOW, db());
    expect(month.period).toEqual({ kind: "mois", from: "2026-11-01", to: "2026-12-01", label: "novembre 2026" });
    expect(month.previous).toEqual({ kind: "mois", from: "2026-10-01", to: "2026-11-01", label: "octobre 2026" });
    expect([month.current.servicesRevenueCents, month.before.servicesRevenueCents]).toEqual([13_500, 9_000]);
    expect(month.today.date).toBe("2026-11-20");

    const week = await loadDashboard("semaine", "2026-11-20", NOW, db());
    expect(week.previous).toEqual({ kind: "semaine", from: "2026-11-09", to: "2026-11-16", label: "semaine du 9 novembre 2026" });
    expect([week.current.visits, week.before.servicesRevenueCents]).toEqual([2, 500]);
  });

  it("counts a booking written since (nothing kept in memory)", async () => {
    const before = await figuresOf(periodOf("mois", "2026-11-01"), NOW, db());
    // Alice with Bruno on Friday 6th: honoured, and N1 (3rd) is now followed within 6 weeks.
    await booking({ who: "alice", barber: "bruno", date: "2026-11-06", time: "10:00", lines: ["coupe"] });
    const after = await figuresOf(periodOf("mois", "2026-11-01"), NOW, db());
    expect(after.visits).toBe(before.visits + 1);
    expect(after.servicesRevenueCents).toBe(before.servicesRevenueCents + 2_500);
    expect(after.rebooking).toEqual({ visits: 6, rebooked: 4 });
  });
});
