import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import {
  prepareProductImage,
  lockProductImages,
  releaseProductImages,
  storePreparedImages,
  thumbnailWithSize,
  type PreparedImage,
} from "~/features/admin/product-images.server";
import { queueEmail } from "~/features/email/outbox.server";
import { unsubscribeHeaders, unsubscribeUrl } from "~/features/email/unsubscribe.server";
import { getConfig } from "~/lib/config.server";
import { isUuid } from "~/lib/ids";
import { fail, succeed, type Failure, type Result } from "~/lib/result";
import { getDb, type DbOrTx, type Tx } from "~db/client.server";
import { emailOutbox, newsletterCampaigns, newsletterDeliveries, newsletterSubscribers, type CampaignStatus } from "~db/schema";
import { inTransaction } from "~db/transactions";
import { campaignMailBody, forReader, renderCampaign, type CampaignContent } from "./campaign-mail.server";
import { campaignMessages as m, type CampaignCode } from "./campaign-messages";
import type { CampaignDraftInput } from "./campaign-schema";

const CAMPAIGNS_PER_PAGE = 20;
/** Failed addresses listed on a campaign's page (the mail log has them all). */
const FAILURES_SHOWN = 100;

export type CampaignProgress = {
  /** Mails queued so far (one per address). */
  queued: number;
  sent: number;
  failed: number;
  /** Queued, not sent yet (or being retried). */
  waiting: number;
  /** What the progress counts towards: the subscribers when sending began, or more if some confirmed since. */
  total: number;
};

export type CampaignSummary = {
  id: string;
  subject: string;
  status: CampaignStatus;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  recipients: number | null;
  progress: CampaignProgress | null;
};

const iso = (date: Date | null) => date?.toISOString() ?? null;

const confirmed = eq(newsletterSubscribers.status, "confirmed");

/** How many addresses a newsletter sent now would reach. */
async function confirmedSubscriberCount(db: DbOrTx = getDb()): Promise<number> {
  return db.$count(newsletterSubscribers, confirmed);
}

/** Sent, failed and waiting mails of these campaigns, read from the outbox (a mail purged after months was sent). */
async function progressOf(campaigns: Array<{ id: string; recipients: number | null }>, db: DbOrTx): Promise<Map<string, CampaignProgress>> {
  const ids = campaigns.map((c) => c.id);
  const rows = ids.length
    ? await db
        .select({
          campaignId: newsletterDeliveries.campaignId,
          queued: count(),
          sent: sql<number>`(count(*) filter (where ${emailOutbox.id} is null or ${emailOutbox.status} = 'sent'))::int`,
          failed: sql<number>`(count(*) filter (where ${emailOutbox.status} = 'failed'))::int`,
        })
        .from(newsletterDeliveries)
        .leftJoin(emailOutbox, eq(emailOutbox.id, newsletterDeliveries.emailId))
        .where(inArray(newsletterDeliveries.campaignId, ids))
        .groupBy(newsletterDeliveries.campaignId)
    : [];
  const byId = new Map(rows.map((r) => [r.campaignId, r]));
  return new Map(
    campaigns.map((c) => {
      const r = byId.get(c.id) ?? { queued: 0, sent: 0, failed: 0 };
      return [c.id, { queued: r.queued, sent: r.sent, failed: r.failed, waiting: r.queued - r.sent - r.failed, total: Math.max(c.recipients ?? 0, r.queued) }];
    }),
  );
}

const summaryColumns = {
  id: newsletterCampaigns.id,
  subject: newsletterCampaigns.subject,
  status: newsletterCampaigns.status,
  createdAt: newsletterCampaigns.createdAt,
  startedAt: newsletterCampaigns.startedAt,
  finishedAt: newsletterCampaigns.finishedAt,
  recipients: newsletterCampaigns.recipients,
};

type SummaryRow = {
  id: string;
  subject: string;
  status: CampaignStatus;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  recipients: number | null;
};

const summaryOf = (row: SummaryRow, progress: CampaignProgress | undefined): CampaignSummary => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  startedAt: iso(row.startedAt),
  finishedAt: iso(row.finishedAt),
  progress: row.status === "draft" ? null : (progress ?? null),
});

