import { createElement } from "react";
import { renderEmail } from "~/features/email/outbox.server";
import { NewsletterCampaign, type CampaignMailImage } from "~/features/email/templates/newsletter-campaign";
import { unsubscribeHeaders, unsubscribeUrl } from "~/features/email/unsubscribe.server";
import { getConfig } from "~/lib/config.server";
import { campaignExcerpt, campaignParagraphs } from "./campaign-text";

export type CampaignContent = { subject: string; body: string; imageUrl: string | null; imageAlt: string | null };

// An uploaded picture's stored name says its size: `<hash>-<width>x<height>.webp`.
const SIZE_IN_NAME = /-([1-9]\d{0,4})x([1-9]\d{0,4})\.webp$/;

function mailImage(campaign: CampaignContent): CampaignMailImage | null {
  if (!campaign.imageUrl) return null;
  const size = SIZE_IN_NAME.exec(campaign.imageUrl);
  const src = campaign.imageUrl.startsWith("/") ? `${getConfig().publicUrl}${campaign.imageUrl}` : campaign.imageUrl;
  return { src, alt: campaign.imageAlt ?? "", width: Number(size?.[1] ?? 1024), height: Number(size?.[2] ?? 768) };
}

/** The mail of a campaign for one reader, whose own unsubscribe link it carries. */
export function campaignMailBody(campaign: CampaignContent, unsubscribe: string) {
  return createElement(NewsletterCampaign, {
    subject: campaign.subject,
    preview: campaignExcerpt(campaign.body),
    paragraphs: campaignParagraphs(campaign.body),
    image: mailImage(campaign),
    unsubscribeUrl: unsubscribe,
  });
}

/**
 * Stands for the reader's unsubscribe link in a mail rendered once for a whole batch: it holds no
 * character that HTML or the text version would change, and cannot occur in the owner's text
 * (written links are http(s) addresses, and this one's host cannot exist: .invalid, RFC 2606).
 */
const PLACEHOLDER = "https://desinscription.invalid/lien-personnel-0d5f8c2b";

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

export type RenderedCampaign = { html: string; text: string };

/** Renders the campaign once; `forReader` then makes each reader's copy by putting in their link. */
export async function renderCampaign(campaign: CampaignContent): Promise<RenderedCampaign> {
  return renderEmail(campaignMailBody(campaign, PLACEHOLDER));
}

/** One reader's copy of a rendered campaign: their unsubscribe link in the text, and in the headers. */
export function forReader(rendered: RenderedCampaign, email: string) {
  const link = unsubscribeUrl(email, "newsletter");
  return {
    content: { html: rendered.html.replaceAll(PLACEHOLDER, escapeHtml(link)), text: rendered.text.replaceAll(PLACEHOLDER, link) },
    headers: unsubscribeHeaders(email, "newsletter"),
  };
}
