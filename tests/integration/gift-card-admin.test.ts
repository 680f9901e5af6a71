import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { eraseClient } from "~/features/admin/clients/client-erasure.server";
import { collectClientData } from "~/features/admin/clients/data-rights.server";
import { CHECKOUT_CARD_CODE_LIMIT } from "~/features/orders/checkout.server";
import { issueGiftCard, spendGiftCard } from "~/features/gift-cards/ledger.server";
import { resetConfig } from "~/lib/config.server";
import { action as encashAction, loader as cardsLoader } from "~/routes/admin/gift-cards";
import { action as cardAction, loader as cardLoader } from "~/routes/admin/gift-card";
import { purgeExpiredData } from "~/features/privacy/retention.server";
import { action as checkoutAction } from "~/routes/checkout";
import { bookings, customers, emailOutbox, giftCardMovements, giftCards, products, services } from "~db/schema";
import { seedDatabase } from "~db/seed/seed.server";
import { callRoute, formRequest, ORIGIN } from "../support/actions";
import { adminSessionCookie, signUpAndGetCookie, useTestAuth } from "../support/test-auth";
import { firstBarberId, useTestDatabase } from "../support/test-database";

// The admin's 'Cartes cadeaux' (search, a card's ledger, 'Encaisser'), the checkout's limit on wrong
// codes, and a client's data rights over their cards: crafted requests answered 4xx, nothing changed.
const database = useTestDatabase();
const auth = useTestAuth(database);
const db = () => database.current.db;
let admin = "";
const ids: Record<string, string> = {};

const issue = (amountCents: number, buyerEmail: string, recipientName: string, recipientEmail: string | null = null) =>
  issueGiftCard(db(), { kind: "amount", amountCents, recipientName, recipientEmail, buyerEmail, message: "Pour toi", sendOn: "2026-12-24" });

beforeAll(async () => {
  delete process.env.PAYMENT_MODE;
  resetConfig();
  await seedDatabase(db());
  for (const p of await db().select().from(products)) ids[p.slug] = p.id;
  admin = await adminSessionCookie(auth.current, db());
});

const list = (q: string, cookie = admin) =>
  callRoute(cardsLoader, new Request(`${ORIGIN}/admin/cartes-cadeaux?q=${encodeURIComponent(q)}`, { headers: { Cookie: cookie } }));
const cardsOf = async (q: string) => ((await list(q)).data as { cards: Array<{ id: string; last4: string }> }).cards;
const encash = (fields: Record<string, string>) => callRoute(encashAction, formRequest("/admin/cartes-cadeaux", fields, { cookie: admin }));

