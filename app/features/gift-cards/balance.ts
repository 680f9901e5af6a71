// What the public balance page may tell about a card: nothing of its buyer, its recipient, its
// message or its ledger. Pure: the day is given (Paris).
import { addDays } from "~/lib/paris-time";
import type { GiftCardKind } from "~db/schema";

export type GiftCardBalance = {
  /** « ••••-••••-••••-ABCD ». */
  maskedCode: string;
  kind: GiftCardKind;
  /** The service a service card pays for; null for an amount card. */
  serviceTitle: string | null;
  initialCents: number;
  balanceCents: number;
  /** The last Paris day it may be spent. */
  validUntil: string;
  /** `cancelled` with the order that sold it, `expired` past its last day (whatever is left), `used` when nothing is left, `valid` otherwise. */
  state: "valid" | "expired" | "used" | "cancelled";
  /** The first Paris day it is no longer valid. */
  expiredOn: string;
};

type Card = { kind: GiftCardKind; initialCents: number; balanceCents: number; validUntil: string };

export function balanceOf(card: Card, maskedCode: string, serviceTitle: string | null, today: string, cancelled = false): GiftCardBalance {
  const state = cancelled ? "cancelled" : card.validUntil < today ? "expired" : card.balanceCents <= 0 ? "used" : "valid";
  return {
    maskedCode,
    kind: card.kind,
    serviceTitle: card.kind === "service" ? serviceTitle : null,
    initialCents: card.initialCents,
    balanceCents: card.balanceCents,
    validUntil: card.validUntil,
    state,
    expiredOn: addDays(card.validUntil, 1),
  };
}
