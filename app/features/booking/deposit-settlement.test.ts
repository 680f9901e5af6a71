import { describe, expect, it } from "vitest";
import { depositOutcomeText, refundableOnCancel } from "./deposit-settlement.server";

const plain = (text: string | null) => text?.replace(/\u202f|\u00a0/g, " ") ?? null;
const start = Date.parse("2026-12-04T09:00:00Z");

describe("the arrhes when a booking ends without its visit", () => {
  it("are refunded when the client cancels 24 h or more before, not later", () => {
    expect(refundableOnCancel(start, new Date(start - 24 * 3600_000))).toBe(true);
    expect(refundableOnCancel(start, new Date(start - 25 * 3600_000))).toBe(true);
    expect(refundableOnCancel(start, new Date(start - 24 * 3600_000 + 1))).toBe(false);
    expect(refundableOnCancel(start, new Date(start - 2 * 3600_000))).toBe(false);
  });

  it("are said to the client: refunded, kept, or refunded twice over when the salon cancels", () => {
    expect(depositOutcomeText(null)).toBeNull();
    expect(plain(depositOutcomeText({ kind: "refunded", amountCents: 1000, compensationCents: 0 }))).toBe(
      "Vos arrhes de 10,00 € vous sont remboursées par PayPal.",
    );
    expect(plain(depositOutcomeText({ kind: "kept", amountCents: 1250, compensationCents: 0 }))).toBe(
      "Vos arrhes de 12,50 € sont conservées par le salon (annulation moins de 24 h avant le rendez-vous).",
    );
    expect(plain(depositOutcomeText({ kind: "refunded", amountCents: 1000, compensationCents: 1000 }))).toBe(
      "Vos arrhes de 10,00 € vous sont remboursées par PayPal, et le salon vous verse la même somme en plus (10,00 €), comme le prévoit l'article L214-1 du Code de la consommation.",
    );
  });
});
