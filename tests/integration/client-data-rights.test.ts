import { randomUUID } from "node:crypto";
import { and, eq, inArray, ne, or, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getAuth } from "~/features/accounts/auth.server";
import { getSessionUser } from "~/features/accounts/session.server";
import { readBookingFilters } from "~/features/admin/booking-filters";
import { listAdminBookings } from "~/features/admin/bookings.server";
import { agendaFor } from "~/features/admin/agenda.server";
import { eraseClient, erasedEmail } from "~/features/admin/clients/client-erasure.server";
import { searchClients } from "~/features/admin/clients/clients.server";
import type { ClientExport } from "~/features/admin/clients/data-export";
import { addNote } from "~/features/admin/clients/notes.server";
import { createBooking } from "~/features/booking/booking-write.server";
import { payDepositInDemo } from "~/features/booking/deposit-payment.server";
import { invalidateServices } from "~/features/booking/services.server";
import { documentDownload } from "~/features/invoices/invoices.server";
import { placeOrder } from "~/features/orders/orders.server";
import { addDays, isoWeekday } from "~/lib/paris-time";
import {
  account,
  bookingDeposits,
  bookings,
  clientNotes,
  contactMessages,
  customers,
  emailOutbox,
  invoiceDocuments,
  mailOptOuts,
  newsletterSubscribers,
  orders,
  paymentIncidents,
  productReviews,
  products,
  reviewRequests,
  serviceReviews,
  services,
  session,
  user,
  waitlistEntries,
} from "~db/schema";
import { action, loader } from "~/routes/admin/client-data";
import { loader as exportHtmlLoader } from "~/routes/admin/client-export-html";
import { loader as exportJsonLoader } from "~/routes/admin/client-export-json";
import { callRoute, formRequest, ORIGIN } from "../support/actions";
import { nextWeekday, openDemoSalon, parisToday } from "../support/demo-salon";
import { testAddress } from "../support/shipping-address";
import { adminSessionCookie, customer, useTestAuth } from "../support/test-auth";
import { useTestDatabase } from "../support/test-database";

// A client's data rights (docs/decisions/0030): everything held about them as JSON and as a
// readable page; their erasure, which cancels what is to come, deletes or anonymises the rest and
// keeps the invoices as they were issued.
const database = useTestDatabase();
const auth = useTestAuth(database);
const db = () => database.current.db;
const EMAIL = "zoe.lambert@example.test";
const PHONE = "06 12 34 56 78";
const PASSWORD = "Motdepasse-2026!";
let ids: Record<string, string> = {};
let admin = "";
const zoe = { id: "", cookie: "", customerId: "", pastBooking: "", upcomingBooking: "", orderId: "" };
let oilName = "";

/** A past day the salon was open (Tuesday to Saturday). */
function pastOpenDay(): string {
  let date = addDays(parisToday(), -3);
  while (![2, 3, 4, 5, 6].includes(isoWeekday(date))) date = addDays(date, -1);
  return date;
}

