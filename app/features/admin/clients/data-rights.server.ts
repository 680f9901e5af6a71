import { asc, count, eq, inArray, or, sql, type SQLWrapper } from "drizzle-orm";
import { isUuid } from "~/lib/ids";
import { getDb, type DbOrTx } from "~db/client.server";
import { readAll } from "~db/transactions";
import {
  barbers,
  bookingDeposits,
  bookings,
  bookingServices,
  clientNotes,
  contactMessages,
  customers,
  emailOutbox,
  giftCards,
  invoiceDocuments,
  jobApplications,
  mailOptOuts,
  newsletterCampaigns,
  newsletterDeliveries,
  newsletterSubscribers,
  orderItems,
  orders,
  paymentIncidents,
  productReviews,
  products,
  reviewRequests,
  serviceReviews,
  services,
  session,
  smsOutbox,
  user,
  waitlistEntries,
  waitlistNotices,
} from "~db/schema";
import type { ClientExport } from "./data-export";

/**
 * Where a client's data is: their `customers` row (found by id), the e-mail it holds (which links
 * the waits, the newsletter, the mails, the account), their bookings and their orders (by the
 * row's id, or by the e-mail for an order placed before orders named their client).
 */
export type ClientScope = {
  customer: typeof customers.$inferSelect;
  /** Lower-case; null for a client booked by phone without one, and once erased. */
  email: string | null;
  bookingIds: string[];
  orderIds: string[];
  /** The Better Auth account of the e-mail, if any. */
  userId: string | null;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);
/** `column = email` without regard to case; never true without an e-mail. */
export const sameEmail = (column: SQLWrapper, email: string | null) => (email ? sql`lower(${column}) = ${email}` : sql`false`);
export const among = <T extends string>(column: Parameters<typeof inArray>[0], ids: readonly T[]) => (ids.length ? inArray(column, [...ids]) : sql`false`);

/** The client and what links to them, or null for an unknown (or malformed) id. */
export async function clientScope(id: string, db: DbOrTx = getDb(), lock = false): Promise<ClientScope | null> {
  if (!isUuid(id)) return null;
  const query = db.select().from(customers).where(eq(customers.id, id));
  const [customer] = lock ? await query.for("update") : await query;
  if (!customer) return null;
  const email = customer.email?.trim().toLowerCase() || null;
  const [bookingRows, orderRows, userRows] = await readAll(
    db,
    () => db.select({ id: bookings.id }).from(bookings).where(eq(bookings.customerId, id)),
    () =>
      db
        .select({ id: orders.id })
        .from(orders)
        .where(or(eq(orders.customerId, id), sameEmail(orders.userEmail, email))),
    () => db.select({ id: user.id }).from(user).where(sameEmail(user.email, email)),
  );
  return { customer, email, bookingIds: bookingRows.map((b) => b.id), orderIds: orderRows.map((o) => o.id), userId: userRows[0]?.id ?? null };
}

async function bookingsOf(scope: ClientScope, db: DbOrTx): Promise<ClientExport["bookings"]> {
  const [rows, lines, sms] = await readAll(
    db,
    () =>
      db
        .select({ b: bookings, barber: barbers.name, deposit: bookingDeposits })
        .from(bookings)
        .innerJoin(barbers, eq(barbers.id, bookings.barberId))
        .leftJoin(bookingDeposits, eq(bookingDeposits.bookingId, bookings.id))
        .where(eq(bookings.customerId, scope.customer.id))
        .orderBy(asc(bookings.date), asc(bookings.timeSlot)),
    () => db.select().from(bookingServices).where(among(bookingServices.bookingId, scope.bookingIds)).orderBy(asc(bookingServices.position)),
    () => db.select().from(smsOutbox).where(among(smsOutbox.bookingId, scope.bookingIds)).orderBy(asc(smsOutbox.createdAt)),
  );
  return rows.map(({ b, barber, deposit }) => ({
    id: b.id,
    date: b.date,
    time: b.timeSlot,
    title: b.title,
    durationMinutes: b.durationMinutes,
    priceCents: b.priceCents,
    status: b.status,
    channel: b.channel,
    barber,
    name: b.customerName,
    phone: b.customerPhone,
    createdAt: b.createdAt.toISOString(),
    cancelledAt: iso(b.cancelledAt),
    noShow: b.noShowAt !== null,
    smsReminder: b.smsReminder,
    services: lines.filter((l) => l.bookingId === b.id).map(({ title, durationMinutes, priceCents }) => ({ title, durationMinutes, priceCents })),
    deposit: deposit && {
      amountCents: deposit.amountCents,
      status: deposit.status,
      provider: deposit.provider,
      paidAt: iso(deposit.paidAt),
      settledAt: iso(deposit.settledAt),
      compensationCents: deposit.compensationCents,
    },
    sms: sms
      .filter((s) => s.bookingId === b.id)
      .map((s) => ({ type: s.type, to: s.to, text: s.text, status: s.status, createdAt: s.createdAt.toISOString(), sentAt: iso(s.sentAt) })),
  }));
}