/** The newsletters, newest first, a page at a time, with how far each one's sending has gone. */
export async function listCampaigns(page: number, db: DbOrTx = getDb()) {
  const found = await db.$count(newsletterCampaigns);
  const pageCount = Math.max(1, Math.ceil(found / CAMPAIGNS_PER_PAGE));
  const current = Math.min(Math.max(1, page), pageCount);
  const rows = await db
    .select(summaryColumns)
    .from(newsletterCampaigns)
    .orderBy(desc(newsletterCampaigns.createdAt), asc(newsletterCampaigns.id))
    .limit(CAMPAIGNS_PER_PAGE)
    .offset((current - 1) * CAMPAIGNS_PER_PAGE);
  const progress = await progressOf(
    rows.filter((r) => r.status !== "draft"),
    db,
  );
  return { campaigns: rows.map((r) => summaryOf(r, progress.get(r.id))), found, page: current, pageCount };
}

/** A new draft with its subject; its page is where the rest is written. */
export async function createDraft(subject: string, now = new Date(), db: DbOrTx = getDb()): Promise<{ id: string }> {
  const [row] = await db.insert(newsletterCampaigns).values({ subject, body: "", createdAt: now, updatedAt: now }).returning({ id: newsletterCampaigns.id });
  return { id: row!.id };
}

export type CampaignFailure = { email: string; emailId: string; lastError: string | null; attempts: number };

/** A campaign for its page: the draft to write, or the sending's progress and failed addresses. */
export async function campaignForAdmin(id: string, db: DbOrTx = getDb()) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ ...summaryColumns, body: newsletterCampaigns.body, imageUrl: newsletterCampaigns.imageUrl, imageAlt: newsletterCampaigns.imageAlt })
    .from(newsletterCampaigns)
    .where(eq(newsletterCampaigns.id, id));
  if (!row) return null;
  const progress = row.status === "draft" ? undefined : (await progressOf([row], db)).get(row.id);
  const failures: CampaignFailure[] =
    row.status === "draft"
      ? []
      : await db
          .select({ email: newsletterDeliveries.email, emailId: emailOutbox.id, lastError: emailOutbox.lastError, attempts: emailOutbox.attempts })
          .from(newsletterDeliveries)
          .innerJoin(emailOutbox, eq(emailOutbox.id, newsletterDeliveries.emailId))
          .where(and(eq(newsletterDeliveries.campaignId, id), eq(emailOutbox.status, "failed")))
          .orderBy(asc(newsletterDeliveries.email))
          .limit(FAILURES_SHOWN);
  return {
    campaign: {
      ...summaryOf(row, progress),
      body: row.body,
      imageUrl: row.imageUrl,
      imageAlt: row.imageAlt,
      thumbnail: row.imageUrl ? thumbnailWithSize(row.imageUrl) : null,
    },
    failures,
    subscribers: row.status === "draft" ? await confirmedSubscriberCount(db) : null,
  };
}

type Saved = { campaign: CampaignContent & { id: string } };

/** Refusal of a change to a campaign that is unknown or no longer a draft. */
async function notEditable(id: string, db: DbOrTx): Promise<Failure<CampaignCode>> {
  const [row] = isUuid(id) ? await db.select({ status: newsletterCampaigns.status }).from(newsletterCampaigns).where(eq(newsletterCampaigns.id, id)) : [];
  return row ? fail("NOT_DRAFT", m.NOT_DRAFT, 409) : fail("NOT_FOUND", m.NOT_FOUND, 404);
}

/**
 * Saves a draft's subject, text and picture (prepared and checked like the product images, written
 * with the row, the replaced one removed after). Only a draft changes: once sending has begun the
 * text is what subscribers receive. `then` runs in the same transaction (the test mail).
 */
