import type { DepositKind } from "~db/schema/booking";
import { formatPrice } from "~/lib/money";

/**
 * Arrhes (Code de la consommation, art. L214-1; docs/decisions/0028): what a service asks when it
 * is booked online, and the salon's rules by client. Money in cents, whole cents only.
 */
export type ServiceDeposit = { priceCents: number; depositKind: DepositKind; depositValue: number };

/** Whom the services' arrhes apply to: every client, or those without an honoured visit yet. */
export const depositAudiences = ["everyone", "new_clients"] as const;
export type DepositAudience = (typeof depositAudiences)[number];
/** What a client with too many absences meets online: arrhes whatever the service, or a refusal. */
export const absenceActions = ["deposit", "refuse"] as const;
export type AbsenceAction = (typeof absenceActions)[number];

/** The salon's rules ('Arrhes' in 'Prestations'), one `salon_settings` row. */
export type DepositRules = {
  audience: DepositAudience;
  /** From this many absences ('Absent'), the action applies; null: never. */
  absenceThreshold: number | null;
  absenceAction: AbsenceAction;
  /** The arrhes asked of such a client, as a share of the visit's price (1–100 %). */
  absencePercent: number;
};

export const DEFAULT_DEPOSIT_RULES: DepositRules = { audience: "everyone", absenceThreshold: null, absenceAction: "deposit", absencePercent: 50 };

export const MAX_ABSENCE_THRESHOLD = 20;

/** One service's arrhes: a fixed amount (never above its price), a share of its price (rounded to the cent), or all of it. */
export function serviceDepositCents({ priceCents, depositKind, depositValue }: ServiceDeposit): number {
  switch (depositKind) {
    case "none":
      return 0;
    case "fixed":
      return Math.min(depositValue, priceCents);
    case "percent":
      return Math.round((priceCents * depositValue) / 100);
    case "full":
      return priceCents;
  }
}

/** The client as the rules see them, found by the booking's e-mail (never by a phone a stranger could type). */
export type ClientRecord = { honouredVisits: number; absences: number };

export type DepositDecision =
  | { kind: "none" }
  | { kind: "deposit"; amountCents: number; reason: "service" | "absences" }
  /** Online booking refused: « Merci d'appeler le salon pour réserver ». */
  | { kind: "refused" };

/** What a visit asks of this client: nothing, arrhes (and why), or to call the salon. */
export function depositFor(visit: ReadonlyArray<ServiceDeposit>, client: ClientRecord, rules: DepositRules): DepositDecision {
  const priceCents = visit.reduce((sum, s) => sum + s.priceCents, 0);
  const byServices = visit.reduce((sum, s) => sum + serviceDepositCents(s), 0);
  if (rules.absenceThreshold !== null && client.absences >= rules.absenceThreshold) {
    if (rules.absenceAction === "refuse") return { kind: "refused" };
    const amountCents = Math.max(byServices, Math.round((priceCents * rules.absencePercent) / 100));
    if (amountCents > 0) return { kind: "deposit", amountCents, reason: byServices >= amountCents ? "service" : "absences" };
    return { kind: "none" };
  }
  if (byServices === 0 || (rules.audience === "new_clients" && client.honouredVisits > 0)) return { kind: "none" };
  return { kind: "deposit", amountCents: byServices, reason: "service" };
}

/** Reads the stored rules, whatever an older or damaged row holds: anything unreadable is the default. */
export function depositRulesOf(value: unknown): DepositRules {
  const v = (value ?? {}) as Partial<Record<keyof DepositRules, unknown>>;
  const threshold = v.absenceThreshold;
  const percent = v.absencePercent;
  return {
    audience: depositAudiences.includes(v.audience as DepositAudience) ? (v.audience as DepositAudience) : DEFAULT_DEPOSIT_RULES.audience,
    absenceThreshold: typeof threshold === "number" && Number.isInteger(threshold) && threshold >= 1 && threshold <= MAX_ABSENCE_THRESHOLD ? threshold : null,
    absenceAction: absenceActions.includes(v.absenceAction as AbsenceAction) ? (v.absenceAction as AbsenceAction) : DEFAULT_DEPOSIT_RULES.absenceAction,
    absencePercent: typeof percent === "number" && Number.isInteger(percent) && percent >= 1 && percent <= 100 ? percent : DEFAULT_DEPOSIT_RULES.absencePercent,
  };
}

/** The sentence before the client pays (docs/decisions/0028). */
export const depositNotice = (amountCents: number) =>
  `Arrhes à verser : ${formatPrice(amountCents)}, déduites du prix à régler au salon. Si vous annulez avant le rendez-vous, elles vous sont remboursées en totalité. Si vous ne venez pas sans avoir annulé, elles sont conservées par le salon (art. L214-1 du Code de la consommation), sauf rétractation dans les 14 jours suivant la réservation. Si le salon annule, il vous les rembourse et vous verse la même somme en plus (restitution au double).`;

/** The box the client ticks before paying (L221-25, L221-28 1°). */
export const EXPRESS_REQUEST_LABEL =
  "Je demande que la prestation soit réalisée à la date choisie, avant la fin de mon délai de rétractation de 14 jours, et je reconnais qu'une fois la prestation entièrement réalisée, je ne pourrai plus me rétracter.";

/** A service's arrhes as the list and 'Prestations' say them. */
export function depositLabel(s: ServiceDeposit): string | null {
  switch (s.depositKind) {
    case "none":
      return null;
    case "fixed":
      return `Arrhes : ${formatPrice(Math.min(s.depositValue, s.priceCents))}`;
    case "percent":
      return `Arrhes : ${s.depositValue} % (${formatPrice(serviceDepositCents(s))})`;
    case "full":
      return "Prépaiement total";
  }
}
