import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { cancelOrderAsAdmin } from "~/features/admin/order-actions.server";
import { encashAtSalon } from "~/features/admin/gift-cards/gift-cards.server";
import { giftCardCodeHash, readGiftCardCode } from "~/features/gift-cards/code";
import { cardOfCode, expireGiftCards, ledgerOf } from "~/features/gift-cards/ledger.server";
import { giftCardBalance } from "~/features/gift-cards/balance.server";
import { placeOrder, quoteOrder, type Customer, type GiftCardRequest, type OrderRequest } from "~/features/orders/orders.server";
import type { InvoiceSnapshot } from "~/features/invoices/document";
import { resetConfig } from "~/lib/config.server";
import { formatPrice } from "~/lib/money";
import { parisInstant } from "~/lib/paris-time";
import { emailOutbox, giftCards, invoiceDocuments, orderItems, orders, products, services } from "~db/schema";
import { seedDatabase } from "~db/seed/seed.server";
import { customer, useTestAuth } from "../support/test-auth";
import { useTestDatabase } from "../support/test-database";

// Gift cards sold and spent in the shop, spent at the salon (docs/decisions/0033), worked out by hand.
// "Now" is Sunday 29 November 2026, 11:00 in Paris: a card bought now is valid to 28 November 2027.
const NOW = new Date("2026-11-29T10:00:00Z");
const database = useTestDatabase();
useTestAuth(database);
const db = () => database.current.db;
const product: Record<string, string> = {};
const service: Record<string, string> = {};

beforeAll(async () => {
  process.env.OWNER_EMAIL = "patron@salon.test";
  resetConfig();
  await seedDatabase(db());
  for (const p of await db().select().from(products)) product[p.slug] = p.id;
  for (const s of await db().select().from(services)) service[s.slug] = s.id;
});

const card = (over: Partial<GiftCardRequest> = {}): GiftCardRequest => ({
  lineId: `carte-cadeau-${randomUUID()}`,
  kind: "amount",
  amountCents: 5000,
  serviceId: null,
  recipientName: "Théo",
  message: "Joyeux anniversaire !",
  sendTo: "recipient",
  recipientEmail: "theo@example.test",
  sendOn: "2026-12-24",
  ...over,
});
const request = (over: Partial<OrderRequest>): OrderRequest => ({ lines: [], deliveryMode: "pickUpInStore", promoCode: null, ...over });
const demo = (amountCents: number) => ({ provider: "demo" as const, reference: `demo-${randomUUID()}`, amountCents });

/** The code of a card sold in an order, as its mail carries it (the sealed copy, the only place it exists). */
async function codeMailedFor(orderId: string): Promise<string> {
  const [row] = await db().select({ mailId: giftCards.mailId, id: giftCards.id }).from(giftCards).where(eq(giftCards.orderId, orderId));
  const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.type, "gift_card"));
  for (const mail of mails) {
    const text = mail.unsentContent?.text ?? "";
    for (const match of text.matchAll(/[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}/g)) {
      const code = readGiftCardCode(match[0]);
      const [found] = code
        ? await db()
            .select({ id: giftCards.id })
            .from(giftCards)
            .where(eq(giftCards.codeHash, giftCardCodeHash(code)))
        : [];
      if (found?.id === row!.id) return code!;
    }
  }
  throw new Error("no mailed code for this order");
}

async function buyCard(buyer: Customer, over: Partial<GiftCardRequest> = {}, priceCents = over.amountCents ?? 5000) {
  const placed = await placeOrder(buyer, request({ giftCards: [card(over)] }), null, demo(priceCents), db(), NOW);
  if (!placed.ok) throw new Error(placed.message);
  return { ...placed, code: await codeMailedFor(placed.orderId) };
}

