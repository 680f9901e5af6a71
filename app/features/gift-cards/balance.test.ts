import { describe, expect, it } from "vitest";
import { balanceOf } from "./balance";
import { balanceMessages as m } from "./balance-messages";

const card = { kind: "amount" as const, initialCents: 5000, balanceCents: 3000, validUntil: "2027-11-28" };
const masked = "••••-••••-••••-ABCD";
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, " ");

describe("a card's balance as the public page tells it", () => {
  it("is valid up to and including its last Paris day, expired the day after", () => {
    expect(balanceOf(card, masked, null, "2027-11-28")).toMatchObject({ state: "valid", balanceCents: 3000, validUntil: "2027-11-28" });
    expect(balanceOf(card, masked, null, "2027-11-29")).toMatchObject({ state: "expired", expiredOn: "2027-11-29" });
  });

  it("is used when nothing is left, expired first when both", () => {
    expect(balanceOf({ ...card, balanceCents: 0 }, masked, null, "2027-01-01").state).toBe("used");
    expect(balanceOf({ ...card, balanceCents: 0 }, masked, null, "2028-01-01").state).toBe("expired");
    // Cancelled with the order that sold it: said as such, before anything else.
    expect(balanceOf({ ...card, balanceCents: 0 }, masked, null, "2028-01-01", true).state).toBe("cancelled");
  });

  it("names the service of a service card only, and carries nothing but what the page shows", () => {
    const service = balanceOf({ ...card, kind: "service" }, masked, "Formule complète", "2027-01-01");
    expect(service).toMatchObject({ kind: "service", serviceTitle: "Formule complète" });
    expect(balanceOf(card, masked, "Formule complète", "2027-01-01").serviceTitle).toBeNull();
    const withMore = { ...card, buyerEmail: "lea@example.test", recipientName: "Paul", message: "Joyeux anniversaire" };
    expect(Object.keys(balanceOf(withMore, masked, null, "2027-01-01")).sort()).toEqual(
      ["balanceCents", "expiredOn", "initialCents", "kind", "maskedCode", "serviceTitle", "state", "validUntil"].sort(),
    );
  });

  it("writes the balance, the kind and the days in French, whatever the machine's time zone", () => {
    expect(plain(m.balance(3000))).toBe("Solde : 30,00 €");
    expect(plain(m.amountCard(5000))).toBe("Carte d'un montant de 50,00 €");
    expect(m.serviceCard("Formule complète")).toBe("Carte pour la prestation : Formule complète");
    expect(m.validUntil("2027-11-28")).toBe("Valable jusqu'au 28 novembre 2027 inclus");
    expect(m.expired("2027-11-29")).toBe("Cette carte cadeau n'est plus valable depuis le 29 novembre 2027.");
    // Either side of a change of hour in Paris.
    expect(m.validUntil("2027-03-28")).toBe("Valable jusqu'au 28 mars 2027 inclus");
    expect(m.validUntil("2027-10-31")).toBe("Valable jusqu'au 31 octobre 2027 inclus");
  });
});
