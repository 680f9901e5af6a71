import { eq } from "drizzle-orm";
import { payDepositInDemo } from "~/features/booking/deposit-payment.server";
import { saveDepositRules } from "~/features/booking/deposit-rules.server";
import { DEFAULT_DEPOSIT_RULES } from "~/features/booking/deposits";
import { invalidateServices } from "~/features/booking/services.server";
import { beforeAll, describe, expect, it } from "vitest";
import { agendaFor } from "~/features/admin/agenda.server";
import { readBookingFilters } from "~/features/admin/booking-filters";
import { listAdminBookings } from "~/features/admin/bookings.server";
import { CLIENTS_PER_PAGE, clientFile, searchClients } from "~/features/admin/clients/clients.server";
import { addNote, notesOf } from "~/features/admin/clients/notes.server";
import { issueCreditNote, issueDepositCreditNote, issueDepositInvoice, issueInvoice } from "~/features/invoices/invoices.server";
import { parisInstant } from "~/lib/paris-time";
import { loader as myBookingsLoader } from "~/routes/account-bookings";
import { action, loader } from "~/routes/admin/client";
import { loader as listLoader } from "~/routes/admin/clients";
import { action as bookAction } from "~/routes/api/bookings";
import { loader as manageLoader } from "~/routes/booking-manage";
import { loader as depositLoader } from "~/routes/deposit-payment";
import {
  bookingDeposits,
  bookings,
  bookingServices,
  clientNotes,
  customers,
  emailOutbox,
  newsletterSubscribers,
  orderItems,
  orders,
  serviceReviews,
  services,
  user,
} from "~db/schema";
import { callRoute, formRequest, ORIGIN } from "../support/actions";
import { nextWeekday, openDemoSalon } from "../support/demo-salon";
import { adminSessionCookie, signUpAndGetCookie, useTestAuth } from "../support/test-auth";
import { useTestDatabase } from "../support/test-database";

// A few clients worked out by hand. "Now" is Friday 20 November 2026, 17:45 in Paris.
//
// Théo Lefèvre (06 12 34 56 78), an account, the newsletter confirmed:
//   T1 Tue  4 Aug 10:00 Karim Coupe 25 €            honoured
//   T2 Tue  1 Sep 10:00 Yanis Coupe + Barbe 40 €    honoured
//   T3 Tue 29 Sep 10:00 Karim Coupe 25 €            honoured, reviewed 5/5 (approved)
//   T4 Tue 27 Oct 10:00 Karim Coupe 25 €            'Absent', arrhes 10 € kept (invoiced)
//   T5 Tue 10 Nov 10:00 Karim Barbe 15 €            honoured, arrhes 5 € paid (invoiced)
//   T6 Fri 13 Nov 10:00 Yanis Coupe 25 €            cancelled in time, arrhes 10 € refunded (invoice, credit note)
//   T7 Tue 24 Nov 10:00 Yanis Coupe 25 €            to come
//   Orders: 43,90 € delivered (invoice); 35 € cancelled (invoice, credit note −35 €).
//   Spent: services 25 + 40 + 25 + 15 + 10 (kept) = 115 €; shop 43,90 + 35 − 35 = 43,90 €; 158,90 € in all.
//   Barber seen most: Karim (3 of 4). Intervals 28, 28, 42 days: median 28. One absence.
// Zoë Çelik (+33 7 11 22 33 44): one visit, Thu 19 Nov with Yanis. Karim Haddad (no e-mail): one
// visit, Thu 1 Oct. Amine Benali: none, the newest client. 55 more clients, none with a visit. An
// erased client, never listed.
const NOW = new Date("2026-11-20T16:45:00Z");
const NOTE = "Sabot 2 sur les côtés, ne parle pas de foot";

const database = useTestDatabase();
const auth = useTestAuth(database);
const db = () => database.current.db;
let team: Record<string, string> = {};
let serviceIds: Record<string, string> = {};
let admin = "";
let theoCookie = "";
const who: Record<"theo" | "zoe" | "karim" | "amine" | "erased", string> = { theo: "", zoe: "", karim: "", amine: "", erased: "" };
const visit: Record<string, string> = {};