describe("'Cartes cadeaux' in the admin", () => {
  it("finds a card by the end of its code however typed, or by its buyer or recipient; a wildcard is a character", async () => {
    const card = await issue(3000, "marie.acheteuse@example.test", "Hugo Destinataire");
    const end = card.code.slice(-6);
    expect((await cardsOf(end.toLowerCase())).map((c) => c.id)).toContain(card.id);
    expect((await cardsOf(`${end.slice(0, 3)} ${end.slice(3)}`)).map((c) => c.id)).toContain(card.id);
    expect((await cardsOf("marie.ach")).map((c) => c.id)).toEqual([card.id]);
    expect((await cardsOf("hugo dest")).map((c) => c.id)).toEqual([card.id]);
    expect(await cardsOf("%")).toEqual([]);
    expect(await cardsOf("personne-de-ce-nom")).toEqual([]);
    // Never the code itself in what the page gets.
    expect(JSON.stringify((await list(end)).data)).not.toContain(card.code);
  });

  it("shows a card's ledger; an unknown or malformed id is 404", async () => {
    const card = await issue(5000, "ledger@example.test", "Léo");
    await spendGiftCard(db(), card.id, 1250, { note: "Barbe" });
    const page = await callRoute(cardLoader, new Request(`${ORIGIN}/admin/cartes-cadeaux/${card.id}`, { headers: { Cookie: admin } }), { id: card.id });
    expect(page).toMatchObject({
      status: 200,
      data: {
        card: { balanceCents: 3750, state: "valid" },
        ledger: [
          { kind: "issued", amountCents: 5000 },
          { kind: "spent", amountCents: -1250, note: "Barbe" },
        ],
      },
    });
    for (const id of [randomUUID(), "pas-un-id", "../../etc"]) {
      const missing = await callRoute(cardLoader, new Request(`${ORIGIN}/admin/cartes-cadeaux/x`, { headers: { Cookie: admin } }), { id });
      expect(missing.status).toBe(404);
    }
  });

  it("'Encaisser': the amount taken, each refusal under its field, crafted posts 4xx, the balance unchanged by them", async () => {
    const card = await issue(5000, "encaisse@example.test", "Nina");
    expect(await encash({ code: card.code, amount: "12,50", note: "Coupe" })).toMatchObject({ status: 200, data: { ok: true, balanceCents: 3750 } });
    expect(await encash({ code: "", amount: "5" })).toMatchObject({ status: 400, data: { fieldErrors: { code: "Veuillez entrer le code de la carte" } } });
    expect(await encash({ code: card.code, amount: "100" })).toMatchObject({ status: 409, data: { code: "BALANCE_TOO_LOW", field: "amount" } });
    expect(await encash({ code: card.code, amount: "12.345" })).toMatchObject({ status: 400, data: { code: "INVALID_AMOUNT" } });
    expect(await encash({ code: card.code, amount: "5", bookingId: "1; drop table bookings" })).toMatchObject({
      status: 404,
      data: { code: "BOOKING_NOT_FOUND" },
    });
    expect(await encash({ code: card.code, amount: "5", note: "x".repeat(201) })).toMatchObject({ status: 400 });
    expect(await encash({ code: "A".repeat(5000), amount: "5" })).toMatchObject({ status: 400 });
    const [row] = await db().select().from(giftCards).where(eq(giftCards.id, card.id));
    expect(row!.balanceCents).toBe(3750);
  });
});

describe("wrong codes at checkout", () => {
  it("counts each quote with a code of an account, all at once too: past the limit, even a right code waits", async () => {
    const cookie = await signUpAndGetCookie(auth.current, `devine-${randomUUID().slice(0, 8)}@example.test`);
    const card = await issue(2000, "vraie@example.test", "Zoé");
    const quote = (giftCardCode: string) =>
      callRoute(
        checkoutAction,
        new Request(`${ORIGIN}/checkout`, {
          method: "POST",
          body: JSON.stringify({ intent: "quote", lines: [{ productId: ids["huile-barbe"]!, quantity: 1 }], deliveryMode: "pickUpInStore", giftCardCode }),
          headers: { "content-type": "application/json", Origin: ORIGIN, Cookie: cookie },
        }),
      );
    expect(await quote(card.code)).toMatchObject({ status: 200, data: { giftCard: { last4: card.code.slice(-4), balanceCents: 2000 } } });
    // The others sent at once: each counted before its code is read.
    const answers = await Promise.all(Array.from({ length: CHECKOUT_CARD_CODE_LIMIT.max + 5 }, (_, i) => quote(`ABCD-EFGH-JKMN-PQR${i % 8}`)));
    expect(answers.filter((a) => a.status === 400)).toHaveLength(CHECKOUT_CARD_CODE_LIMIT.max - 1);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(6);
    expect(answers.find((a) => a.status === 400)).toMatchObject({ data: { code: "GIFT_CARD_INVALID", field: "giftCardCode" } });
    const refused = await quote(card.code);
    expect(refused).toMatchObject({ status: 429, data: { code: "TOO_MANY_REQUESTS" } });
    // Another account is not held back.
    const other = await signUpAndGetCookie(auth.current, `autre-${randomUUID().slice(0, 8)}@example.test`);
    const fine = await callRoute(
      checkoutAction,
      new Request(`${ORIGIN}/checkout`, {
        method: "POST",
        body: JSON.stringify({
          intent: "quote",
          lines: [{ productId: ids["huile-barbe"]!, quantity: 1 }],
          deliveryMode: "pickUpInStore",
          giftCardCode: card.code,
        }),
        headers: { "content-type": "application/json", Origin: ORIGIN, Cookie: other },
      }),
    );
    expect(fine).toMatchObject({ status: 200, data: { amounts: { giftCardCents: 1999, totalCents: 0 } } });
  });
});

