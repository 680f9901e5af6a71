import { and, asc, count, desc, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import { requeueFailedEmail } from "~/features/email/outbox.server";
import { isUuid } from "~/lib/ids";
import { fail, succeed, type Result } from "~/lib/result";
import { getDb, type DbOrTx } from "~db/client.server";
import { emailOutbox, emailStatuses, type EmailStatus } from "~db/schema";
import { moderationMessages as m } from "./moderation-messages";

export const MAILS_PER_PAGE = 25;

export const mailFiltersSchema = z.object({
  status: z.enum(["all", ...emailStatuses]).catch("all"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type MailFilters = z.output<typeof mailFiltersSchema>;

export const readMailFilters = (params: URLSearchParams): MailFilters =>
  mailFiltersSchema.parse({ status: params.get("status") ?? "all", page: params.get("page") ?? 1 });

export type LoggedMail = {
  id: string;
  to: string;
  type: string;
  subject: string;
  status: EmailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
};

const summary = {
  id: emailOutbox.id,
  to: emailOutbox.to,
  type: emailOutbox.type,
  subject: emailOutbox.subject,
  status: emailOutbox.status,
  attempts: emailOutbox.attempts,
  lastError: emailOutbox.lastError,
  createdAt: emailOutbox.createdAt,
  sentAt: emailOutbox.sentAt,
};

const plain = <T extends { createdAt: Date; sentAt: Date | null }>(row: T) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

/** The outbox, newest first, a page at a time: what left, what waits, what failed and why. */
export async function listMails(filters: MailFilters, db: DbOrTx = getDb()) {
  const where = filters.status === "all" ? undefined : eq(emailOutbox.status, filters.status);
  const [[found]] = await Promise.all([db.select({ n: count() }).from(emailOutbox).where(where)]);
  const pageCount = Math.max(1, Math.ceil((found?.n ?? 0) / MAILS_PER_PAGE));
  const page = Math.min(filters.page, pageCount);
  const rows = await db
    .select(summary)
    .from(emailOutbox)
    .where(where)
    .orderBy(desc(emailOutbox.createdAt), asc(emailOutbox.id))
    .limit(MAILS_PER_PAGE)
    .offset((page - 1) * MAILS_PER_PAGE);
  return { mails: rows.map(plain) as LoggedMail[], found: found?.n ?? 0, page, pageCount };
}

export type MailDetail = LoggedMail & { replyTo: string | null; html: string; text: string; attachments: string[] };

/** One mail as it was sent (or will be): headers, text, HTML and the names of its attachments. */
export async function getMail(id: string, db: DbOrTx = getDb()): Promise<MailDetail | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ ...summary, replyTo: emailOutbox.replyTo, html: emailOutbox.html, text: emailOutbox.text, attachments: emailOutbox.attachments })
    .from(emailOutbox)
    .where(eq(emailOutbox.id, id));
  if (!row) return null;
  return { ...(plain(row) as LoggedMail & { replyTo: string | null; html: string; text: string }), attachments: row.attachments.map((a) => a.filename) };
}

/** A failed mail gets three new tries, starting now; one whose private links were purged cannot. */
export async function retryMail(id: string, db: DbOrTx = getDb()): Promise<Result<object, "NOT_FAILED" | "SECRETS_EXPIRED">> {
  if (await requeueFailedEmail(db, id)) return succeed({}, m.requeued);
  const [expired] = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, "failed"), eq(emailOutbox.masked, true), isNull(emailOutbox.unsentContent)));
  return expired ? fail("SECRETS_EXPIRED", m.secretsExpired, 409) : fail("NOT_FAILED", m.failed, 409);
}
