import { and, asc, eq, gt, inArray, notExists } from "drizzle-orm";
import { queueEmail } from "~/features/email/outbox.server";
import { getConfig } from "~/lib/config.server";
import { getDb, type DbOrTx, type Tx } from "~db/client.server";
import { newsletterCampaigns, newsletterDeliveries, newsletterSubscribers } from "~db/schema";
import { inTransaction } from "~db/transactions";
import { forReader, renderCampaign, type RenderedCampaign } from "./campaign-mail.server";

/**
 * The pace is counted over the deliveries of the last 55 s rather than a full minute, so that a
 * run started a little early (the minute's other jobs took less time than the last time) still
 * sends its share; with several instances the pace can exceed the setting by a tenth at most.
 */
const PACE_WINDOW_MS = 55_000;

/** Confirmed subscribers this campaign has not been queued for: the next readers. */
const notYetQueued = (db: DbOrTx, campaignId: string) =>
  and(
    eq(newsletterSubscribers.status, "confirmed"),
    notExists(
      db
        .select({ email: newsletterDeliveries.email })
        .from(newsletterDeliveries)
        .where(and(eq(newsletterDeliveries.campaignId, campaignId), eq(newsletterDeliveries.email, newsletterSubscribers.email))),
    ),
  );

type Campaign = { id: string; subject: string; mail: RenderedCampaign };

/** Queues the campaign's next readers, each with its delivery row: once per address, whatever happens. */
async function queueReaders(tx: Tx, campaign: Campaign, budget: number, now: Date): Promise<number> {
  if (budget <= 0) return 0;
  // A subscriber whose row another transaction holds (leaving the list, say) is skipped this time.
  const readers = await tx
    .select({ email: newsletterSubscribers.email })
    .from(newsletterSubscribers)
    .where(notYetQueued(tx, campaign.id))
    .orderBy(asc(newsletterSubscribers.email))
    .limit(budget)
    .for("update", { of: newsletterSubscribers, skipLocked: true });
  let queued = 0;
  for (const { email } of readers) {
    // The primary key (campaign, address) is the guarantee: a row already there means already queued.
    const [delivery] = await tx
      .insert(newsletterDeliveries)
      .values({ campaignId: campaign.id, email, queuedAt: now })
      .onConflictDoNothing()
      .returning({ email: newsletterDeliveries.email });
    if (!delivery) continue;
    const copy = forReader(campaign.mail, email);
    const emailId = await queueEmail(tx, { type: "newsletter_campaign", to: email, subject: campaign.subject, body: copy.content, headers: copy.headers });
    await tx
      .update(newsletterDeliveries)
      .set({ emailId })
      .where(and(eq(newsletterDeliveries.campaignId, campaign.id), eq(newsletterDeliveries.email, email)));
    queued++;
  }
  return queued;
}

/**
 * The newsletter sender, run every minute: for each campaign being sent, queues the mails of the
 * confirmed subscribers not yet queued, at most `limit` a minute in all, each in the transaction
 * that writes its delivery row; a campaign with nobody left is marked sent. Each campaign's mail is
 * rendered once, before the transaction; a reader's copy only differs by its unsubscribe link.
 * Runs on several instances share the work: the campaigns' rows are locked for the run, and another
 * run skips them. Returns how many mails were queued.
 */
export async function queueCampaignBatch(now = new Date(), db: DbOrTx = getDb(), limit = getConfig().newsletterPerMinute): Promise<number> {
  const sending = await db
    .select({
      id: newsletterCampaigns.id,
      subject: newsletterCampaigns.subject,
      body: newsletterCampaigns.body,
      imageUrl: newsletterCampaigns.imageUrl,
      imageAlt: newsletterCampaigns.imageAlt,
    })
    .from(newsletterCampaigns)
    .where(eq(newsletterCampaigns.status, "sending"))
    .orderBy(asc(newsletterCampaigns.startedAt), asc(newsletterCampaigns.id));
  if (sending.length === 0) return 0;
  // Rendering takes milliseconds per mail: done here, outside the transaction, once per campaign.
  const campaigns: Campaign[] = [];
  for (const c of sending) campaigns.push({ id: c.id, subject: c.subject, mail: await renderCampaign(c) });

  return inTransaction(db, async (tx) => {
    const locked = await tx
      .select({ id: newsletterCampaigns.id })
      .from(newsletterCampaigns)
      .where(
        and(
          eq(newsletterCampaigns.status, "sending"),
          inArray(
            newsletterCampaigns.id,
            campaigns.map((c) => c.id),
          ),
        ),
      )
      .orderBy(asc(newsletterCampaigns.startedAt), asc(newsletterCampaigns.id))
      // Not a key update: the deliveries' references to the campaign (key share) do not conflict.
      .for("no key update", { skipLocked: true });
    if (locked.length === 0) return 0;
    const recent = await tx.$count(newsletterDeliveries, gt(newsletterDeliveries.queuedAt, new Date(now.getTime() - PACE_WINDOW_MS)));
    let budget = limit - recent;
    let total = 0;
    for (const { id } of locked) {
      const queued = await queueReaders(
        tx,
        campaigns.find((c) => c.id === id)!,
        budget,
        now,
      );
      budget -= queued;
      total += queued;
      const [left] = await tx.select({ email: newsletterSubscribers.email }).from(newsletterSubscribers).where(notYetQueued(tx, id)).limit(1);
      if (!left) await tx.update(newsletterCampaigns).set({ status: "sent", finishedAt: now, updatedAt: now }).where(eq(newsletterCampaigns.id, id));
    }
    return total;
  });
}