describe("a client's data rights over their gift cards", () => {
  it("exports the cards bought and received (never a code), and the erasure leaves the cards valid without the client's address or name", async () => {
    const [client] = await db().insert(customers).values({ name: "Camille Client", email: "camille@example.test", phone: "06 11 22 33 44" }).returning();
    const bought = await issue(4000, "camille@example.test", "Sacha", "sacha@example.test");
    const received = await issue(2500, "parrain@example.test", "Camille", "Camille@Example.test");
    const data = await collectClientData(client!.id);
    expect(data!.giftCards.map((g) => [g.role, g.last4, g.initialCents])).toEqual([
      ["buyer", bought.code.slice(-4), 4000],
      ["recipient", received.code.slice(-4), 2500],
    ]);
    expect(JSON.stringify(data)).not.toContain(bought.code);
    expect(await eraseClient(client!.id)).toMatchObject({ ok: true });
    const [b] = await db().select().from(giftCards).where(eq(giftCards.id, bought.id));
    const [r] = await db().select().from(giftCards).where(eq(giftCards.id, received.id));
    expect(b).toMatchObject({ buyerEmail: null, recipientName: "Sacha", recipientEmail: "sacha@example.test", balanceCents: 4000 });
    expect(r).toMatchObject({ buyerEmail: "parrain@example.test", recipientEmail: null, message: "", balanceCents: 2500 });
    expect(r!.recipientName).not.toBe("Camille");
  });
});

