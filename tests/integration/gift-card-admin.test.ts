import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { eraseClient } from "~/features/admin/clients/client-erasure.server";
import { collectClientData } from "~/features/admin/clients/data-rights.server";
import { CHECKOUT_CARD_CODE_LIMIT } from "~/features/orders/checkout.server";
import { issueGiftCard, spendGiftCard } from "~/features/gift-cards/ledger.server";
import { resetConfig } from "~/lib/config.server";
import { action as encashAction, loader as cardsLoader } from "~/routes/admin/gift-cards";
import { loader as cardLoader } from "~/routes/admin/gift-card";
import { action as checkoutAction } from "~/routes/checkout";
import { customers, giftCards, products } from "~db/schema";
import { seedDatabase } from "~db/seed/seed.server";
import { callRoute, formRequest, ORIGIN } from "../support/actions";
import { adminSessionCookie, signUpAndGetCookie, useTestAuth } from "../support/test-auth";
import { useTestDatabase } from "../support/test-database";

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
  it("counts each wrong code of an account: past the limit, even a right code waits", async () => {
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
    // A right code does not count.
    expect(await quote(card.code)).toMatchObject({ status: 200, data: { giftCard: { last4: card.code.slice(-4), balanceCents: 2000 } } });
    for (let i = 0; i < CHECKOUT_CARD_CODE_LIMIT.max; i++)
      expect(await quote(`ABCD-EFGH-JKMN-PQR${i % 8}`)).toMatchObject({ status: 400, data: { code: "GIFT_CARD_INVALID", field: "giftCardCode" } });
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