async function booking(name: string, o: { who: keyof typeof who; barber: string; date: string; time?: string; title?: string; price?: number }) {
  const minutes = 30;
  const start = parisInstant(o.date, o.time ?? "10:00");
  const span = `[${start.toISOString()},${new Date(start.getTime() + minutes * 60_000).toISOString()})`;
  const [customer] = await db().select().from(customers).where(eq(customers.id, who[o.who]));
  const [row] = await db()
    .insert(bookings)
    .values({
      serviceId: serviceIds["coupe-ciseaux"]!,
      customerId: customer!.id,
      barberId: team[o.barber]!,
      customerName: customer!.name,
      customerPhone: customer!.phone,
      date: o.date,
      timeSlot: o.time ?? "10:00",
      title: o.title ?? "Coupe",
      durationMinutes: minutes,
      priceCents: o.price ?? 2500,
      during: span,
      blocked: span,
      channel: "online",
      createdAt: new Date(start.getTime() - 5 * 86_400_000),
    })
    .returning({ id: bookings.id });
  await db()
    .insert(bookingServices)
    .values({
      bookingId: row!.id,
      position: 0,
      serviceId: serviceIds["coupe-ciseaux"]!,
      title: o.title ?? "Coupe",
      durationMinutes: minutes,
      priceCents: o.price ?? 2500,
    });
  visit[name] = row!.id;
}

async function arrhes(name: string, cents: number, status: "paid" | "kept" | "refunded", paidAt: string, refundedAt?: string) {
  const bookingId = visit[name]!;
  await db()
    .insert(bookingDeposits)
    .values({ bookingId, amountCents: cents, reason: "service", status, provider: "demo", paidAt: new Date(paidAt) });
  const source = {
    bookingId,
    reference: name,
    appointment: name,
    customer: { name: "Théo Lefèvre", email: "theo.lefevre@example.test" },
    title: "Coupe",
    amountCents: cents,
  };
  await db().transaction((tx) => issueDepositInvoice(tx, source, new Date(paidAt)));
  if (refundedAt) await db().transaction((tx) => issueDepositCreditNote(tx, bookingId, new Date(refundedAt)));
}

async function order(number: string, at: string, cents: number, cancelledAt?: string) {
  const [row] = await db()
    .insert(orders)
    .values({
      userEmail: "theo.lefevre@example.test",
      customerId: who.theo,
      orderNumber: number,
      status: cancelledAt ? "cancelled" : "completed",
      deliveryMode: "pickUpInStore",
      subtotalCents: cents,
      deliveryFeeCents: 0,
      totalCents: cents,
      paymentProvider: "demo",
      paymentReference: `demo-${number}`,
      createdAt: new Date(at),
      cancelledAt: cancelledAt ? new Date(cancelledAt) : null,
    })
    .returning({ id: orders.id });
  await db().insert(orderItems).values({ orderId: row!.id, productName: "Huile à barbe", productCategory: "barbe-rasage", quantity: 1, priceCents: cents });
  const amounts = { subtotalCents: cents, deliveryFeeCents: 0, discountCents: 0, totalCents: cents };
  const source = {
    orderId: row!.id,
    orderNumber: number,
    customer: { id: "no-account", email: "theo.lefevre@example.test" },
    deliveryMode: "pickUpInStore" as const,
    shippingAddress: null,
    lines: [{ name: "Huile à barbe", quantity: 1, priceCents: cents }],
    amounts,
  };
  await db().transaction((tx) => issueInvoice(tx, source, new Date(at)));
  if (cancelledAt) await db().transaction((tx) => issueCreditNote(tx, row!.id, new Date(cancelledAt)));
}

