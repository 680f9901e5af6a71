import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cardOfCode, issueGiftCard, ledgerOf, returnToGiftCard, spendGiftCard } from "~/features/gift-cards/ledger.server";
import { formatGiftCardCode } from "~/features/gift-cards/code";
import { giftCards } from "~db/schema";
import { useTestDatabase } from "../support/test-database";

// A gift card's balance only moves with its ledger, and two spendings at once never take more than
// it holds. On PGlite, and on PostgreSQL with DATABASE_URL (real concurrent connections).
const database = useTestDatabase();
const db = () => database.current.db;
const NOW = new Date("2026-11-29T10:00:00Z");

const newCard = (amountCents = 5000) =>
  issueGiftCard(
    db(),
    { kind: "amount", amountCents, recipientName: "Paul", recipientEmail: "paul@example.test", buyerEmail: "lea@example.test", sendOn: "2026-12-20" },
    NOW,
  );

describe("a gift card's ledger", () => {
  it("issues a card valid 12 months, found by its code however typed, its code never stored", async () => {
    const card = await newCard();
    expect(card.validUntil).toBe("2027-11-28");
    const found = await cardOfCode(formatGiftCardCode(card.code).toLowerCase(), db());
    expect(found).toMatchObject({ id: card.id, balanceCents: 5000, initialCents: 5000, codeLast4: card.code.slice(-4) });
    expect(JSON.stringify(found)).not.toContain(card.code);
    expect(await cardOfCode(card.code.slice(0, 15) + (card.code.at(-1) === "2" ? "3" : "2"), db())).toBeNull();
  });

  it("spends 30 € then 20 €, refuses a cent more, gives back what a cancelled order took; every movement in its ledger", async () => {
    const card = await newCard();
    expect(await spendGiftCard(db(), card.id, 3000, { note: "boutique" }, NOW)).toMatchObject({ ok: true, balanceCents: 2000 });
    expect(await spendGiftCard(db(), card.id, 2000, { note: "salon" }, NOW)).toMatchObject({ ok: true, balanceCents: 0 });
    expect(await spendGiftCard(db(), card.id, 1, {}, NOW)).toMatchObject({ ok: false, code: "BALANCE_TOO_LOW", status: 409 });
    expect(await returnToGiftCard(db(), card.id, 3000, { note: "commande annulée" }, NOW)).toBe(3000);
    await expect(returnToGiftCard(db(), card.id, 2001, {}, NOW)).rejects.toThrow();
    const ledger = await ledgerOf(card.id, db());
    expect(ledger.map((m) => [m.kind, m.amountCents, m.balanceAfterCents])).toEqual([
      ["issued", 5000, 5000],
      ["spent", -3000, 2000],
      ["spent", -2000, 0],
      ["returned", 3000, 3000],
    ]);
    for (const amount of [0, -100, 10.5]) expect(await spendGiftCard(db(), card.id, amount, {}, NOW)).toMatchObject({ ok: false, code: "INVALID_AMOUNT" });
  });

  it("refuses a card past its last day (Paris), and an unknown card", async () => {
    const card = await newCard();
    // 28 November 2027 is its last day; at 23:30 UTC it is already the 29th in Paris.
    expect(await spendGiftCard(db(), card.id, 100, {}, new Date("2027-11-28T22:30:00Z"))).toMatchObject({ ok: true });
    expect(await spendGiftCard(db(), card.id, 100, {}, new Date("2027-11-28T23:30:00Z"))).toMatchObject({ ok: false, code: "EXPIRED" });
    expect(await spendGiftCard(db(), "00000000-0000-4000-8000-000000000000", 100, {}, NOW)).toMatchObject({ ok: false, code: "UNKNOWN_CODE" });
  });

  it("ten spendings of 10 € at once on a 50 € card: five go through, the balance ends at zero", async () => {
    const card = await newCard(5000);
    const results = await Promise.all(Array.from({ length: 10 }, () => spendGiftCard(db(), card.id, 1000, {}, NOW)));
    expect(results.filter((r) => r.ok)).toHaveLength(5);
    expect(results.filter((r) => !r.ok && r.code === "BALANCE_TOO_LOW")).toHaveLength(5);
    const [row] = await db().select({ balance: giftCards.balanceCents }).from(giftCards).where(eq(giftCards.id, card.id));
    expect(row!.balance).toBe(0);
    const ledger = await ledgerOf(card.id, db());
    expect(ledger.filter((m) => m.kind === "spent")).toHaveLength(5);
    expect(ledger.reduce((sum, m) => sum + m.amountCents, 0)).toBe(0);
  });

  it("ten spendings of different amounts at once never take more than the balance", async () => {
    const card = await newCard(5000);
    const amounts = [2000, 1500, 1200, 900, 800, 700, 600, 500, 300, 100];
    const results = await Promise.all(amounts.map((a) => spendGiftCard(db(), card.id, a, {}, NOW)));
    const taken = amounts.filter((_, i) => results[i]!.ok).reduce((s, a) => s + a, 0);
    expect(taken).toBeLessThanOrEqual(5000);
    const [row] = await db().select({ balance: giftCards.balanceCents }).from(giftCards).where(eq(giftCards.id, card.id));
    expect(row!.balance).toBe(5000 - taken);
    expect((await ledgerOf(card.id, db())).reduce((sum, m) => sum + m.amountCents, 0)).toBe(row!.balance);
  });
});