async function ordersOf(scope: ClientScope, db: DbOrTx): Promise<Pick<ClientExport, "orders" | "invoices">> {
  const [rows, items, docs] = await readAll(
    db,
    () => db.select().from(orders).where(among(orders.id, scope.orderIds)).orderBy(asc(orders.createdAt)),
    () => db.select().from(orderItems).where(among(orderItems.orderId, scope.orderIds)),
    () =>
      db
        .select()
        .from(invoiceDocuments)
        .where(or(among(invoiceDocuments.orderId, scope.orderIds), among(invoiceDocuments.bookingId, scope.bookingIds)))
        .orderBy(asc(invoiceDocuments.issuedAt), asc(invoiceDocuments.number)),
  );
  return {
    orders: rows.map((o) => ({
      number: o.orderNumber,
      status: o.status,
      createdAt: o.createdAt.toISOString(),
      email: o.userEmail,
      deliveryMode: o.deliveryMode,
      shippingAddress: o.shippingAddress ? { ...o.shippingAddress } : null,
      items: items.filter((i) => i.orderId === o.id).map((i) => ({ name: i.productName, quantity: i.quantity, priceCents: i.priceCents })),
      subtotalCents: o.subtotalCents,
      deliveryFeeCents: o.deliveryFeeCents,
      discountCents: o.discountCents,
      totalCents: o.totalCents,
      paymentProvider: o.paymentProvider,
      refundStatus: o.refundStatus,
    })),
    invoices: docs.map((d) => {
      const snapshot = d.snapshot as { orderNumber?: string; customer?: { name?: string; addressLines?: string[] } };
      return {
        number: d.number,
        kind: d.kind,
        issuedAt: d.issuedAt.toISOString(),
        totalCents: d.totalCents,
        reference: snapshot.orderNumber ?? "",
        customerName: snapshot.customer?.name ?? "",
        addressLines: snapshot.customer?.addressLines ?? [],
      };
    }),
  };
}