beforeAll(async () => {
  ({ services: serviceIds, team } = await openDemoSalon(db()));
  admin = await adminSessionCookie(auth.current, db());
  const made = await db()
    .insert(customers)
    .values([
      { name: "Théo Lefèvre", email: "theo.lefevre@example.test", phone: "06 12 34 56 78", createdAt: new Date("2026-01-10T10:00:00Z") },
      { name: "Zoë Çelik", email: "zoe.celik@example.test", phone: "+33 7 11 22 33 44", createdAt: new Date("2026-02-10T10:00:00Z") },
      { name: "Karim Haddad", email: null, phone: "07 55 44 33 22", createdAt: new Date("2026-03-10T10:00:00Z") },
      { name: "Amine Benali", email: "amine@example.test", phone: "01 43 00 00 01", createdAt: new Date("2026-11-15T10:00:00Z") },
      { name: "Client effacé", email: null, phone: "", createdAt: new Date("2026-11-16T10:00:00Z"), erasedAt: new Date("2026-11-17T10:00:00Z") },
      ...Array.from({ length: 55 }, (_, i) => ({
        name: `Habitué ${String(i + 1).padStart(2, "0")}`,
        email: `habitue${i + 1}@example.test`,
        phone: `01 40 00 ${String(i + 10).padStart(2, "0")} 99`,
        createdAt: new Date(Date.UTC(2026, 3, 1 + i)),
      })),
    ])
    .returning({ id: customers.id, name: customers.name });
  const id = (name: string) => made.find((c) => c.name === name)!.id;
  Object.assign(who, { theo: id("Théo Lefèvre"), zoe: id("Zoë Çelik"), karim: id("Karim Haddad"), amine: id("Amine Benali"), erased: id("Client effacé") });

  await booking("T1", { who: "theo", barber: "Karim", date: "2026-08-04" });
  await booking("T2", { who: "theo", barber: "Yanis", date: "2026-09-01", title: "Coupe + Barbe", price: 4000 });
  await booking("T3", { who: "theo", barber: "Karim", date: "2026-09-29" });
  await booking("T4", { who: "theo", barber: "Karim", date: "2026-10-27" });
  await booking("T5", { who: "theo", barber: "Karim", date: "2026-11-10", title: "Barbe", price: 1500 });
  await booking("T6", { who: "theo", barber: "Yanis", date: "2026-11-13" });
  await booking("T7", { who: "theo", barber: "Yanis", date: "2026-11-24" });
  await booking("Z1", { who: "zoe", barber: "Yanis", date: "2026-11-19", time: "15:00" });
  await booking("K1", { who: "karim", barber: "Karim", date: "2026-10-01" });
  await db()
    .update(bookings)
    .set({ noShowAt: new Date("2026-10-27T10:00:00Z") })
    .where(eq(bookings.id, visit.T4!));
  await db()
    .update(bookings)
    .set({ status: "cancelled", cancelledAt: new Date("2026-11-05T10:00:00Z") })
    .where(eq(bookings.id, visit.T6!));
  await arrhes("T4", 1000, "kept", "2026-10-20T10:00:00Z");
  await arrhes("T5", 500, "paid", "2026-11-03T10:00:00Z");
  await arrhes("T6", 1000, "refunded", "2026-11-02T10:00:00Z", "2026-11-05T10:00:00Z");
  await order("CMD-C-1", "2026-10-02T10:00:00Z", 4390);
  await order("CMD-C-2", "2026-10-05T10:00:00Z", 3500, "2026-10-06T10:00:00Z");
  await db()
    .insert(serviceReviews)
    .values({
      customerName: "Théo L.",
      rating: 5,
      comment: "Parfait",
      bookingId: visit.T3!,
      status: "approved",
      createdAt: new Date("2026-09-30T10:00:00Z"),
    });
  await db().insert(newsletterSubscribers).values({ email: "theo.lefevre@example.test", status: "confirmed" });
  theoCookie = await signUpAndGetCookie(auth.current, "theo.lefevre@example.test");
});

const names = async (q: string, page = 1) => (await searchClients(q, page, NOW)).clients.map((c) => c.name);

