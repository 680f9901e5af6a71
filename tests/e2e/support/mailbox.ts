import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";

const recipients = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) => a.value.map((v) => v.address ?? ""));

/** Mails received by the loopback SMTP server of this run. */
async function readMailbox(): Promise<ParsedMail[]> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error("E2E_MAIL_DIR is not set: run through playwright with the global setup");
  let files: string[] = [];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith(".eml"))
      .sort();
  } catch {
    return [];
  }
  return Promise.all(files.map((f) => simpleParser(readFileSync(path.join(dir, f)))));
}

export async function waitForMail(to: string, predicate: (m: ParsedMail) => boolean = () => true, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readMailbox()).find((m) => recipients(m).includes(to) && predicate(m));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No mail for ${to} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The first address in a mail's text whose path starts with `path` (e.g. '/newsletter/confirmation/'). */
export function linkIn(mail: ParsedMail, path: string): string {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const found = new RegExp(`https?://[^\\s"<>\\]]+?${escaped}[A-Za-z0-9_.~-]+`).exec(mail.text ?? "");
  if (!found) throw new Error(`No ${path} link in the mail "${mail.subject}"`);
  // A link at the end of a sentence: the full stop is not part of it.
  return found[0].replace(/\.+$/, "");
}

/** A header as the mail carried it (mailparser reads List-* headers into its own structure). */
export function rawHeader(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((h) => h.key === name.toLowerCase())?.line;
  return line
    ?.slice(line.indexOf(":") + 1)
    .replace(/\r?\n/g, "")
    .trim();
}
