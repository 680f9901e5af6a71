import { describe, expect, it } from "vitest";
import { depositOutcomeText, refundableOnCancel } from "./deposit-settlement.server";

const plain = (text: string | null) => text?.replace(/\u202f|\u00a0/g, " ") ?? null;
const start = Date.parse("2026-12-04T09:00:00Z");

describe("the arrhes when a booking ends without its visit", () => {
  it("are refunded when the client cancels within the right of withdrawal, or 24 h or more before; kept later", () => {
    // Booked 3 days before: within the 14 days, whatever the notice.
    const recently = new Date(start - 3 * 86_400_000);
    expect(refundableOnCancel(start, new Date(start - 2 * 3600_000), recently)).toBe(true);
    expect(refundableOnCancel(start, new Date(start - 60_000), recently)).toBe(true);
    // Booked by the salon 20 days before: the period is over, the 24 h rule decides.
    const long = new Date(start - 20 * 86_400_000);
    expect(refundableOnCancel(start, new Date(start - 24 * 3600_000), long)).toBe(true);
    expect(refundableOnCancel(start, new Date(start - 25 * 3600_000), long)).toBe(true);
    expect(refundableOnCancel(start, new Date(start - 24 * 3600_000 + 1), long)).toBe(false);
    expect(refundableOnCancel(start, new Date(start - 2 * 3600_000), long)).toBe(false);
  });

  it("are said to the client: refunded, kept, or refunded twice over when the salon cancels", () => {
    expect(depositOutcomeText(null)).toBeNull();
    expect(plain(depositOutcomeText({ kind: "refunded", amountCents: 1000, compensationCents: 0 }))).toBe(
      "Vos arrhes de 10,00 € vous sont remboursées par PayPal.",
    );
    expect(plain(depositOutcomeText({ kind: "kept", amountCents: 1250, compensationCents: 0 }))).toBe(
      "Vos arrhes de 12,50 € sont conservées par le salon (annulation moins de 24 h avant le rendez-vous, délai de rétractation écoulé).",
    );
    expect(plain(depositOutcomeText({ kind: "refunded", amountCents: 1000, compensationCents: 1000 }))).toBe(
      "Vos arrhes de 10,00 € vous sont remboursées par PayPal, et le salon vous verse la même somme en plus (10,00 €), comme le prévoit l'article L214-1 du Code de la consommation.",
    );
  });
});
