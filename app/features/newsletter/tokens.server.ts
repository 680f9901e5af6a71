import { createHash, randomBytes } from "node:crypto";

/** How long a confirmation link works. */
export const CONFIRMATION_DAYS = 7;

/**
 * At most one confirmation mail per address in this time: asking again sooner answers the same
 * without a mail, so our form cannot be used to flood a stranger's mailbox.
 */
export const CONFIRMATION_RESEND_MINUTES = 60;

const DAY_MS = 24 * 3600_000;

/** A confirmation link's token: 256 random bits, only its SHA-256 is stored. */
export function newConfirmationToken(now: Date) {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashConfirmationToken(token), expiresAt: new Date(now.getTime() + CONFIRMATION_DAYS * DAY_MS) };
}

export const hashConfirmationToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** What a token looks like (43 base64url characters): anything else is not looked up. */
export const isConfirmationToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

/** When the link expiring at `expiresAt` was sent. */
export const confirmationSentAt = (expiresAt: Date) => new Date(expiresAt.getTime() - CONFIRMATION_DAYS * DAY_MS);
