import { describe, expect, it } from "vitest";

/** Prices as written here: the narrow spaces of French formatting read as spaces. */
const plain = (text: string | null) => text?.replace(/\u202f|\u00a0/g, " ") ?? null;
import { DEFAULT_DEPOSIT_RULES, depositFor, depositLabel, depositNotice, depositRulesOf, serviceDepositCents, type DepositRules } from "./deposits";

const cut = { priceCents: 3500, depositKind: "none" as const, depositValue: 0 };
const colour = { priceCents: 4550, depositKind: "percent" as const, depositValue: 30 };
const fixed = { priceCents: 2500, depositKind: "fixed" as const, depositValue: 1000 };
const full = { priceCents: 8000, depositKind: "full" as const, depositValue: 0 };
const newcomer = { honouredVisits: 0, absences: 0 };
const regular = { honouredVisits: 3, absences: 0 };

describe("a service's arrhes", () => {
  it("is nothing, a fixed amount (at most the price), a share of the price to the cent, or the price", () => {
    expect(serviceDepositCents(cut)).toBe(0);
    expect(serviceDepositCents(fixed)).toBe(1000);
    expect(serviceDepositCents({ ...fixed, depositValue: 9000 })).toBe(2500);
    // 30 % of 45,50 € = 13,65 €; 33 % of 45,50 € = 15,015 € → 15,02 €.
    expect(serviceDepositCents(colour)).toBe(1365);
    expect(serviceDepositCents({ ...colour, depositValue: 33 })).toBe(1502);
    expect(serviceDepositCents(full)).toBe(8000);
  });

  it("is said on the list", () => {
    expect(depositLabel(cut)).toBeNull();
    expect(plain(depositLabel(fixed))).toBe("Arrhes : 10,00 €");
    expect(plain(depositLabel(colour))).toBe("Arrhes : 30 % (13,65 €)");
    expect(depositLabel(full)).toBe("Prépaiement total");
  });
});

describe("what a visit asks of a client", () => {
  it("adds the arrhes of its services, for everyone by default", () => {
    expect(depositFor([cut], newcomer, DEFAULT_DEPOSIT_RULES)).toEqual({ kind: "none" });
    expect(depositFor([cut, colour, fixed], regular, DEFAULT_DEPOSIT_RULES)).toEqual({ kind: "deposit", amountCents: 2365, reason: "service" });
  });

  it("asks nothing of a client with an honoured visit when the rules say new clients only", () => {
    const rules: DepositRules = { ...DEFAULT_DEPOSIT_RULES, audience: "new_clients" };
    expect(depositFor([full], regular, rules)).toEqual({ kind: "none" });
    expect(depositFor([full], newcomer, rules)).toEqual({ kind: "deposit", amountCents: 8000, reason: "service" });
  });

  it("from N absences: arrhes whatever the service (the share of the price, or the services' own if more), or a refusal", () => {
    const rules: DepositRules = { audience: "new_clients", absenceThreshold: 2, absenceAction: "deposit", absencePercent: 50 };
    // One absence: below the limit, a regular client of a service without arrhes pays nothing.
    expect(depositFor([cut], { honouredVisits: 3, absences: 1 }, rules)).toEqual({ kind: "none" });
    // Two: half of 35,00 €, whatever the audience.
    expect(depositFor([cut], { honouredVisits: 3, absences: 2 }, rules)).toEqual({ kind: "deposit", amountCents: 1750, reason: "absences" });
    // The services' own arrhes when they ask more: 80,00 € of full prepayment over 40,00 €.
    expect(depositFor([full], { honouredVisits: 3, absences: 2 }, rules)).toEqual({ kind: "deposit", amountCents: 8000, reason: "service" });
    expect(depositFor([cut], { honouredVisits: 0, absences: 5 }, { ...rules, absenceAction: "refuse" })).toEqual({ kind: "refused" });
    // A free service: nothing to ask.
    expect(depositFor([{ ...cut, priceCents: 0 }], { honouredVisits: 0, absences: 5 }, rules)).toEqual({ kind: "none" });
  });
});

describe("the stored rules", () => {
  it("are read back, and anything unreadable is the default", () => {
    const rules: DepositRules = { audience: "new_clients", absenceThreshold: 3, absenceAction: "refuse", absencePercent: 40 };
    expect(depositRulesOf(JSON.parse(JSON.stringify(rules)))).toEqual(rules);
    expect(depositRulesOf(null)).toEqual(DEFAULT_DEPOSIT_RULES);
    expect(depositRulesOf({ audience: "tous", absenceThreshold: 0, absenceAction: "x", absencePercent: 101 })).toEqual(DEFAULT_DEPOSIT_RULES);
    expect(depositRulesOf({ absenceThreshold: 2.5 }).absenceThreshold).toBeNull();
  });
});

it("the dialog says the amount and the rule before the client pays (docs/decisions/0028)", () => {
  expect(plain(depositNotice(1000))).toBe(
    "Arrhes à verser : 10,00 €, déduites du prix à régler au salon. Si vous annulez avant le rendez-vous, elles vous sont remboursées en totalité. Si vous ne venez pas sans avoir annulé, elles sont conservées par le salon (art. L214-1 du Code de la consommation), sauf rétractation dans les 14 jours suivant la réservation. Si le salon annule, il vous les rembourse et vous verse la même somme en plus (restitution au double).",
  );
});