describe("selling a gift card", () => {
  it("prices a card without delivery fee or discount, and a service card at its price of the day", async () => {
    const lea = await customer("lea-devis@example.test");
    const quote = await quoteOrder(lea, request({ giftCards: [card()], deliveryMode: "homeDelivery" }), db(), NOW);
    expect(quote).toMatchObject({
      ok: true,
      deliveryMode: "pickUpInStore",
      amounts: { subtotalCents: 5000, deliveryFeeCents: 0, discountCents: 0, giftCardCents: 0, totalCents: 5000 },
    });
    const formula = await quoteOrder(
      lea,
      request({ giftCards: [card({ kind: "service", amountCents: null, serviceId: service["formule-complete"]! })] }),
      db(),
      NOW,
    );
    expect(formula).toMatchObject({ ok: true, amounts: { totalCents: 3500 }, lines: [{ name: "Carte cadeau Formule complète pour Théo", priceCents: 3500 }] });
  });

  it("refuses a card the shop does not sell, whatever the browser sends", async () => {
    const lea = await customer("lea-refus@example.test");
    const refused = [
      card({ amountCents: 1550 }),
      card({ amountCents: 30100 }),
      card({ amountCents: 900 }),
      card({ message: "x".repeat(301) }),
      card({ sendOn: "2026-11-28" }),
      card({ sendOn: "2027-03-01" }),
      card({ sendOn: "24/12/2026" }),
      card({ recipientEmail: null }),
      card({ kind: "service", amountCents: null, serviceId: randomUUID() }),
      card({ kind: "service", amountCents: null, serviceId: "pas-un-id" }),
    ];
    for (const bad of refused)
      expect(await quoteOrder(lea, request({ giftCards: [bad] }), db(), NOW)).toMatchObject({ ok: false, code: "GIFT_CARD_UNAVAILABLE" });
    // The last day 3 months ahead is fine; a line sent twice is one line too many.
    expect(await quoteOrder(lea, request({ giftCards: [card({ sendOn: "2027-02-28" })] }), db(), NOW)).toMatchObject({ ok: true });
    const twice = card();
    expect(await quoteOrder(lea, request({ giftCards: [twice, twice] }), db(), NOW)).toMatchObject({ ok: false, code: "PRODUCT_UNAVAILABLE" });
  });

  it("sells a 50 € card sent to its recipient on 24 December: taxed on its invoice, its mail due at 08:00 Paris, its code only in the sealed mail", async () => {
    const lea = await customer("lea@example.test");
    const { orderId, code } = await buyCard(lea);
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    // Nothing to ship: delivered as placed.
    expect(order).toMatchObject({ status: "completed", totalCents: 5000, giftCardCents: 0, deliveryMode: "pickUpInStore" });
    expect(await db().select().from(orderItems).where(eq(orderItems.orderId, orderId))).toMatchObject([
      { productId: null, productCategory: "carte-cadeau", productName: `Carte cadeau ${formatPrice(5000)} pour Théo`, quantity: 1, priceCents: 5000 },
    ]);
    // A single-purpose voucher: VAT at 20 % on its sale, 50,00 € = 41,67 € HT + 8,33 € VAT.
    const [invoice] = await db().select().from(invoiceDocuments).where(eq(invoiceDocuments.orderId, orderId));
    expect((invoice!.snapshot as unknown as InvoiceSnapshot).vat).toEqual({ ratePercent: 20, baseCents: 4167, vatCents: 833 });

    const [row] = await db().select().from(giftCards).where(eq(giftCards.orderId, orderId));
    expect(row).toMatchObject({ initialCents: 5000, balanceCents: 5000, validUntil: "2027-11-28", sendOn: "2026-12-24", codeLast4: code.slice(-4) });
    expect(row!.codeHash).toBe(giftCardCodeHash(code));
    expect(JSON.stringify(row)).not.toContain(code);

    const [toTheo] = await db().select().from(emailOutbox).where(eq(emailOutbox.id, row!.mailId!));
    expect(toTheo).toMatchObject({ to: "theo@example.test", status: "pending", masked: true, attachments: [] });
    expect(toTheo!.nextAttemptAt.toISOString()).toBe(parisInstant("2026-12-24", "08:00").toISOString());
    for (const kept of [toTheo!.html, toTheo!.text]) expect(kept.replace(/-/g, "")).not.toContain(code);
    expect(toTheo!.unsentContent!.attachments).toMatchObject([{ contentType: "application/pdf" }]);
    // The buyer hears at once, without the code.
    const [toLea] = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, "lea@example.test"), eq(emailOutbox.type, "gift_card_scheduled")));
    expect(toLea!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect((toLea!.unsentContent?.text ?? toLea!.text).replace(/-/g, "")).not.toContain(code);
  });
});

