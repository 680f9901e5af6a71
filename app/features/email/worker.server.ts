import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "~db/client.server";
import { emailOutbox, type EmailAttachment, type GeneratedAttachment, type InlineAttachment } from "~db/schema";
import { onMailQueued } from "./outbox.server";
import type { MailTransport } from "./transport.server";

const MAX_ATTEMPTS = 3;
/** Mails sent to a whole list, which wait behind the others. */
const BULK_TYPES = ["newsletter_campaign"];

type Logger = (level: "info" | "warn" | "error", msg: string, fields?: Record<string, unknown>) => void;

export type MailWorkerOptions = {
  db: Db;
  transport: MailTransport;
  /** First retry delay; each further retry doubles it. */
  retryBaseMs?: number;
  pollMs?: number;
  /** A row stuck in `sending` longer than this (process killed mid-send) is tried again. */
  lockMs?: number;
  log?: Logger;
  /** Makes the file of an attachment generated at send time (an invoice's PDF). */
  renderAttachment?: (attachment: GeneratedAttachment) => Promise<Buffer>;
};

/** Sends the outbox: 3 tries with exponential backoff, resumes whatever is due after a restart. */
export class MailWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private soonestRetryMs = Infinity;
  private stopped = true;
  private unsubscribe: (() => void) | undefined;
  private readonly retryBaseMs: number;
  private readonly pollMs: number;
  private readonly lockMs: number;

  constructor(private readonly options: MailWorkerOptions) {
    this.retryBaseMs = options.retryBaseMs ?? 1000;
    this.pollMs = options.pollMs ?? 2000;
    this.lockMs = options.lockMs ?? 60_000;
  }

  start() {
    this.stopped = false;
    this.unsubscribe = onMailQueued(() => this.nudge());
    this.schedule(0);
  }

  /** Runs a pass now (or right after the current one). */
  nudge() {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  async stop() {
    this.stopped = true;
    this.unsubscribe?.();
    clearTimeout(this.timer);
    await this.running;
    this.options.transport.close();
  }

  private schedule(ms: number) {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), ms);
    this.timer.unref();
  }

  private async tick() {
    if (this.stopped || this.running) return;
    this.running = this.runOnce().then(
      () => undefined,
      (error) => this.options.log?.("error", "mail worker pass failed", { error: String(error) }),
    );
    await this.running;
    this.running = undefined;
    if (this.stopped) return;
    const next = this.again ? 0 : Math.min(this.pollMs, this.soonestRetryMs);
    this.again = false;
    this.soonestRetryMs = Infinity;
    this.schedule(next);
  }

  /** Generated attachments made now; one that cannot be made fails the try like a send error. */
  private resolveAttachments(attachments: EmailAttachment[]): Promise<InlineAttachment[]> {
    return Promise.all(
      attachments.map(async (a) => {
        if (!("generated" in a)) return a;
        if (!this.options.renderAttachment) throw new Error(`no renderer for attachment ${a.generated.kind}`);
        return { filename: a.filename, contentType: a.contentType, contentBase64: (await this.options.renderAttachment(a)).toString("base64") };
      }),
    );
  }

  /** One pass: claims the mails that are due and tries each once. Returns how many were tried. */
  async runOnce(): Promise<number> {
    const { db } = this.options;
    await db
      .update(emailOutbox)
      .set({ status: "pending", lockedUntil: null })
      .where(and(eq(emailOutbox.status, "sending"), lte(emailOutbox.lockedUntil, sql`now()`)));

    const due = db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, "pending"), lte(emailOutbox.nextAttemptAt, sql`now()`)))
      // A newsletter's mails go after the others: a campaign's batch never delays a booking's
      // confirmation or a password reset.
      .orderBy(
        sql`${emailOutbox.type} in (${sql.join(
          BULK_TYPES.map((t) => sql`${t}`),
          sql`, `,
        )})`,
        asc(emailOutbox.createdAt),
      )
      .limit(10)
      .for("update", { skipLocked: true });
    const claimed = await db
      .update(emailOutbox)
      .set({ status: "sending", lockedUntil: sql`now() + ${this.lockMs} * interval '1 millisecond'` })
      .where(inArray(emailOutbox.id, due))
      .returning();

    for (const mail of claimed) {
      const attempts = mail.attempts + 1;
      try {
        // Private links that can no longer be read (the site's secret changed): the masked copy
        // would reach the recipient with dead links.
        if (mail.masked && !mail.unsentContent) throw new Error("private links unreadable: the site's secret changed since the mail was queued");
        const content = mail.unsentContent ?? mail;
        await this.options.transport.send({ ...mail, ...content, attachments: await this.resolveAttachments(content.attachments) });
        // Private links leave with the mail: from now on only the masked copy is kept.
        await db
          .update(emailOutbox)
          .set({ status: "sent", attempts, sentAt: sql`now()`, lockedUntil: null, lastError: null, unsentContent: null })
          .where(eq(emailOutbox.id, mail.id));
        this.options.log?.("info", "mail sent", { id: mail.id, type: mail.type, attempts });
      } catch (error) {
        const failed = attempts >= MAX_ATTEMPTS;
        const delay = this.retryBaseMs * 2 ** (attempts - 1);
        await db
          .update(emailOutbox)
          .set({
            status: failed ? "failed" : "pending",
            attempts,
            lockedUntil: null,
            lastError: String(error instanceof Error ? error.message : error).slice(0, 1000),
            nextAttemptAt: sql`now() + ${delay} * interval '1 millisecond'`,
          })
          .where(eq(emailOutbox.id, mail.id));
        this.options.log?.(failed ? "error" : "warn", failed ? "mail failed" : "mail will be retried", {
          id: mail.id,
          type: mail.type,
          attempts,
          error: String(error),
        });
        if (!failed) this.soonestRetryMs = Math.min(this.soonestRetryMs, delay);
      }
    }
    return claimed.length;
  }
}
