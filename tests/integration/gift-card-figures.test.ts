import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { encashAtSalon } from "~/features/admin/gift-cards/gift-cards.server";
import { cancelOrderAsAdmin } from "~/features/admin/order-actions.server";
import { figuresOf } from "~/features/admin/dashboard/figures.server";
import { periodOf } from "~/features/admin/dashboard/period";
import { giftCardCodeHash, readGiftCardCode } from "~/features/gift-cards/code";
import { issueGiftCard } from "~/features/gift-cards/ledger.server";
import { placeOrder, type Customer, type GiftCardRequest, type OrderRequest } from "~/features/orders/orders.server";
import { resetConfig } from "~/lib/config.server";
import { emailOutbox, giftCards, invoiceDocuments, products } from "~db/schema";
import { seedDatabase } from "~db/seed/seed.server";
import { customer, useTestAuth } from "../support/test-auth";
import { useTestDatabase } from "../support/test-database";

// The dashboard's gift card figures (docs/decisions/0032, 0033), on a shop worked out by hand.
// Prices: Huile Barbe 19,99 €, Shampoing Barbe 16,99 €; everything picked up (no delivery fee).
//
//   K0  a 20 € card the salon gave on 5 Dec 2025 (no order): valid to 4 Dec 2026, unspent.
//   A   Tue  1 Dec 2026: card K1 50 € sold                                   invoice 50,00
//   C   Wed  2 Dec: card K2 100 € sold                                       invoice 100,00
//   B   Sat  5 Dec: 4 oils 79,96 €, K1 pays 50 €, PayPal 29,96 €            invoice 29,96
//   D   Thu 10 Dec: 1 oil 19,99 €, K2 pays it whole                           invoice 0,00
//   —   Sat 12 Dec: 30 € of K2 at the salon
//   D   cancelled Tue 15 Dec: K2 gets 19,99 € back                           credit note 0,00
//   E   Sun 20 Dec: a shampoo 16,99 € and card K3 30 € (to Théo), 46,99 €    invoice 46,99
//   E   cancelled Mon 21 Dec: K3 cancelled unspent                           credit note −46,99
//
// December 2026:
//   sold        K1 50 + K2 100 + K3 30 − K3 30                               = 150,00
//   shop        A 50−50 + C 100−100 + B 29,96+50 + D 0+19,99 + D' 0−19,99
//               + E 46,99−30 + E' −46,99+30                                  =  79,96
//   invoiced    50 + 100 + 29,96 + 0 + 0 + 46,99 − 46,99                     = 179,96
//   spent shop  B 50 + D 19,99 − D' 19,99                                    =  50,00
//   spent salon                                                              =  30,00
//   in circulation at the end (valid on 31 Dec): K1 0, K2 100−19,99−30+19,99 = 70, K3 0, K0 expired = 70,00
// November 2026: nothing sold or spent; in circulation on 30 Nov: K0's 20 € (valid to 4 Dec).
// Week Mon 7 – Sun 13 Dec: shop D 19,99; spent shop 19,99; salon 30; at its end K2 100 − 19,99 − 30 = 50,01.
const database = useTestDatabase();
useTestAuth(database);
const db = () => database.current.db;
const product: Record<string, string> = {};
const at = (day: string) => new Date(`${day}T10:00:00Z`);

beforeAll(async () => {
  process.env.OWNER_EMAIL = "patron@salon.test";
  resetConfig();
  await seedDatabase(db());
  for (const p of await db().select().from(products)) product[p.slug] = p.id;
});

const card = (amountCents: number): GiftCardRequest => ({
  lineId: `carte-cadeau-${randomUUID()}`,
  kind: "amount",
  amountCents,
  serviceId: null,
  recipientName: "Théo",
  message: "",
  sendTo: "buyer",
  recipientEmail: null,
  sendOn: null,
});
const request = (over: Partial<OrderRequest>): OrderRequest => ({ lines: [], deliveryMode: "pickUpInStore", promoCode: null, ...over });

async function place(who: Customer, over: Partial<OrderRequest>, paid: number, day: string) {
  const placed = await placeOrder(
    who,
    request(over),
    null,
    { provider: paid > 0 ? "demo" : "gift_card", reference: `ref-${randomUUID()}`, amountCents: paid },
    db(),
    at(day),
  );
  if (!placed.ok) throw new Error(placed.message);
  return placed.orderId;
}