describe("spending a gift card", () => {
  it("pays 30 € of a shop order, the rest by PayPal; the invoice taxes the rest only; a cancellation gives the 30 € back", async () => {
    const lea = await customer("lea-boutique@example.test");
    const { code } = await buyCard(lea);
    const paul = await customer("paul@example.test");
    // 2 oils (19,99 €) picked up = 39,98 €; the card pays 30 €: 9,98 € left.
    const ask = request({ lines: [{ productId: product["huile-barbe"]!, quantity: 2 }], giftCardCode: code.toLowerCase() });
    const quote = await quoteOrder(paul, ask, db(), NOW);
    expect(quote).toMatchObject({ ok: true, amounts: { subtotalCents: 3998, giftCardCents: 3998, totalCents: 0 } });
    const partly = request({ lines: [{ productId: product["huile-barbe"]!, quantity: 4 }], giftCardCode: code });
    // 4 oils = 79,96 € (free pickup): the card's 50 € pays 50, 29,96 € by PayPal.
    expect(await quoteOrder(paul, partly, db(), NOW)).toMatchObject({ ok: true, amounts: { giftCardCents: 5000, totalCents: 2996 } });
    const placed = await placeOrder(paul, partly, null, demo(2996), db(), NOW);
    expect(placed).toMatchObject({ ok: true });
    if (!placed.ok) return;
    expect((await cardOfCode(code, db()))!.balanceCents).toBe(0);
    const [invoice] = await db().select().from(invoiceDocuments).where(eq(invoiceDocuments.orderId, placed.orderId));
    const snapshot = invoice!.snapshot as unknown as InvoiceSnapshot;
    // 29,96 € TTC = 24,97 € HT + 4,99 € VAT; the card's 50 € were taxed on the card's invoice.
    expect(snapshot).toMatchObject({ totalCents: 2996, giftCard: { label: `Carte cadeau •••• ${code.slice(-4)}`, cents: 5000 } });
    expect(snapshot.vat).toEqual({ ratePercent: 20, baseCents: 2497, vatCents: 499 });

    expect(await cancelOrderAsAdmin(placed.orderId, NOW, db())).toMatchObject({ ok: true });
    // Paul is told, with the card's last day.
    const [told] = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, "paul@example.test"), eq(emailOutbox.type, "order_cancelled")));
    expect(told!.text.replace(/\s+/g, " ")).toContain(
      `Votre carte cadeau •••• ${code.slice(-4)} est recréditée de 50,00 €, valable jusqu'au dimanche 28 novembre 2027 inclus.`,
    );
    const back = await cardOfCode(code, db());
    expect(back!.balanceCents).toBe(5000);
    expect((await ledgerOf(back!.id, db())).map((m) => [m.kind, m.amountCents, m.balanceAfterCents])).toEqual([
      ["issued", 5000, 5000],
      ["spent", -5000, 0],
      ["returned", 5000, 5000],
    ]);
    // Cancelled twice: nothing more comes back.
    expect(await cancelOrderAsAdmin(placed.orderId, NOW, db())).toMatchObject({ ok: false });
    expect((await cardOfCode(code, db()))!.balanceCents).toBe(5000);
  });

  it("pays a whole order: nothing left for PayPal, an invoice of 0,00 €", async () => {
    const lea = await customer("lea-entier@example.test");
    const { code } = await buyCard(lea);
    const marc = await customer("marc@example.test");
    const placed = await placeOrder(
      marc,
      request({ lines: [{ productId: product["huile-barbe"]!, quantity: 1 }], giftCardCode: code }),
      null,
      { provider: "gift_card", reference: `gift-card-${randomUUID()}`, amountCents: 0 },
      db(),
      NOW,
    );
    expect(placed).toMatchObject({ ok: true });
    if (!placed.ok) return;
    const [order] = await db().select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order).toMatchObject({ totalCents: 0, giftCardCents: 1999, paymentProvider: "gift_card" });
    expect((await cardOfCode(code, db()))!.balanceCents).toBe(3001);
  });

  it("never pays a card with a card, refuses a service card, an expired or used-up card, a wrong code", async () => {
    const lea = await customer("lea-refus-carte@example.test");
    const { code } = await buyCard(lea);
    const buyer = await customer("acheteur@example.test");
    // A card bought with a card: the card pays nothing of it.
    expect(await quoteOrder(buyer, request({ giftCards: [card()], giftCardCode: code }), db(), NOW)).toMatchObject({
      ok: true,
      amounts: { giftCardCents: 0, totalCents: 5000 },
    });
    const formula = await buyCard(
      lea,
      { kind: "service", amountCents: null, serviceId: service["formule-complete"]!, sendTo: "buyer", recipientEmail: null, sendOn: null },
      3500,
    );
    const lines = [{ productId: product["huile-barbe"]!, quantity: 1 }];
    expect(await quoteOrder(buyer, request({ lines, giftCardCode: formula.code }), db(), NOW)).toMatchObject({
      ok: false,
      code: "GIFT_CARD_SERVICE",
      field: "giftCardCode",
    });
    const wrong = code.slice(0, 15) + (code.at(-1) === "2" ? "3" : "2");
    expect(await quoteOrder(buyer, request({ lines, giftCardCode: wrong }), db(), NOW)).toMatchObject({ ok: false, code: "GIFT_CARD_INVALID", status: 400 });
    expect(await quoteOrder(buyer, request({ lines, giftCardCode: code }), db(), new Date("2027-11-29T10:00:00Z"))).toMatchObject({
      ok: false,
      code: "GIFT_CARD_EXPIRED",
    });
    await encashAtSalon({ code, amount: "50", note: "", bookingId: null }, db(), NOW);
    expect(await quoteOrder(buyer, request({ lines, giftCardCode: code }), db(), NOW)).toMatchObject({ ok: false, code: "GIFT_CARD_USED_UP" });
  });

  it("at the salon: an amount taken from the card shown, a service card paying its service whole, refusals that change nothing", async () => {
    const lea = await customer("lea-salon@example.test");
    const { code } = await buyCard(lea);
    expect(await encashAtSalon({ code: code.toLowerCase(), amount: "20,00", note: "Coupe de Théo", bookingId: null }, db(), NOW)).toMatchObject({
      ok: true,
      balanceCents: 3000,
      message: `20,00 € encaissés sur la carte •••• ${code.slice(-4)}. Solde : 30,00 €.`.replace(/ €/g, "\u00a0€"),
    });
    for (const [amount, failure] of [
      ["30,01", "BALANCE_TOO_LOW"],
      ["0", "INVALID_AMOUNT"],
      ["-5", "INVALID_AMOUNT"],
      ["abc", "INVALID_AMOUNT"],
      ["", "INVALID_AMOUNT"],
    ] as const)
      expect(await encashAtSalon({ code, amount, note: "", bookingId: null }, db(), NOW)).toMatchObject({ ok: false, code: failure });
    expect(await encashAtSalon({ code: "ABCD", amount: "1", note: "", bookingId: null }, db(), NOW)).toMatchObject({ ok: false, code: "UNKNOWN_CODE" });
    expect(await encashAtSalon({ code, amount: "1", note: "", bookingId: randomUUID() }, db(), NOW)).toMatchObject({ ok: false, code: "BOOKING_NOT_FOUND" });
    expect(await encashAtSalon({ code, amount: "1", note: "", bookingId: "x' or 1=1" }, db(), NOW)).toMatchObject({ ok: false, code: "BOOKING_NOT_FOUND" });
    expect((await cardOfCode(code, db()))!.balanceCents).toBe(3000);

    // A « Formule complète » card pays the service whole, its price today whatever (raised to 40 €).
    const formula = await buyCard(
      lea,
      { kind: "service", amountCents: null, serviceId: service["formule-complete"]!, sendTo: "buyer", recipientEmail: null, sendOn: null },
      3500,
    );
    await db().update(services).set({ priceCents: 4000 }).where(eq(services.id, service["formule-complete"]!));
    expect(await encashAtSalon({ code: formula.code, amount: "12", note: "", bookingId: null }, db(), NOW)).toMatchObject({ ok: true, balanceCents: 0 });
    expect(await encashAtSalon({ code: formula.code, amount: "", note: "", bookingId: null }, db(), NOW)).toMatchObject({ ok: false, code: "USED_UP" });
    await db().update(services).set({ priceCents: 3500 }).where(eq(services.id, service["formule-complete"]!));
  });

  it("ten spendings at once of a 50 € card, five orders of 10 € and five at the salon: never more than 50 €", async () => {
    const lea = await customer("lea-concurrence@example.test");
    const { code } = await buyCard(lea);
    // A product at 10,00 € picked up: each order is paid whole by the card.
    await db().update(products).set({ priceCents: 1000, stock: 100 }).where(eq(products.id, product["poudre-texturisante"]!));
    const buyers = await Promise.all(Array.from({ length: 5 }, (_, i) => customer(`concurrent-${i}@example.test`)));
    const order = (who: Customer) =>
      placeOrder(
        who,
        request({ lines: [{ productId: product["poudre-texturisante"]!, quantity: 1 }], giftCardCode: code }),
        null,
        { provider: "gift_card", reference: `gift-card-${randomUUID()}`, amountCents: 0 },
        db(),
        NOW,
      );
    const results = await Promise.all([
      ...buyers.map((who) => order(who)),
      ...Array.from({ length: 5 }, () => encashAtSalon({ code, amount: "10", note: "", bookingId: null }, db(), NOW)),
    ]);
    const passed = results.filter((r) => r.ok).length;
    const row = await cardOfCode(code, db());
    expect(passed).toBe(5);
    expect(row!.balanceCents).toBe(0);
    const ledger = await ledgerOf(row!.id, db());
    expect(ledger.filter((m) => m.kind === "spent").map((m) => m.amountCents)).toEqual(Array(5).fill(-1000));
    expect(ledger.reduce((sum, m) => sum + m.amountCents, 0)).toBe(0);
    // Every order refused wrote nothing.
    const placedOrders = await db().select().from(orders).where(eq(orders.paymentProvider, "gift_card"));
    expect(placedOrders.filter((o) => buyers.some((b) => b.id === o.userId))).toHaveLength(results.slice(0, 5).filter((r) => r.ok).length);
  });
});

