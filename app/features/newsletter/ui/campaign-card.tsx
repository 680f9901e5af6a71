import { Link } from "react-router";
import type { CampaignSummary } from "../campaigns.server";
import { campaignDates, CampaignStatusBadge, ProgressSummary } from "./campaign-parts";

/** One newsletter in the list: its subject (a link to its page), status, progress and dates. */
export function CampaignCard({ campaign }: { campaign: CampaignSummary }) {
  const { subject } = campaign;
  return (
    <article aria-label={subject} className="rounded-lg border border-ink/15 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <h2 className="font-semibold break-words">
            <Link to={`/admin/newsletter/envois/${campaign.id}`} className="underline hover:text-brass-dark">
              {subject}
            </Link>
          </h2>
          {campaign.progress ? <ProgressSummary progress={campaign.progress} /> : null}
          <p className="text-sm text-muted">{campaignDates(campaign)}</p>
        </div>
        <CampaignStatusBadge status={campaign.status} />
      </div>
    </article>
  );
}
