import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "~db/client.server";
import { bookings, smsOutbox } from "~db/schema";
import { nextSmsMoment, SMS_HOURS, withinSmsHours } from "./hours";
import { onSmsQueued } from "./outbox.server";
import { SmsSendError, type SmsProvider } from "./provider.server";

/** Tries of a message the provider could not take (server error, no answer, too many requests). */
export const SMS_MAX_ATTEMPTS = 5;
/** Messages claimed per pass: their tries, one after the other, fit in the lock (5 × a 10 s timeout < 2 min). */
const BATCH = 5;

type Logger = (level: "info" | "warn" | "error", msg: string, fields?: Record<string, unknown>) => void;

export type SmsWorkerOptions = {
  db: Db;
  provider: SmsProvider;
  /** First retry delay; each further retry doubles it (1, 2, 4, 8 minutes by default). */
  retryBaseMs?: number;
  pollMs?: number;
  /** A row left in `sending` longer than this (process killed mid-send) is tried again: longer than a pass's tries. */
  lockMs?: number;
  log?: Logger;
  /** Paris minutes from (included) to (excluded) in which a message may leave. */
  hours?: { from: number; to: number };
};

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Sends the SMS outbox, as the mail worker sends mail: rows claimed with SKIP LOCKED (several
 * instances share the work), retries with backoff, a row left mid-send taken again once its lock
 * runs out. Nothing leaves outside the SMS hours; a retry falling outside waits for 08:00.
 */
export class SmsWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  private unsubscribe: (() => void) | undefined;
  private readonly retryBaseMs: number;
  private readonly pollMs: number;
  private readonly lockMs: number;
  private readonly hours: { from: number; to: number };

  constructor(private readonly options: SmsWorkerOptions) {
    this.retryBaseMs = options.retryBaseMs ?? 60_000;
    this.pollMs = options.pollMs ?? 5000;
    this.lockMs = options.lockMs ?? 120_000;
    this.hours = options.hours ?? SMS_HOURS;
  }

  start() {
    this.stopped = false;
    this.unsubscribe = onSmsQueued(() => this.nudge());
    this.schedule(0);
  }

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
      (error) => this.options.log?.("error", "sms worker pass failed", { error: String(error) }),
    );
    await this.running;
    this.running = undefined;
    if (this.stopped) return;
    const next = this.again ? 0 : this.pollMs;
    this.again = false;
    this.schedule(next);
  }

  /** One pass at `now`: claims the messages that are due and tries each once. Returns how many were tried. */
  async runOnce(now = new Date()): Promise<number> {
    const { db } = this.options;
    await db
      .update(smsOutbox)
      .set({ status: "pending", lockedUntil: null })
      .where(and(eq(smsOutbox.status, "sending"), lte(smsOutbox.lockedUntil, at(now))));
    if (!withinSmsHours(now, this.hours)) return 0;

    const due = db
      .select({ id: smsOutbox.id })
      .from(smsOutbox)
      .where(and(eq(smsOutbox.status, "pending"), lte(smsOutbox.nextAttemptAt, at(now))))
      .orderBy(asc(smsOutbox.nextAttemptAt))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    const claimed = await db
      .update(smsOutbox)
      .set({ status: "sending", lockedUntil: sql`${at(now)} + ${this.lockMs} * interval '1 millisecond'` })
      .where(inArray(smsOutbox.id, due))
      .returning();

    for (const sms of claimed) {
      const attempts = sms.attempts + 1;
      try {
        const stale = await this.staleReason(sms.bookingId, now);
        if (stale) throw new SmsSendError(stale, false);
        // The sealed text cannot be opened (the site's secret changed): the masked copy would give a dead link.
        if (!sms.unsentText) throw new SmsSendError("private link unreadable: the site's secret changed since the SMS was queued", false);
        const { messageId } = await this.options.provider.send({ to: sms.to, text: sms.unsentText.text, tag: sms.type });
        // The private link leaves with the message: from now on only the masked copy is kept.
        await db
          .update(smsOutbox)
          .set({ status: "sent", attempts, sentAt: now, lockedUntil: null, lastError: null, unsentText: null, providerMessageId: messageId })
          .where(eq(smsOutbox.id, sms.id));
        this.options.log?.("info", "sms sent", { id: sms.id, type: sms.type, attempts });
      } catch (error) {
        const retryable = error instanceof SmsSendError ? error.retryable : true;
        const failed = !retryable || attempts >= SMS_MAX_ATTEMPTS;
        const backoff = Math.max(this.retryBaseMs * 2 ** (attempts - 1), error instanceof SmsSendError ? (error.retryAfterMs ?? 0) : 0);
        const message = String(error instanceof Error ? error.message : error).slice(0, 1000);
        await db
          .update(smsOutbox)
          .set({
            status: failed ? "failed" : "pending",
            attempts,
            lockedUntil: null,
            lastError: message,
            nextAttemptAt: failed ? now : nextSmsMoment(new Date(now.getTime() + backoff), this.hours),
            // A message that will never leave keeps no private link.
            ...(failed ? { unsentText: null } : {}),
          })
          .where(eq(smsOutbox.id, sms.id));
        this.options.log?.(failed ? "error" : "warn", failed ? "sms failed" : "sms will be retried", { id: sms.id, type: sms.type, attempts, error: message });
      }
    }
    return claimed.length;
  }

  /** Why a booking's message must not leave any more (cancelled, or its appointment begun), or null. */
  private async staleReason(bookingId: string | null, now: Date): Promise<string | null> {
    if (!bookingId) return null;
    const [booking] = await this.options.db
      .select({ status: bookings.status, started: sql<boolean>`lower(${bookings.during}) <= ${at(now)}` })
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    if (!booking || booking.status !== "confirmed") return "not sent: the booking is no longer confirmed";
    return booking.started ? "not sent: the appointment has begun" : null;
  }
}