describe("cancelling an order that sold cards", () => {
  it("cancels an unspent card with its order and withdraws its mail; refuses once the card served", async () => {
    const lea = await customer("lea-annule@example.test");
    // A shampoo delivered and a card: the order is to ship, so it can be cancelled.
    const placed = await placeOrder(
      lea,
      request({ lines: [{ productId: product["shampoing-barbe"]!, quantity: 1 }], giftCards: [card()] }),
      null,
      demo(1699 + 5000),
      db(),
      NOW,
    );
    if (!placed.ok) throw new Error(placed.message);
    const code = await codeMailedFor(placed.orderId);
    const [sold] = await db().select().from(giftCards).where(eq(giftCards.orderId, placed.orderId));
    expect(await cancelOrderAsAdmin(placed.orderId, NOW, db())).toMatchObject({ ok: true });
    expect((await cardOfCode(code, db()))!.balanceCents).toBe(0);
    expect((await ledgerOf(sold!.id, db())).map((m) => m.kind)).toEqual(["issued", "cancelled"]);
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.id, sold!.mailId!))).toEqual([]);

    const again = await placeOrder(
      lea,
      request({ lines: [{ productId: product["shampoing-barbe"]!, quantity: 1 }], giftCards: [card({ sendTo: "buyer", recipientEmail: null, sendOn: null })] }),
      null,
      demo(1699 + 5000),
      db(),
      NOW,
    );
    if (!again.ok) throw new Error(again.message);
    const spent = await codeMailedFor(again.orderId);
    await encashAtSalon({ code: spent, amount: "5", note: "", bookingId: null }, db(), NOW);
    expect(await cancelOrderAsAdmin(again.orderId, NOW, db())).toMatchObject({ ok: false, code: "GIFT_CARD_SPENT" });
    const [still] = await db().select().from(orders).where(eq(orders.id, again.orderId));
    expect(still!.status).toBe("to_ship");
    expect((await cardOfCode(spent, db()))!.balanceCents).toBe(4500);
  });
});

