import type { EmailAttachment, UnsentContent } from "~db/schema/messages";

/** What the stored copy of a mail shows in place of a private link's token. */
const SECRET_MASK = "[masqué]";

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

/**
 * A token as it may be written in a mail: as is, URL-encoded, HTML-escaped, and cut by a line
 * fold anywhere (an .ics file folds its lines at 75 bytes, inside a URL too).
 */
function secretPattern(secrets: string[]): RegExp | null {
  const forms = new Set<string>();
  for (const secret of secrets) {
    if (!secret) continue;
    for (const form of [secret, encodeURIComponent(secret)]) {
      forms.add(form);
      forms.add(escapeHtml(form));
    }
  }
  if (forms.size === 0) return null;
  const foldable = [...forms].sort((a, b) => b.length - a.length).map((form) => [...form].map(escapeRegExp).join("(?:\\r?\\n[ \\t]?)?"));
  return new RegExp(foldable.join("|"), "g");
}

export function maskSecrets(text: string, secrets: string[], mask = SECRET_MASK): string {
  const pattern = secretPattern(secrets);
  return pattern ? text.replace(pattern, mask) : text;
}

/** An inline file is masked byte for byte (read as latin1, so whatever is not a token stays as it was). */
function maskAttachment(attachment: EmailAttachment, secrets: string[]): EmailAttachment {
  if (!("contentBase64" in attachment)) return attachment;
  const bytes = Buffer.from(attachment.contentBase64, "base64").toString("latin1");
  const masked = maskSecrets(bytes, secrets, Buffer.from(SECRET_MASK, "utf8").toString("latin1"));
  return masked === bytes ? attachment : { ...attachment, contentBase64: Buffer.from(masked, "latin1").toString("base64") };
}

/** A mail's headers as they may be kept (an unsubscribe link's token masked). */
export function maskedHeaders(headers: Record<string, string>, secrets: string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, maskSecrets(value, secrets)]));
}

/** The copy of a mail that may be kept and read: every given token masked, in the body and the files. */
export function maskedCopy(content: UnsentContent, secrets: string[]): UnsentContent {
  return {
    html: maskSecrets(content.html, secrets),
    text: maskSecrets(content.text, secrets),
    attachments: content.attachments.map((a) => maskAttachment(a, secrets)),
  };
}
