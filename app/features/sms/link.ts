import { randomBytes } from "node:crypto";

/**
 * The token of an SMS's short private link (`/r/<token>`): 9 random bytes, 12 characters of
 * base64url, 72 bits. Stored hashed like the other private links.
 */
export const SMS_LINK_TOKEN = /^[A-Za-z0-9_-]{12}$/;

export const newSmsLinkToken = () => randomBytes(9).toString("base64url");

export const smsLink = (publicUrl: string, token: string) => `${publicUrl}/r/${token}`;