describe("withdrawing from an order of cards only", () => {
  it("is done once placed, yet cancelled while its card is unspent (art. L221-18); refused once the card served", async () => {
    const lea = await customer("lea-retractation@example.test");
    const unspent = await buyCard(lea, { sendTo: "buyer", recipientEmail: null, sendOn: null });
    expect((await db().select().from(orders).where(eq(orders.id, unspent.orderId)))[0]!.status).toBe("completed");
    expect(await cancelOrderAsAdmin(unspent.orderId, NOW, db())).toMatchObject({ ok: true });
    expect((await cardOfCode(unspent.code, db()))!.balanceCents).toBe(0);
    // Its code now says so on the balance page.
    expect(await giftCardBalance(unspent.code, NOW, db())).toMatchObject({ ok: true, card: { state: "cancelled", balanceCents: 0 } });
    const [credit] = await db()
      .select()
      .from(invoiceDocuments)
      .where(and(eq(invoiceDocuments.orderId, unspent.orderId), eq(invoiceDocuments.kind, "credit_note")));
    expect(credit!.totalCents).toBe(-5000);

    const spent = await buyCard(lea, { sendTo: "buyer", recipientEmail: null, sendOn: null });
    await encashAtSalon({ code: spent.code, amount: "1", note: "", bookingId: null }, db(), NOW);
    expect(await cancelOrderAsAdmin(spent.orderId, NOW, db())).toMatchObject({ ok: false, code: "GIFT_CARD_SPENT" });
    // An order with products, once delivered, is not cancelled this way.
    const shampoo = await placeOrder(lea, request({ lines: [{ productId: product["shampoing-barbe"]!, quantity: 1 }] }), null, demo(1699), db(), NOW);
    if (!shampoo.ok) throw new Error(shampoo.message);
    await db().update(orders).set({ status: "completed" }).where(eq(orders.id, shampoo.orderId));
    expect(await cancelOrderAsAdmin(shampoo.orderId, NOW, db())).toMatchObject({ ok: false, code: "NOT_TO_SHIP" });
  });
});

describe("expiry", () => {
  it("writes off what is left the day after the last day, once", async () => {
    const lea = await customer("lea-expire@example.test");
    const { code } = await buyCard(lea, { amountCents: 2000 });
    await encashAtSalon({ code, amount: "5", note: "", bookingId: null }, db(), NOW);
    // 28 November 2027 23:30 in Paris: still its last day.
    expect(await expireGiftCards(db(), new Date("2027-11-28T22:30:00Z"))).toBe(0);
    expect(await expireGiftCards(db(), new Date("2027-11-28T23:30:00Z"))).toBeGreaterThanOrEqual(1);
    const row = await cardOfCode(code, db());
    expect(row!.balanceCents).toBe(0);
    expect((await ledgerOf(row!.id, db())).map((m) => [m.kind, m.amountCents])).toEqual([
      ["issued", 2000],
      ["spent", -500],
      ["expired", -1500],
    ]);
    expect(await expireGiftCards(db(), new Date("2027-11-30T10:00:00Z"))).toBe(0);
  });
});
