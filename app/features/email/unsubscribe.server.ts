import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { derivedSecret } from "~/lib/app-secret.server";
import { getConfig } from "~/lib/config.server";
import { getDb, type DbOrTx } from "~db/client.server";
import { emailOutbox, mailLists, mailOptOuts, newsletterSubscribers, type MailList } from "~db/schema";

/**
 * Unsubscribe links. A link names its list and address and is signed with a key of the site's
 * secret: it needs no stored row (a review request's address has none), it cannot be made for
 * someone else's address, and it keeps working as long as the secret does (RFC 8058 asks links
 * to work for a while after the mail). The address travels in the link, base64url-encoded; the
 * request log masks the path like the other private links.
 */
const sign = (payload: string) => createHmac("sha256", derivedSecret("unsubscribe-link")).update(payload).digest().subarray(0, 16).toString("base64url");

const payloadOf = (email: string, list: MailList) => `${list}:${email.trim().toLowerCase()}`;

export function unsubscribeToken(email: string, list: MailList): string {
  const payload = payloadOf(email, list);
  return `${Buffer.from(payload).toString("base64url")}.${sign(payload)}`;
}

/** The list and address of a genuine link; null for anything else (altered, truncated, made up). */
export function readUnsubscribeToken(token: string): { email: string; list: MailList } | null {
  const match = /^([A-Za-z0-9_-]{4,400})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return null;
  const payload = Buffer.from(match[1]!, "base64url").toString("utf8");
  // Base64 lets a few spellings decode to the same bytes (unused low bits, invalid UTF-8 read as
  // U+FFFD): only the one this site writes is its link, so an altered link is never accepted.
  if (Buffer.from(payload).toString("base64url") !== match[1]) return null;
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(match[2]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const colon = payload.indexOf(":");
  const list = payload.slice(0, colon) as MailList;
  const email = payload.slice(colon + 1);
  if (!mailLists.includes(list) || !email.includes("@")) return null;
  return { email, list };
}

/** The page where a link's reader confirms leaving the list (GET shows it, POST unsubscribes). */
export const unsubscribeUrl = (email: string, list: MailList) => `${getConfig().publicUrl}/desinscription/${unsubscribeToken(email, list)}`;

/**
 * The headers of every mail of a list: a mail client's own 'Unsubscribe' button posts
 * `List-Unsubscribe=One-Click` to the same address (RFC 8058), which unsubscribes at once.
 */
export function unsubscribeHeaders(email: string, list: MailList): Record<string, string> {
  return { "List-Unsubscribe": `<${unsubscribeUrl(email, list)}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

/**
 * Takes the address off the list, at once and for good: an opt-out row ('avis'), or the newsletter
 * subscriber marked 'unsubscribed' (a later subscription needs a new confirmation). Saying it twice
 * changes nothing.
 */
export async function unsubscribe(email: string, list: MailList, now = new Date(), db: DbOrTx = getDb()): Promise<void> {
  const address = email.trim().toLowerCase();
  if (list === "newsletter") {
    await db
      .update(newsletterSubscribers)
      .set({ status: "unsubscribed", unsubscribedAt: now, confirmTokenHash: null, confirmExpiresAt: null })
      .where(and(eq(newsletterSubscribers.email, address), ne(newsletterSubscribers.status, "unsubscribed")));
  } else {
    await db.insert(mailOptOuts).values({ email: address, list, createdAt: now }).onConflictDoNothing();
  }
  await withdrawListMails(address, list, db);
}

/** The mails of each list: those still waiting to be sent are withdrawn when their reader leaves it. */
const listMailTypes: Record<MailList, string[]> = { newsletter: ["newsletter_campaign"], avis: ["review_request"] };

/**
 * Immediate means immediate: the list's mails to the address still waiting in the outbox (a
 * campaign's batch, a review request held back by a mail server's outage) are not sent.
 */
async function withdrawListMails(address: string, list: MailList, db: DbOrTx = getDb()) {
  await db
    .delete(emailOutbox)
    .where(and(eq(emailOutbox.status, "pending"), inArray(emailOutbox.type, listMailTypes[list]), sql`lower(${emailOutbox.to}) = ${address}`));
}