describe("the clients' search", () => {
  it("finds a client by a few letters of the name, accents and case aside", async () => {
    expect(await names("théo")).toEqual(["Théo Lefèvre"]);
    expect(await names("THEO")).toEqual(["Théo Lefèvre"]);
    expect(await names("lefev")).toEqual(["Théo Lefèvre"]);
    expect(await names("Zoe")).toEqual(["Zoë Çelik"]);
    expect(await names("çel")).toEqual(["Zoë Çelik"]);
    expect(await names("ZOË ÇELIK")).toEqual(["Zoë Çelik"]);
  });

  it("finds a client by part of the e-mail, and by the phone however it is typed", async () => {
    expect(await names("lefevre@exa")).toEqual(["Théo Lefèvre"]);
    expect(await names("06 12 34")).toEqual(["Théo Lefèvre"]);
    expect(await names("06.12")).toEqual(["Théo Lefèvre"]);
    expect(await names("0612345678")).toEqual(["Théo Lefèvre"]);
    // Stored in the international form, typed in the national one, and the other way round.
    expect(await names("07 11 22")).toEqual(["Zoë Çelik"]);
    expect(await names("+33 6 12 34")).toEqual(["Théo Lefèvre"]);
    expect(await names("07 55")).toEqual(["Karim Haddad"]);
    // LIKE's wildcards are searched as text; nothing matches.
    expect(await names("%%")).toEqual([]);
    expect(await names("__")).toEqual([]);
  });

  it("lists the clients by their last visit, newest first, then those without one, newest first, 50 a page", async () => {
    const first = await searchClients("", 1, NOW);
    expect(first).toMatchObject({ found: 59, page: 1, pageCount: 2 });
    expect(first.clients).toHaveLength(CLIENTS_PER_PAGE);
    expect(first.clients.slice(0, 5).map((c) => c.name)).toEqual(["Zoë Çelik", "Théo Lefèvre", "Karim Haddad", "Amine Benali", "Habitué 55"]);
    expect(first.clients[1]).toEqual({
      id: who.theo,
      name: "Théo Lefèvre",
      email: "theo.lefevre@example.test",
      phone: "06 12 34 56 78",
      visits: 4,
      absences: 1,
      lastVisit: "2026-11-10",
    });
    // A client without a visit.
    expect(first.clients[3]).toMatchObject({ name: "Amine Benali", visits: 0, absences: 0, lastVisit: null });
    const second = await searchClients("", 2, NOW);
    expect(second).toMatchObject({ found: 59, page: 2, pageCount: 2 });
    expect(second.clients.map((c) => c.name)).toEqual(Array.from({ length: 9 }, (_, i) => `Habitué ${String(9 - i).padStart(2, "0")}`));
    // A page past the last shows the last.
    expect((await searchClients("", 9, NOW)).page).toBe(2);
    // Under two characters there is no search: everyone is listed.
    expect((await searchClients("h", 1, NOW)).found).toBe(59);
  });

  it("never lists an erased client", async () => {
    expect(await names("effac")).toEqual([]);
    expect((await searchClients("", 2, NOW)).clients.map((c) => c.id)).not.toContain(who.erased);
  });

  it("answers the page with the search kept, and a bad page as the first", async () => {
    const get = (query: string) => callRoute(listLoader, new Request(`${ORIGIN}/admin/clients${query}`, { headers: { Cookie: admin } }));
    expect(await get("?q=%C3%A9o+lef")).toMatchObject({ status: 200, data: { q: "éo lef", found: 1, tooShort: false } });
    expect(await get("?page=abc")).toMatchObject({ status: 200, data: { page: 1, found: 59 } });
    expect(await get("?page=2")).toMatchObject({ status: 200, data: { page: 2 } });
    expect(await get("?q=x")).toMatchObject({ status: 200, data: { found: 59, tooShort: true } });
    expect(await get(`?q=${"a".repeat(500)}`)).toMatchObject({ status: 200, data: { q: "", found: 59 } });
    const visitor = await callRoute(listLoader, new Request(`${ORIGIN}/admin/clients`));
    expect(visitor.status).toBe(302);
  });
});

