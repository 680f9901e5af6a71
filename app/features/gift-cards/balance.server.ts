import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { FormLimit } from "~/lib/form.server";
import { parisWallClock } from "~/lib/paris-time";
import { hitRateLimit, rateLimitReached } from "~/lib/rate-limit.server";
import { commonMessages, fail, succeed, tooMany, type Failure, type Result } from "~/lib/result";
import { getDb, type DbOrTx } from "~db/client.server";
import { giftCardMovements, services } from "~db/schema";
import { balanceMessages } from "./balance-messages";
import { balanceOf, type GiftCardBalance } from "./balance";
import { maskGiftCardCode, readGiftCardCode } from "./code";
import { cardOfCode, ledgerMessages } from "./ledger.server";

// A code holds 74 random bits: guessing one is hopeless, and these limits keep it so while costing
// the salon's customers nothing (one card or two, a typo or two). Wrong codes are never told apart
// from unknown ones, so the limits are the only thing a guesser meets.

/**
 * Lookups per client address: every post counts, before its body is read, a right code as well as
 * a wrong one (so every wrong code counts). Ten in 15 minutes leaves room for a few typos.
 */
export const BALANCE_LOOKUP_LIMIT: FormLimit = { key: "gift-card-lookup", max: 10, windowSeconds: 15 * 60, countsEveryPost: true };

/**
 * Wrong codes from every address together, against guessing spread over many addresses: the shop's
 * customers stay far below. Past it every lookup is refused, a right code too and before it is
 * looked up: answering right codes while refusing wrong ones would tell which codes exist.
 */
export const WRONG_CODES_LIMIT = { key: "gift-card-lookup:all", max: 300, windowSeconds: 15 * 60 };

/** Longer than any code as typed (16 characters, dashes and spaces): refused before it is read. */
const CODE_INPUT_MAX = 64;

export const balanceSchema = z.object({
  code: z
    .string({ error: (issue) => (issue.input === undefined ? balanceMessages.required : ledgerMessages.UNKNOWN_CODE) })
    .trim()
    .min(1, balanceMessages.required)
    .max(CODE_INPUT_MAX, ledgerMessages.UNKNOWN_CODE),
});

export type BalanceCode = "UNKNOWN_CODE" | "TOO_MANY_REQUESTS";

/** One answer for a malformed code, a wrong check character and an unknown code: only the status differs. */
function wrongCode(typed: string, status: 400 | 404): Failure<"UNKNOWN_CODE"> {
  const message = ledgerMessages.UNKNOWN_CODE;
  return { ...fail("UNKNOWN_CODE", message, status, "code"), fieldErrors: { code: message }, values: { code: typed } };
}

/** The balance of the card of a code as typed, as the public page shows it. */
export async function giftCardBalance(typed: string, now = new Date(), db: DbOrTx = getDb()): Promise<Result<{ card: GiftCardBalance }, BalanceCode>> {
  const all = WRONG_CODES_LIMIT;
  const wait = await rateLimitReached(all.key, all.max, all.windowSeconds, db);
  if (wait !== null) return tooMany("TOO_MANY_REQUESTS", commonMessages.TOO_MANY_REQUESTS, wait);
  const code = readGiftCardCode(typed);
  const card = code ? await cardOfCode(code, db) : null;
  if (!code || !card) {
    await hitRateLimit(all.key, all.max, all.windowSeconds, db);
    return wrongCode(typed, code ? 404 : 400);
  }
  const [service] = card.serviceId ? await db.select({ title: services.title }).from(services).where(eq(services.id, card.serviceId)) : [];
  const [cancelled] = await db
    .select({ id: giftCardMovements.id })
    .from(giftCardMovements)
    .where(and(eq(giftCardMovements.cardId, card.id), eq(giftCardMovements.kind, "cancelled")))
    .limit(1);
  return succeed({ card: balanceOf(card, maskGiftCardCode(code), service?.title ?? null, parisWallClock(now).date, Boolean(cancelled)) });
}