async function accountOf(scope: ClientScope, db: DbOrTx): Promise<Pick<ClientExport, "account" | "productReviews">> {
  if (!scope.userId) return { account: null, productReviews: [] };
  const userId = scope.userId;
  const [[row], [sessions], reviews] = await readAll(
    db,
    // Named columns only: never the account's password hash, nor a session's token.
    () =>
      db
        .select({
          name: user.name,
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
          emailVerified: user.emailVerified,
          createdAt: user.createdAt,
        })
        .from(user)
        .where(eq(user.id, userId)),
    () => db.select({ n: count() }).from(session).where(eq(session.userId, userId)),
    () =>
      db
        .select({ r: productReviews, product: products.name })
        .from(productReviews)
        .innerJoin(products, eq(products.id, productReviews.productId))
        .where(eq(productReviews.userId, userId))
        .orderBy(asc(productReviews.createdAt)),
  );
  return {
    account: row ? { ...row, createdAt: row.createdAt.toISOString(), sessions: sessions?.n ?? 0 } : null,
    productReviews: reviews.map(({ r, product }) => ({
      product,
      firstName: r.firstName,
      lastName: r.lastName,
      rating: r.rating,
      comment: r.comment,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

async function byEmail(scope: ClientScope, db: DbOrTx) {
  const { email } = scope;
  return readAll(
    db,
    () =>
      db
        .select({ w: waitlistEntries, barber: barbers.name })
        .from(waitlistEntries)
        .leftJoin(barbers, eq(barbers.id, waitlistEntries.barberId))
        .where(sameEmail(waitlistEntries.email, email))
        .orderBy(asc(waitlistEntries.date)),
    () => db.select({ createdAt: waitlistNotices.createdAt }).from(waitlistNotices).where(sameEmail(waitlistNotices.email, email)),
    () => db.select().from(newsletterSubscribers).where(sameEmail(newsletterSubscribers.email, email)),
    () =>
      db
        .select({ subject: newsletterCampaigns.subject, queuedAt: newsletterDeliveries.queuedAt })
        .from(newsletterDeliveries)
        .innerJoin(newsletterCampaigns, eq(newsletterCampaigns.id, newsletterDeliveries.campaignId))
        .where(sameEmail(newsletterDeliveries.email, email))
        .orderBy(asc(newsletterDeliveries.queuedAt)),
    () => db.select({ list: mailOptOuts.list, createdAt: mailOptOuts.createdAt }).from(mailOptOuts).where(sameEmail(mailOptOuts.email, email)),
    // What was sent and when: never the copy of a mail, nor its sealed links.
    () =>
      db
        .select({
          type: emailOutbox.type,
          subject: emailOutbox.subject,
          status: emailOutbox.status,
          createdAt: emailOutbox.createdAt,
          sentAt: emailOutbox.sentAt,
        })
        .from(emailOutbox)
        .where(sameEmail(emailOutbox.to, email))
        .orderBy(asc(emailOutbox.createdAt)),
    () =>
      db
        .select()
        .from(paymentIncidents)
        .where(or(sameEmail(paymentIncidents.userEmail, email), scope.userId ? eq(paymentIncidents.userId, scope.userId) : undefined)),
    () => db.select().from(contactMessages).where(sameEmail(contactMessages.email, email)),
    () => db.select().from(jobApplications).where(sameEmail(jobApplications.email, email)),
    () =>
      db
        .select()
        .from(giftCards)
        .where(or(sameEmail(giftCards.buyerEmail, email), sameEmail(giftCards.recipientEmail, email)))
        .orderBy(asc(giftCards.issuedAt)),
  );
}

/** Everything held about the client (`/admin/clients/:id/export.json`), or null for an unknown id. */
export async function collectClientData(id: string, now = new Date(), db: DbOrTx = getDb()): Promise<ClientExport | null> {
  const scope = await clientScope(id, db);
  if (!scope) return null;
  const { customer } = scope;
  const [notes, bookingList, orderData, accountData, requests, reviews, serviceTitles] = await readAll(
    db,
    () => db.select().from(clientNotes).where(eq(clientNotes.customerId, customer.id)).orderBy(asc(clientNotes.createdAt)),
    () => bookingsOf(scope, db),
    () => ordersOf(scope, db),
    () => accountOf(scope, db),
    () =>
      db
        .select()
        .from(reviewRequests)
        .where(or(among(reviewRequests.bookingId, scope.bookingIds), sameEmail(reviewRequests.email, scope.email))),
    () => db.select().from(serviceReviews).where(among(serviceReviews.bookingId, scope.bookingIds)).orderBy(asc(serviceReviews.createdAt)),
    () => db.select({ id: services.id, title: services.title }).from(services),
  );
  const [waits, notices, [subscriber], received, optOuts, mails, incidents, contacts, applications, cards] = await byEmail(scope, db);
  const titleOf = new Map(serviceTitles.map((s) => [s.id, s.title]));
  return {
    generatedAt: now.toISOString(),
    client: {
      id: customer.id,
      name: customer.name,
      email: customer.email,
      phone: customer.phone,
      createdAt: customer.createdAt.toISOString(),
      erasedAt: iso(customer.erasedAt),
    },
    notes: notes.map((n) => ({ body: n.body, createdAt: n.createdAt.toISOString() })),
    bookings: bookingList,
    reviewRequests: requests.map((r) => ({
      bookingId: r.bookingId,
      email: r.email,
      queuedAt: r.queuedAt.toISOString(),
      expiresAt: r.expiresAt.toISOString(),
      usedAt: iso(r.usedAt),
    })),
    reviews: reviews.map((r) => ({
      bookingId: r.bookingId,
      name: r.customerName,
      rating: r.rating,
      comment: r.comment,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
    })),
    productReviews: accountData.productReviews,
    waitlist: waits.map(({ w, barber }) => ({
      date: w.date,
      services: w.serviceIds.map((s) => titleOf.get(s) ?? ""),
      barber,
      email: w.email,
      phone: w.phone,
      toldAt: iso(w.toldAt),
      createdAt: w.createdAt.toISOString(),
    })),
    waitlistNotices: notices.map((n) => ({ createdAt: n.createdAt.toISOString() })),
    newsletter: subscriber
      ? {
          status: subscriber.status,
          createdAt: subscriber.createdAt.toISOString(),
          confirmedAt: iso(subscriber.confirmedAt),
          unsubscribedAt: iso(subscriber.unsubscribedAt),
          discountCode: subscriber.discountCode,
          discountUsed: subscriber.discountUsed,
          received: received.map((r) => ({ subject: r.subject, queuedAt: r.queuedAt.toISOString() })),
        }
      : null,
    mailOptOuts: optOuts.map((o) => ({ list: o.list, createdAt: o.createdAt.toISOString() })),
    mails: mails.map((m) => ({ type: m.type, subject: m.subject, status: m.status, createdAt: m.createdAt.toISOString(), sentAt: iso(m.sentAt) })),
    account: accountData.account,
    ...orderData,
    paymentIncidents: incidents.map((p) => ({
      email: p.userEmail,
      amountCents: p.amountCents,
      currency: p.currency,
      reason: p.reason,
      createdAt: p.createdAt.toISOString(),
      resolvedAt: iso(p.resolvedAt),
    })),
    contactMessages: contacts.map((c) => ({ name: c.name, subject: c.subject, message: c.message, createdAt: c.createdAt.toISOString() })),
    jobApplications: applications.map((a) => ({
      firstName: a.firstName,
      lastName: a.lastName,
      dateOfBirth: a.dateOfBirth,
      phone: a.phone,
      cvFilename: a.cvFilename,
      createdAt: a.createdAt.toISOString(),
    })),
    giftCards: cards.map((g) => ({
      role: g.buyerEmail?.toLowerCase() === scope.email ? ("buyer" as const) : ("recipient" as const),
      last4: g.codeLast4,
      initialCents: g.initialCents,
      balanceCents: g.balanceCents,
      recipientName: g.recipientName,
      message: g.message,
      sendOn: g.sendOn,
      validUntil: g.validUntil,
      issuedAt: g.issuedAt.toISOString(),
    })),
  };
}