const page = (id: string) => `/admin/clients/${id}/donnees`;
const get = (fn: Parameters<typeof callRoute>[0], path: string, id: string, cookie = admin) =>
  callRoute(fn, new Request(`${ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {} }), { id });
const erase = (id: string, fields: Record<string, string> = { intent: "erase", confirm: "on" }, cookie = admin) =>
  callRoute(action, formRequest(page(id), fields, { cookie }), { id });

async function book(slug: string, date: string, time: string, at = new Date(), who = { name: "Zoé Lambert", email: EMAIL, phone: PHONE }) {
  const result = await createBooking({ serviceIds: [ids[slug]!], date, timeSlot: time, ...who, expressRequest: true }, at);
  if (!result.ok) throw new Error(`not booked: ${result.message}`);
  return result;
}

beforeAll(async () => {
  ({ services: ids } = await openDemoSalon(db()));
  await db().update(services).set({ depositKind: "fixed", depositValue: 1000 }).where(eq(services.slug, "coupe-degrade"));
  invalidateServices();
  admin = await adminSessionCookie(auth.current, db());
  const signedUp = await customer(EMAIL);
  zoe.id = signedUp.id;
  zoe.cookie = signedUp.cookie;

  const pastDay = pastOpenDay();
  zoe.pastBooking = (await book("coupe-ciseaux", pastDay, "11:00", new Date(Date.now() - 10 * 86_400_000))).bookingId;
  const upcoming = await book("coupe-degrade", nextWeekday(3), "10:00");
  zoe.upcomingBooking = upcoming.bookingId;
  expect(await payDepositInDemo(upcoming.deposit!.paymentToken)).toMatchObject({ ok: true });
  const [row] = await db().select({ customerId: bookings.customerId }).from(bookings).where(eq(bookings.id, zoe.pastBooking));
  zoe.customerId = row!.customerId;

  const [oil] = await db().select().from(products).where(eq(products.slug, "huile-barbe"));
  oilName = oil!.name;
  await db().update(products).set({ stock: 50 }).where(eq(products.id, oil!.id));
  const placed = await placeOrder(
    { id: zoe.id, email: EMAIL },
    { lines: [{ productId: oil!.id, quantity: 2 }], deliveryMode: "homeDelivery", promoCode: null },
    { ...testAddress, fullName: "Zoé Lambert", phone: PHONE },
    { provider: "demo", reference: `demo-${randomUUID()}`, amountCents: oil!.priceCents * 2 + (oil!.priceCents * 2 < 4900 ? 600 : 0) },
  );
  if (!placed.ok) throw new Error(placed.message);
  zoe.orderId = placed.orderId;

  await db()
    .insert(serviceReviews)
    .values({ customerName: "Zoé L.", rating: 5, comment: "Parfait, merci Karim", bookingId: zoe.pastBooking, status: "approved" });
  await db()
    .insert(reviewRequests)
    .values({ bookingId: zoe.pastBooking, tokenHash: `hash-${randomUUID()}`, email: EMAIL, expiresAt: new Date(Date.now() + 86_400_000) });
  await db().insert(productReviews).values({ productId: oil!.id, userId: zoe.id, userEmail: EMAIL, rating: 4, comment: "Sent bon", firstName: "Zoé" });
  await db()
    .insert(waitlistEntries)
    .values({
      serviceId: ids["coupe-ciseaux"]!,
      serviceIds: [ids["coupe-ciseaux"]!],
      date: nextWeekday(5),
      email: EMAIL,
      phone: PHONE,
      tokenHash: `wait-${randomUUID()}`,
    });
  await db().insert(newsletterSubscribers).values({ email: EMAIL, status: "confirmed", confirmedAt: new Date(), discountCode: "BIENVENUE-ZOE" });
  await db().insert(mailOptOuts).values({ email: EMAIL, list: "avis" });
  await db().insert(contactMessages).values({ name: "Zoé Lambert", email: EMAIL, subject: "Horaires", message: "Ouvert le lundi ?" });
  await db()
    .insert(paymentIncidents)
    .values({
      provider: "paypal",
      reference: `CAP-${randomUUID()}`,
      userId: zoe.id,
      userEmail: EMAIL,
      amountCents: 1290,
      currency: "EUR",
      reason: "Stock épuisé",
    });
  expect(await addNote(zoe.customerId, "Sabot 2 sur les côtés")).toMatchObject({ ok: true });
});

describe("a client's export", () => {
  it("downloads everything held about them as JSON: every section, and no password hash nor token", async () => {
    const answer = await get(exportJsonLoader, `${page(zoe.customerId).replace("/donnees", "")}/export.json`, zoe.customerId);
    const res = answer.response!;
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toBe(`attachment; filename="client-${parisToday()}-${zoe.customerId.slice(0, 8)}.json"`);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const text = await res.text();
    expect(text).toContain('\n  "generatedAt": ');
    const data = JSON.parse(text) as ClientExport;
    expect(data.client).toMatchObject({ id: zoe.customerId, name: "Zoé Lambert", email: EMAIL, erasedAt: null });
    expect(data.notes.map((n) => n.body)).toEqual(["Sabot 2 sur les côtés"]);
    expect(data.bookings.map((b) => [b.id, b.status, b.deposit?.status ?? null])).toEqual([
      [zoe.pastBooking, "confirmed", null],
      [zoe.upcomingBooking, "confirmed", "paid"],
    ]);
    expect(data.bookings[1]!.services).toEqual([{ title: expect.any(String), durationMinutes: expect.any(Number), priceCents: expect.any(Number) }]);
    expect(data.reviewRequests).toHaveLength(1);
    expect(data.reviews).toMatchObject([{ name: "Zoé L.", comment: "Parfait, merci Karim", status: "approved" }]);
    expect(data.productReviews).toMatchObject([{ product: oilName, comment: "Sent bon" }]);
    expect(data.waitlist).toMatchObject([{ email: EMAIL, phone: PHONE, services: [expect.any(String)] }]);
    expect(data.newsletter).toMatchObject({ status: "confirmed", discountCode: "BIENVENUE-ZOE" });
    expect(data.mailOptOuts).toMatchObject([{ list: "avis" }]);
    expect(data.mails.map((m) => m.type)).toEqual(expect.arrayContaining(["welcome", "booking_confirmation", "order"]));
    expect(data.account).toEqual({
      name: EMAIL,
      firstName: "Jean",
      lastName: "Test",
      email: EMAIL,
      emailVerified: false,
      createdAt: expect.any(String),
      sessions: 1,
    });
    expect(data.orders).toMatchObject([{ email: EMAIL, shippingAddress: { fullName: "Zoé Lambert" }, items: [{ name: oilName, quantity: 2 }] }]);
    // The order's invoice and the arrhes' invoice.
    expect(data.invoices.map((d) => [d.kind, d.customerName])).toEqual([
      ["invoice", "Zoé Lambert"],
      ["invoice", "Zoé Lambert"],
    ]);
    expect(data.paymentIncidents).toMatchObject([{ email: EMAIL, amountCents: 1290 }]);
    expect(data.contactMessages).toMatchObject([{ subject: "Horaires" }]);

    // Never a secret: the password's hash, a session's token, a private link's hash, a mail's sealed copy.
    const [credentials] = await db().select({ password: account.password }).from(account).where(eq(account.userId, zoe.id));
    const [token] = await db().select({ token: session.token }).from(session).where(eq(session.userId, zoe.id));
    const [hashes] = await db().select({ cancel: bookings.cancelTokenHash }).from(bookings).where(eq(bookings.id, zoe.upcomingBooking));
    for (const secret of [credentials!.password!, token!.token, hashes!.cancel!, "hash-", "wait-"]) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/password|token|unsent/i);
  });

  it("downloads the same as a readable French page, under a policy that runs and loads nothing", async () => {
    const answer = await get(exportHtmlLoader, `/admin/clients/${zoe.customerId}/export.html`, zoe.customerId);
    const res = answer.response!;
    expect(res.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toBe(`attachment; filename="client-${parisToday()}-${zoe.customerId.slice(0, 8)}.html"`);
    expect(res.headers.get("Content-Security-Policy")).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'; img-src 'none'/);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await res.text();
    expect(html).toContain("<h1>Données de Zoé Lambert</h1>");
    expect(html).toContain("<caption>Rendez-vous</caption>");
    expect(html).toContain("10,00\u00a0€ versées");
    expect(html).toContain("Sabot 2 sur les côtés");
    expect(html).not.toMatch(/<script|<link|src=/i);
  });

  it("answers an unknown or malformed client 404, and asks for the admin's session", async () => {
    for (const id of [randomUUID(), "pas-un-id", "1' or '1'='1"]) {
      expect((await get(exportJsonLoader, `/admin/clients/x/export.json`, id)).status).toBe(404);
      expect((await get(exportHtmlLoader, `/admin/clients/x/export.html`, id)).status).toBe(404);
    }
    // Signed out, or a customer: sent to the admin's sign-in, nothing shown.
    for (const cookie of ["", zoe.cookie]) {
      const answer = await get(exportJsonLoader, `/admin/clients/${zoe.customerId}/export.json`, zoe.customerId, cookie);
      expect(answer.status).toBe(302);
      expect(answer.response!.headers.get("Location")).toBe("/admin");
    }
  });
});

describe("a client's erasure", () => {
  it("says beforehand what is cancelled, deleted, anonymised and kept", async () => {
    const answer = await get(loader, page(zoe.customerId), zoe.customerId);
    expect(answer.data).toMatchObject({
      client: { name: "Zoé Lambert", email: EMAIL, erasedAt: null },
      plan: {
        upcoming: [{ deposit: { amountCents: 1000, refundable: true } }],
        pastBookings: 1,
        orders: 1,
        invoices: 2,
        notes: 1,
        account: true,
        newsletter: true,
      },
    });
  });

  it("refuses a crafted request, and changes nothing", async () => {
    const before = await db().select().from(customers).where(eq(customers.id, zoe.customerId));
    expect(await erase(zoe.customerId, { intent: "erase" })).toMatchObject({
      status: 400,
      data: { ok: false, fieldErrors: { confirm: "Cochez la case pour confirmer l'effacement." } },
    });
    expect(await erase(zoe.customerId, { intent: "delete", confirm: "on" })).toMatchObject({ status: 400, data: { ok: false } });
    expect(await erase(randomUUID())).toMatchObject({ status: 404, data: { code: "NOT_FOUND", message: "Ce client est introuvable." } });
    expect(await erase("pas-un-id")).toMatchObject({ status: 404, data: { code: "NOT_FOUND" } });
    // Without the admin's session: refused before anything is read.
    expect((await erase(zoe.customerId, undefined, "")).status).toBe(403);
    expect((await erase(zoe.customerId, undefined, zoe.cookie)).status).toBe(403);
    expect(await db().select().from(customers).where(eq(customers.id, zoe.customerId))).toEqual(before);
    expect((await db().select().from(bookings).where(eq(bookings.id, zoe.upcomingBooking)))[0]!.status).toBe("confirmed");
  });

  it("cancels what is to come, deletes or anonymises the rest, and keeps the invoices byte for byte", async () => {
    const invoicesBefore = await db()
      .select()
      .from(invoiceDocuments)
      .where(or(eq(invoiceDocuments.orderId, zoe.orderId), eq(invoiceDocuments.bookingId, zoe.upcomingBooking)));
    expect(invoicesBefore).toHaveLength(2);
    // The salon's mails: one about Zoé (her address in its text), one about someone whose address merely contains hers.
    const owner = (text: string) => ({ type: "coiffeur_notification", to: "patron@salon.test", subject: "Nouveau rendez-vous", html: `<p>${text}</p>`, text });
    const [aboutZoe, aboutMarie] = await db()
      .insert(emailOutbox)
      .values([owner(`Client : Zoé Lambert <${EMAIL.toUpperCase()}>.`), owner(`Client : marie.${EMAIL}, 07 00 00 00 00`)])
      .returning({ id: emailOutbox.id });
    const pdfsBefore = await Promise.all(invoicesBefore.map(async (d) => Buffer.from(await (await documentDownload(d.number))!.arrayBuffer())));

    expect(await erase(zoe.customerId)).toMatchObject({
      status: 200,
      data: { ok: true, message: "Client effacé. Ses factures sont conservées.", cancelled: 1 },
    });

    // The appointment to come: cancelled at the client's request, the usual mail, the arrhes refunded (demo) with their credit note.
    const [upcoming] = await db()
      .select({ status: bookings.status, name: bookings.customerName, phone: bookings.customerPhone, deposit: bookingDeposits.status })
      .from(bookings)
      .innerJoin(bookingDeposits, eq(bookingDeposits.bookingId, bookings.id))
      .where(eq(bookings.id, zoe.upcomingBooking));
    expect(upcoming).toEqual({ status: "cancelled", name: "Client effacé", phone: "", deposit: "refunded" });
    const mails = await db()
      .select()
      .from(emailOutbox)
      .where(
        and(
          or(sql`lower(${emailOutbox.to}) = ${EMAIL}`, sql`${emailOutbox.text} ilike ${"%" + EMAIL + "%"}`, eq(emailOutbox.replyTo, EMAIL)),
          ne(emailOutbox.id, aboutMarie!.id),
        ),
      );
    expect(mails.map((m) => [m.type, m.status])).toEqual([["booking_cancelled_deposit", "pending"]]);
    expect(
      await db()
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(inArray(emailOutbox.id, [aboutZoe!.id, aboutMarie!.id])),
    ).toEqual([{ id: aboutMarie!.id }]);
    expect(mails[0]!.text).toContain("Vos arrhes de 10,00\u00a0€ vous sont remboursées");
    const credit = await db()
      .select()
      .from(invoiceDocuments)
      .where(and(eq(invoiceDocuments.bookingId, zoe.upcomingBooking), eq(invoiceDocuments.kind, "credit_note")));
    expect(credit).toHaveLength(1);

    // Invoices: untouched, their PDF the same bytes.
    const invoicesAfter = await db()
      .select()
      .from(invoiceDocuments)
      .where(
        inArray(
          invoiceDocuments.id,
          invoicesBefore.map((d) => d.id),
        ),
      );
    expect(invoicesAfter.sort((a, b) => a.number.localeCompare(b.number))).toEqual(invoicesBefore.sort((a, b) => a.number.localeCompare(b.number)));
    const pdfsAfter = await Promise.all(invoicesBefore.map(async (d) => Buffer.from(await (await documentDownload(d.number))!.arrayBuffer())));
    pdfsAfter.forEach((pdf, i) => expect(pdf.equals(pdfsBefore[i]!)).toBe(true));

    // Anonymised.
    const [file] = await db().select().from(customers).where(eq(customers.id, zoe.customerId));
    expect(file).toMatchObject({ name: "Client effacé", email: null, phone: "", erasedAt: expect.any(Date) });
    expect(file!.searchText).not.toMatch(/zoe|lambert|0612/);
    const [past] = await db().select().from(bookings).where(eq(bookings.id, zoe.pastBooking));
    expect(past).toMatchObject({ status: "confirmed", customerName: "Client effacé", customerPhone: "", cancelTokenHash: null, reminderTokenHash: null });
    const [order] = await db().select().from(orders).where(eq(orders.id, zoe.orderId));
    expect(order).toMatchObject({ userEmail: erasedEmail(zoe.customerId), shippingAddress: null, userId: null, customerId: zoe.customerId });
    expect(order!.userEmail).toMatch(/^efface-[0-9a-f]{8}@invalid$/);
    const [incident] = await db().select().from(paymentIncidents);
    expect(incident).toMatchObject({ userEmail: erasedEmail(zoe.customerId), userId: null });

    // Deleted.
    const none = async (rows: Promise<unknown[]>) => expect(await rows).toEqual([]);
    await none(db().select().from(clientNotes).where(eq(clientNotes.customerId, zoe.customerId)));
    await none(db().select().from(user).where(eq(user.id, zoe.id)));
    await none(db().select().from(session).where(eq(session.userId, zoe.id)));
    await none(db().select().from(account).where(eq(account.userId, zoe.id)));
    await none(db().select().from(productReviews));
    await none(db().select().from(serviceReviews));
    await none(db().select().from(reviewRequests));
    await none(db().select().from(waitlistEntries));
    await none(db().select().from(newsletterSubscribers));
    await none(db().select().from(contactMessages));
    // Kept: the address's objection to review requests (a suppression list).
    expect(await db().select({ email: mailOptOuts.email }).from(mailOptOuts)).toEqual([{ email: EMAIL }]);

    // Nowhere to be found by name, e-mail or phone; the agenda and the bookings say « Client effacé ».
    for (const q of ["zoe", "Lambert", EMAIL, "06 12 34"]) {
      expect((await searchClients(q, 1)).found, q).toBe(0);
      expect((await listAdminBookings(readBookingFilters(new URLSearchParams({ q, when: "past" })))).found, q).toBe(0);
      expect((await listAdminBookings(readBookingFilters(new URLSearchParams({ q })))).found, q).toBe(0);
    }
    const agenda = await agendaFor({ view: "day", date: past!.date });
    expect(agenda.days.flatMap((d) => d.bookings).map((b) => b.customerName)).toEqual(["Client effacé"]);

    // The account is gone: its session no longer opens, the password no longer signs in.
    expect(await getSessionUser(new Request(ORIGIN, { headers: { Cookie: zoe.cookie } }))).toBeNull();
    await expect(getAuth().api.signInEmail({ body: { email: EMAIL, password: PASSWORD } })).rejects.toThrow();

    // The page now says so, and has nothing left to erase.
    expect(await get(loader, page(zoe.customerId), zoe.customerId)).toMatchObject({
      data: { client: { name: "Client effacé", email: null, phone: "" }, plan: null },
    });
  });

  it("refuses to erase twice, and changes nothing", async () => {
    const before = await db().select().from(customers).where(eq(customers.id, zoe.customerId));
    expect(await erase(zoe.customerId)).toMatchObject({ status: 409, data: { code: "ALREADY_ERASED", message: "Ce client a déjà été effacé." } });
    expect(await db().select().from(customers).where(eq(customers.id, zoe.customerId))).toEqual(before);
  });

  it("a booking made with the erased address, or while erasing, makes a client of its own", async () => {
    const lea = { name: "Léa Morel", email: "lea.morel@example.test", phone: "07 11 22 33 44" };
    const first = await book("coupe-ciseaux", nextWeekday(4), "15:00", new Date(), lea);
    const [{ customerId }] = (await db().select({ customerId: bookings.customerId }).from(bookings).where(eq(bookings.id, first.bookingId))) as [
      { customerId: string },
    ];
    // Erasing Léa and Léa booking again, at the same time.
    const [erased, again] = await Promise.all([eraseClient(customerId), book("coupe-ciseaux", nextWeekday(4), "16:00", new Date(), lea)]);
    expect(erased).toMatchObject({ ok: true });
    const [row] = await db().select().from(bookings).where(eq(bookings.id, again.bookingId));
    const [fresh] = await db().select().from(customers).where(eq(customers.email, lea.email));
    if (row!.customerId === customerId) {
      // Booked before the erasure: cancelled and anonymised with the rest; no client of that address left.
      expect(row).toMatchObject({ status: "cancelled", customerName: "Client effacé" });
      expect(fresh).toBeUndefined();
    } else {
      // Booked after: a new client, whole.
      expect(row).toMatchObject({ status: "confirmed", customerName: "Léa Morel" });
      expect(fresh!.id).toBe(row!.customerId);
    }
    // And afterwards, always a new client.
    const later = await book("coupe-ciseaux", nextWeekday(4), "17:00", new Date(), lea);
    const [laterRow] = await db().select({ customerId: bookings.customerId }).from(bookings).where(eq(bookings.id, later.bookingId));
    expect(laterRow!.customerId).not.toBe(customerId);
    const [client] = await db().select().from(customers).where(eq(customers.id, laterRow!.customerId));
    expect(client).toMatchObject({ name: "Léa Morel", email: lea.email, erasedAt: null });
    const [old] = await db().select().from(customers).where(eq(customers.id, customerId));
    expect(old).toMatchObject({ name: "Client effacé", email: null });
  });
});