describe("encashing at the salon, sent twice or undone", () => {
  it("takes once for one form sent twice, one after the other or at once", async () => {
    const card = await issue(5000, "double@example.test", "Yanis");
    const attemptId = randomUUID();
    const first = await encash({ code: card.code, amount: "10", note: "", attemptId });
    const again = await encash({ code: card.code, amount: "10", note: "", attemptId });
    expect(first).toMatchObject({ status: 200, data: { ok: true, balanceCents: 4000 } });
    expect(again).toMatchObject({ status: 200, data: { ok: true, balanceCents: 4000, message: (first.data as { message: string }).message } });
    const twin = randomUUID();
    const both = await Promise.all([encash({ code: card.code, amount: "5", attemptId: twin }), encash({ code: card.code, amount: "5", attemptId: twin })]);
    expect(both.map((b) => b.status)).toEqual([200, 200]);
    const [row] = await db().select().from(giftCards).where(eq(giftCards.id, card.id));
    expect(row!.balanceCents).toBe(3500);
  });

  it("gives a salon spending back once from the card's page; an order's spending is not given back there", async () => {
    const card = await issue(3000, "annule@example.test", "Inès");
    await encash({ code: card.code, amount: "30" });
    const [spent] = await db()
      .select()
      .from(giftCardMovements)
      .where(and(eq(giftCardMovements.cardId, card.id), eq(giftCardMovements.kind, "spent")));
    const undo = (movementId: string, cardId = card.id) =>
      callRoute(cardAction, formRequest(`/admin/cartes-cadeaux/${cardId}`, { intent: "undo", movementId }, { cookie: admin }), { id: cardId });
    expect(await undo(spent!.id)).toMatchObject({ status: 200, data: { ok: true } });
    expect(await undo(spent!.id)).toMatchObject({ status: 409, data: { code: "ALREADY_UNDONE" } });
    // Another card's page, a made-up id, the 'issued' row: refused, nothing moves.
    const other = await issue(1000, "autre-carte@example.test", "Léo");
    expect(await undo(spent!.id, other.id)).toMatchObject({ status: 404 });
    expect(await undo(randomUUID())).toMatchObject({ status: 404 });
    const [issued] = await db()
      .select()
      .from(giftCardMovements)
      .where(and(eq(giftCardMovements.cardId, card.id), eq(giftCardMovements.kind, "issued")));
    expect(await undo(issued!.id)).toMatchObject({ status: 409, data: { code: "NOT_UNDOABLE" } });
    const [row] = await db().select().from(giftCards).where(eq(giftCards.id, card.id));
    expect(row!.balanceCents).toBe(3000);
    expect(
      (await db().select().from(giftCardMovements).where(eq(giftCardMovements.cardId, card.id)).orderBy(giftCardMovements.seq)).map((m) => [
        m.kind,
        m.amountCents,
      ]),
    ).toEqual([
      ["issued", 3000],
      ["spent", -3000],
      ["returned", 3000],
    ]);
  });

  it("refuses a cancelled booking; a booking paid by a card can still be deleted, its card's ledger kept", async () => {
    const card = await issue(5000, "rdv@example.test", "Malik");
    const [service] = await db().select().from(services).limit(1);
    const [client] = await db()
      .insert(customers)
      .values({ name: "Malik", email: `malik-${randomUUID().slice(0, 6)}@example.test`, phone: "06 12 34 56 78" })
      .returning();
    const span = "[2026-12-01T09:00:00Z,2026-12-01T09:30:00Z)";
    const booking = async (status: "confirmed" | "cancelled") =>
      (
        await db()
          .insert(bookings)
          .values({
            serviceId: service!.id,
            customerId: client!.id,
            barberId: await firstBarberId(db()),
            customerName: "Malik",
            customerPhone: "06 12 34 56 78",
            date: "2026-12-01",
            timeSlot: "10:00",
            title: service!.title,
            durationMinutes: 30,
            priceCents: service!.priceCents,
            during: span,
            blocked: span,
            status,
          })
          .returning({ id: bookings.id })
      )[0]!.id;
    const cancelled = await booking("cancelled");
    expect(await encash({ code: card.code, amount: "10", bookingId: cancelled })).toMatchObject({ status: 409, data: { code: "BOOKING_CANCELLED" } });
    const kept = await booking("confirmed");
    expect(await encash({ code: card.code, amount: "10", bookingId: kept })).toMatchObject({ status: 200, data: { balanceCents: 4000 } });
    await db().delete(bookings).where(eq(bookings.id, kept));
    const ledger = await db().select().from(giftCardMovements).where(eq(giftCardMovements.cardId, card.id));
    expect(ledger.map((m) => [m.kind, m.bookingId])).toEqual([
      ["issued", null],
      ["spent", null],
    ]);
  });
});

describe("a gift card's mail that failed", () => {
  it("keeps its sealed copy (the only copy of the code) while the card may be spent; a private link's goes after a week", async () => {
    const now = new Date("2026-11-29T10:00:00Z");
    const failed = (type: string, to: string, createdAt: Date) => ({
      type,
      to,
      subject: "s",
      html: "[masqué]",
      text: "t",
      status: "failed" as const,
      masked: true,
      unsentContent: { html: "code", text: "code", attachments: [] },
      createdAt,
    });
    await db()
      .insert(emailOutbox)
      .values([
        failed("gift_card", "carte-echec@example.test", new Date("2026-09-01T10:00:00Z")),
        failed("reset_password_request", "lien-echec@example.test", new Date("2026-09-01T10:00:00Z")),
        failed("gift_card", "carte-vieille@example.test", new Date("2025-09-01T10:00:00Z")),
      ]);
    await purgeExpiredData(now);
    const kept = async (to: string) => (await db().select().from(emailOutbox).where(eq(emailOutbox.to, to)))[0]!.unsentContent;
    expect(await kept("carte-echec@example.test")).not.toBeNull();
    expect(await kept("lien-echec@example.test")).toBeNull();
    expect(await kept("carte-vieille@example.test")).toBeNull();
  });
});