describe("a client's file", () => {
  it("adds up what the client spent, and finds their barber, their rhythm and their absences", async () => {
    const file = (await clientFile(who.theo, NOW))!;
    expect(file).toMatchObject({
      name: "Théo Lefèvre",
      email: "theo.lefevre@example.test",
      phone: "06 12 34 56 78",
      erased: false,
      hasAccount: true,
      newsletter: "confirmed",
      spent: { servicesCents: 11_500, shopCents: 4_390 },
      figures: { honoured: 4, absences: 1, favouriteBarber: "Karim", lastVisit: "2026-11-10", usualIntervalDays: 28 },
      reviews: [{ rating: 5, comment: "Parfait", status: "approved" }],
    });
    expect(file.upcoming.map((v) => [v.date, v.barberName, v.status])).toEqual([["2026-11-24", "Yanis", "confirmed"]]);
    expect(file.past.map((v) => [v.date, v.title, v.priceCents, v.status, v.noShow, v.deposit?.status ?? null])).toEqual([
      ["2026-11-13", "Coupe", 2500, "cancelled", false, "refunded"],
      ["2026-11-10", "Barbe", 1500, "confirmed", false, "paid"],
      ["2026-10-27", "Coupe", 2500, "confirmed", true, "kept"],
      ["2026-09-29", "Coupe", 2500, "confirmed", false, null],
      ["2026-09-01", "Coupe + Barbe", 4000, "confirmed", false, null],
      ["2026-08-04", "Coupe", 2500, "confirmed", false, null],
    ]);
    expect(file.orders.map((o) => [o.number, o.status, o.totalCents, o.documents.map((d) => d.kind)])).toEqual([
      ["CMD-C-2", "cancelled", 3500, ["invoice", "credit_note"]],
      ["CMD-C-1", "completed", 4390, ["invoice"]],
    ]);
    expect(file.orders[1]!.documents[0]!.number).toMatch(/^FA-2026-\d{6}$/);
    // The arrhes' documents in the order they were issued: three invoices and the refund's credit note.
    expect(file.depositDocuments.map((d) => [d.kind, d.totalCents, d.issuedAt.slice(0, 10)])).toEqual([
      ["invoice", 1000, "2026-10-20"],
      ["invoice", 1000, "2026-11-02"],
      ["invoice", 500, "2026-11-03"],
      ["credit_note", -1000, "2026-11-05"],
    ]);
  });

  it("says « — » for an interval with one visit, and knows a client without e-mail has no account", async () => {
    expect(await clientFile(who.karim, NOW)).toMatchObject({
      email: null,
      hasAccount: false,
      newsletter: null,
      spent: { servicesCents: 2500, shopCents: 0 },
      figures: { honoured: 1, favouriteBarber: "Karim", lastVisit: "2026-10-01", usualIntervalDays: null },
    });
    expect(await clientFile(who.amine, NOW)).toMatchObject({
      upcoming: [],
      past: [],
      orders: [],
      figures: { honoured: 0, favouriteBarber: null, lastVisit: null },
    });
  });

  it("is not found for an unknown or malformed id: a 404, never a 500", async () => {
    expect(await clientFile("8f0e9c4e-3a52-4bcb-9d1d-000000000000", NOW)).toBeNull();
    expect(await clientFile("not-a-uuid", NOW)).toBeNull();
    const get = (id: string) => callRoute(loader, new Request(`${ORIGIN}/admin/clients/${id}`, { headers: { Cookie: admin } }), { id });
    expect((await get("8f0e9c4e-3a52-4bcb-9d1d-000000000000")).status).toBe(404);
    expect((await get("x'; drop table customers; --")).status).toBe(404);
    expect(await get(who.theo)).toMatchObject({ status: 200, data: { file: { name: "Théo Lefèvre" }, confirming: null } });
    expect((await callRoute(loader, new Request(`${ORIGIN}/admin/clients/${who.theo}`), { id: who.theo })).status).toBe(302);
  });
});

const bodies = async (id: string) => ((await notesOf([id])).get(id) ?? []).map((n) => n.body);