export async function saveDraft(
  id: string,
  input: CampaignDraftInput,
  image: File | null,
  options: { now?: Date; db?: DbOrTx; then?: (tx: Tx, saved: Saved["campaign"]) => Promise<void> } = {},
): Promise<Result<Saved, CampaignCode>> {
  const { now = new Date(), db = getDb() } = options;
  if (!isUuid(id)) return fail("NOT_FOUND", m.NOT_FOUND, 404);
  if (image && !input.imageAlt) return fail("ALT_REQUIRED", m.ALT_REQUIRED, 400, "imageAlt");
  let prepared: PreparedImage | null = null;
  if (image) {
    const checked = await prepareProductImage(image);
    if (!checked.ok) return fail(checked.code, m[checked.code], checked.status, "image");
    prepared = checked;
  }
  let outcome: { saved: Saved["campaign"]; replaced: string | null } | Failure<CampaignCode> | undefined;
  try {
    outcome = await inTransaction(db, async (tx) => {
      await lockProductImages(tx);
      const [current] = await tx
        .select({ imageUrl: newsletterCampaigns.imageUrl })
        .from(newsletterCampaigns)
        .where(and(eq(newsletterCampaigns.id, id), eq(newsletterCampaigns.status, "draft")))
        .for("update");
      if (!current) return notEditable(id, tx);
      const imageUrl = prepared ? prepared.url : input.removeImage ? null : current.imageUrl;
      if (imageUrl && !input.imageAlt) return fail("ALT_REQUIRED", m.ALT_REQUIRED, 400, "imageAlt");
      if (prepared) await storePreparedImages([prepared]);
      const values = { subject: input.subject, body: input.text, imageUrl, imageAlt: imageUrl ? input.imageAlt : null };
      await tx
        .update(newsletterCampaigns)
        .set({ ...values, updatedAt: now })
        .where(eq(newsletterCampaigns.id, id));
      const saved = { id, ...values };
      await options.then?.(tx, saved);
      return { saved, replaced: current.imageUrl && current.imageUrl !== imageUrl ? current.imageUrl : null };
    });
  } finally {
    if (prepared && !(outcome && "saved" in outcome && outcome.saved.imageUrl === prepared.url)) await releaseProductImages([prepared.url], db);
  }
  if (!("saved" in outcome)) return outcome;
  if (outcome.replaced) await releaseProductImages([outcome.replaced], db);
  return succeed({ campaign: outcome.saved }, m.saved);
}

/** The campaign's HTML as subscribers receive it, with the admin's own unsubscribe link inside. */
export async function renderPreview(campaign: CampaignContent, adminEmail: string): Promise<string> {
  return forReader(await renderCampaign(campaign), adminEmail).content.html;
}

/** Saves the draft and renders it as subscribers will receive it. */
export async function previewDraft(id: string, input: CampaignDraftInput, image: File | null, adminEmail: string, options: { now?: Date; db?: DbOrTx } = {}) {
  const saved = await saveDraft(id, input, image, options);
  if (!saved.ok) return saved;
  return succeed({ preview: await renderPreview(saved.campaign, adminEmail) }, m.previewReady);
}

/** Saves the draft and queues it, in the same transaction, to the signed-in admin only, marked « [Test] ». */
export async function sendTestMail(id: string, input: CampaignDraftInput, image: File | null, adminEmail: string, options: { now?: Date; db?: DbOrTx } = {}) {
  const saved = await saveDraft(id, input, image, {
    ...options,
    then: async (tx, campaign) => {
      await queueEmail(tx, {
        type: "newsletter_campaign_test",
        to: adminEmail,
        subject: `[Test] ${campaign.subject}`,
        body: campaignMailBody(campaign, unsubscribeUrl(adminEmail, "newsletter")),
        headers: unsubscribeHeaders(adminEmail, "newsletter"),
      });
    },
  });
  if (!saved.ok) return saved;
  return succeed({}, m.testQueued.replace("{email}", adminEmail));
}

/**
 * Starts sending a draft to every confirmed subscriber: once. The row is locked, so of two presses
 * (or two instances) one starts it and the other is told it already has; the sender job does the rest.
 */
export async function startSending(id: string, now = new Date(), db: DbOrTx = getDb()): Promise<Result<{ recipients: number }, CampaignCode>> {
  if (!isUuid(id)) return fail("NOT_FOUND", m.NOT_FOUND, 404);
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .select({ status: newsletterCampaigns.status, subject: newsletterCampaigns.subject, body: newsletterCampaigns.body })
      .from(newsletterCampaigns)
      .where(eq(newsletterCampaigns.id, id))
      .for("update");
    if (!row) return fail("NOT_FOUND", m.NOT_FOUND, 404);
    if (row.status !== "draft") return fail("ALREADY_SENDING", m.ALREADY_SENDING, 409);
    if (!row.subject || !row.body) return fail("INCOMPLETE", m.INCOMPLETE, 400);
    const recipients = await confirmedSubscriberCount(tx);
    if (recipients === 0) return fail("NO_SUBSCRIBERS", m.NO_SUBSCRIBERS, 409);
    await tx.update(newsletterCampaigns).set({ status: "sending", recipients, startedAt: now, updatedAt: now }).where(eq(newsletterCampaigns.id, id));
    return succeed({ recipients }, m.started.replace("{pace}", String(getConfig().newsletterPerMinute)));
  });
}