/** The code of the card an order sold, from its mail's sealed copy. */
async function codeOf(orderId: string) {
  const [sold] = await db().select().from(giftCards).where(eq(giftCards.orderId, orderId));
  for (const mail of await db().select().from(emailOutbox).where(eq(emailOutbox.type, "gift_card")))
    for (const m of (mail.unsentContent?.text ?? "").matchAll(/[2-9A-Z]{4}(?:-[2-9A-Z]{4}){3}/g)) {
      const code = readGiftCardCode(m[0]);
      if (code && giftCardCodeHash(code) === sold!.codeHash) return code;
    }
  throw new Error("no code");
}

let orderD = "";
beforeAll(async () => {
  const lea = await customer("lea-chiffres@example.test");
  const paul = await customer("paul-chiffres@example.test");
  await issueGiftCard(db(), { kind: "amount", amountCents: 2000, recipientName: "Karim", sendOn: "2025-12-05" }, at("2025-12-05"));
  const k1 = await codeOf(await place(lea, { giftCards: [card(5000)] }, 5000, "2026-12-01"));
  const k2 = await codeOf(await place(lea, { giftCards: [card(10000)] }, 10000, "2026-12-02"));
  await place(paul, { lines: [{ productId: product["huile-barbe"]!, quantity: 4 }], giftCardCode: k1 }, 2996, "2026-12-05");
  orderD = await place(paul, { lines: [{ productId: product["huile-barbe"]!, quantity: 1 }], giftCardCode: k2 }, 0, "2026-12-10");
  expect(await encashAtSalon({ code: k2, amount: "30", note: "", bookingId: null }, db(), at("2026-12-12"))).toMatchObject({ ok: true, balanceCents: 5001 });
  expect(await cancelOrderAsAdmin(orderD, at("2026-12-15"), db())).toMatchObject({ ok: true });
  const orderE = await place(lea, { lines: [{ productId: product["shampoing-barbe"]!, quantity: 1 }], giftCards: [card(3000)] }, 4699, "2026-12-20");
  expect(await cancelOrderAsAdmin(orderE, at("2026-12-21"), db())).toMatchObject({ ok: true });
});

const NOW = new Date("2027-01-05T10:00:00Z");

describe("the gift card figures", () => {
  it("December: cards sold, the shop's own sales, what was invoiced, spent in the shop and at the salon, in circulation at the end", async () => {
    const f = await figuresOf(periodOf("mois", "2026-12-01"), NOW, db());
    expect(f.giftCards).toEqual({ soldCents: 15000, spentShopCents: 5000, spentSalonCents: 3000, outstandingCents: 7000 });
    expect(f.shopRevenueCents).toBe(7996);
    expect(f.invoicedNetCents).toBe(17996);
    // The bars add up to the shop's figure; cards are not among the products sold.
    expect(f.revenue.reduce((sum, p) => sum + p.shopCents, 0)).toBe(7996);
    expect(f.topProducts.map((p) => p.name)).toEqual(["Huile Barbe"]);
  });

  it("November: nothing sold or spent, the salon's card in circulation on its last day", async () => {
    const f = await figuresOf(periodOf("mois", "2026-11-01"), NOW, db());
    expect(f.giftCards).toEqual({ soldCents: 0, spentShopCents: 0, spentSalonCents: 0, outstandingCents: 2000 });
    expect(f.shopRevenueCents).toBe(0);
  });

  it("the week of 7 December: the order paid whole by a card, the salon's 30 €, what was left at its end", async () => {
    const f = await figuresOf(periodOf("semaine", "2026-12-09"), NOW, db());
    expect(f.giftCards).toEqual({ soldCents: 0, spentShopCents: 1999, spentSalonCents: 3000, outstandingCents: 5001 });
    expect(f.shopRevenueCents).toBe(1999);
    expect(f.invoicedNetCents).toBe(0);
  });

  it("the documents of the month add up to what was invoiced (the accountant's CSV)", async () => {
    const docs = await db().select({ total: invoiceDocuments.totalCents }).from(invoiceDocuments);
    expect(docs.reduce((sum, d) => sum + d.total, 0)).toBe(17996);
  });
});