describe("the salon's notes", () => {
  const post = (id: string, fields: Record<string, string>, cookie = admin) =>
    callRoute(action, formRequest(`/admin/clients/${id}`, fields, { cookie }), { id });

  it("are added from the client's page, dated, and kept oldest first", async () => {
    await addNote(who.theo, "Première visite : dégradé bas", new Date("2026-08-04T09:00:00Z"));
    expect(await post(who.theo, { intent: "add-note", body: `  ${NOTE}\r\n` })).toMatchObject({ status: 200, data: { ok: true, message: "Note ajoutée." } });
    expect(await bodies(who.theo)).toEqual(["Première visite : dégradé bas", NOTE]);
    const page = await callRoute(loader, new Request(`${ORIGIN}/admin/clients/${who.theo}`, { headers: { Cookie: admin } }), { id: who.theo });
    expect((page.data as { file: { notes: Array<{ body: string; createdAt: string }> } }).file.notes).toEqual([
      { id: expect.any(String), body: "Première visite : dégradé bas", createdAt: "2026-08-04T09:00:00.000Z" },
      { id: expect.any(String), body: NOTE, createdAt: expect.any(String) },
    ]);
    expect(await bodies(who.zoe)).toEqual([]);
  });

  it("refuse an empty note, a note too long, and a client that is not there, in French, changing nothing", async () => {
    expect(await post(who.theo, { intent: "add-note", body: "   " })).toMatchObject({ status: 400, data: { fieldErrors: { body: "Écrivez la note." } } });
    expect(await post(who.theo, { intent: "add-note", body: "x".repeat(2000) })).toMatchObject({
      status: 400,
      data: { fieldErrors: { body: "La note ne doit pas dépasser 1 000 caractères." } },
    });
    // A note for another client than the page's.
    expect(await post(who.theo, { intent: "add-note", body: "Pour Zoë", customerId: who.zoe })).toMatchObject({ status: 400 });
    expect(await post("8f0e9c4e-3a52-4bcb-9d1d-000000000000", { intent: "add-note", body: "Perdue" })).toMatchObject({
      status: 404,
      data: { message: "Ce client est introuvable." },
    });
    expect(await post("pas-un-id", { intent: "add-note", body: "Perdue" })).toMatchObject({ status: 404 });
    expect(await post(who.erased, { intent: "add-note", body: "Trop tard" })).toMatchObject({ status: 409 });
    // Without the admin's session: refused, nothing written.
    expect((await post(who.theo, { intent: "add-note", body: "Intrus" }, "")).status).toBe(403);
    expect(await db().select().from(clientNotes)).toHaveLength(2);
  });

  it("are deleted one by one, only from their own client's page", async () => {
    const zoeNote = (await addNote(who.zoe, "Allergique au baume", NOW)) as { ok: true; id: string };
    const [first] = (await notesOf([who.theo])).get(who.theo)!;
    // Another client's note, through this page: refused, kept.
    expect(await post(who.theo, { intent: "delete-note", noteId: zoeNote.id })).toMatchObject({
      status: 404,
      data: { message: "Cette note est introuvable." },
    });
    expect(await bodies(who.zoe)).toEqual(["Allergique au baume"]);
    expect(await post(who.theo, { intent: "delete-note", noteId: "1 or 1=1" })).toMatchObject({ status: 400 });
    expect(await post(who.theo, { intent: "delete-note", noteId: first!.id })).toMatchObject({ status: 200, data: { message: "Note supprimée." } });
    expect(await bodies(who.theo)).toEqual([NOTE]);
    // Deleted already.
    expect(await post(who.theo, { intent: "delete-note", noteId: first!.id })).toMatchObject({ status: 404 });
    expect(await bodies(who.theo)).toEqual([NOTE]);
    // The question asked before deleting, for a page not yet live: only for a note of this client's.
    const ask = (noteId: string) =>
      callRoute(loader, new Request(`${ORIGIN}/admin/clients/${who.theo}?supprimer=${noteId}`, { headers: { Cookie: admin } }), { id: who.theo });
    const [kept] = (await notesOf([who.theo])).get(who.theo)!;
    expect(await ask(kept!.id)).toMatchObject({ data: { confirming: kept!.id } });
    expect(await ask(zoeNote.id)).toMatchObject({ data: { confirming: null } });
    await post(who.zoe, { intent: "delete-note", noteId: zoeNote.id });
  });

  it("show beside the client's name in the agenda and the bookings list, never for another client", async () => {
    const day = await agendaFor({ view: "day", date: "2026-11-10" }, NOW);
    const booked = day.days.flatMap((d) => d.bookings);
    expect(booked.map((b) => [b.customerName, b.customerId, b.notes])).toEqual([["Théo Lefèvre", who.theo, [NOTE]]]);
    const zoeDay = await agendaFor({ view: "day", date: "2026-11-19" }, NOW);
    expect(zoeDay.days.flatMap((d) => d.bookings).map((b) => b.notes)).toEqual([[]]);
    const list = await listAdminBookings(readBookingFilters(new URLSearchParams({ when: "past" })), NOW);
    const notesByName = new Map(list.bookings.map((b) => [b.customerName, b.notes]));
    expect(notesByName.get("Théo Lefèvre")).toEqual([NOTE]);
    expect(notesByName.get("Zoë Çelik")).toEqual([]);
    expect(list.bookings.find((b) => b.customerName === "Zoë Çelik")!.customerId).toBe(who.zoe);
  });
});

describe("the salon's notes never reach the client", () => {
  it("neither in the booking API's answer, the arrhes' page, the mails, the appointment's page nor 'Mes rendez-vous'", async () => {
    expect(await bodies(who.theo)).toEqual([NOTE]);
    const secret = /Sabot 2|parle pas de foot/;
    // A booking through the site's API, as the dialog sends it: arrhes asked (the real clock, a coming Tuesday).
    await db().update(services).set({ depositKind: "fixed", depositValue: 1000 }).where(eq(services.slug, "coupe-degrade"));
    invalidateServices();
    await saveDepositRules(DEFAULT_DEPOSIT_RULES, db());
    const fields = {
      serviceIds: serviceIds["coupe-degrade"]!,
      date: nextWeekday(2),
      timeSlot: "10:00",
      barberId: team.Karim!,
      name: "Théo Lefèvre",
      email: "theo.lefevre@example.test",
      phone: "06 12 34 56 78",
      expressRequest: "on",
    };
    const answer = await callRoute(bookAction, formRequest("/api/bookings", fields, { ip: "203.0.113.77" }));
    expect(answer).toMatchObject({ status: 200, data: { ok: true, deposit: { amountCents: 1000 } } });
    expect(JSON.stringify(answer.data)).not.toMatch(secret);
    const token = (answer.data as { deposit: { paymentToken: string } }).deposit.paymentToken;

    const depositPage = await callRoute(depositLoader, new Request(`${ORIGIN}/arrhes/${token}`), { token });
    expect(depositPage).toMatchObject({ status: 200, data: { page: expect.any(Object) } });
    expect(JSON.stringify(depositPage.data)).not.toMatch(secret);

    expect(await payDepositInDemo(token, new Date(), db(), true)).toMatchObject({ ok: true, confirmed: true });
    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.to, "theo.lefevre@example.test"));
    expect(mails.map((m) => m.type)).toContain("booking_confirmation");
    for (const mail of mails) expect(JSON.stringify(mail)).not.toMatch(secret);
    const manage = /\/rendez-vous\/([A-Za-z0-9_-]+)/.exec(mails.find((m) => m.type === "booking_confirmation")!.unsentContent!.html)![1]!;
    const managePage = await callRoute(manageLoader, new Request(`${ORIGIN}/rendez-vous/${manage}`), { token: manage });
    expect(managePage).toMatchObject({ status: 200, data: { booking: { status: "confirmed" } } });
    expect(JSON.stringify(managePage.data)).not.toMatch(secret);

    // 'Mes rendez-vous', the address confirmed: the appointments are there, the notes are not.
    await db().update(user).set({ emailVerified: true }).where(eq(user.email, "theo.lefevre@example.test"));
    const mine = await callRoute(myBookingsLoader, new Request(`${ORIGIN}/account/bookings`, { headers: { Cookie: theoCookie } }));
    expect(mine).toMatchObject({ status: 200, data: { bookings: { confirmed: true, upcoming: [expect.any(Object)] } } });
    expect(JSON.stringify(mine.data)).not.toMatch(secret);
  });
});
