import { Link } from "react-router";
import { formatMailDate } from "~/features/admin/mail-labels";
import { StatusBadge } from "~/features/admin/ui/admin-parts";
import type { CampaignStatus } from "~db/schema";
import { campaignStatusLabels, progressText } from "../campaign-messages";
import type { CampaignProgress } from "../campaigns.server";

export const submitClass = "rounded bg-ink px-5 py-2.5 font-semibold text-paper hover:bg-ink-soft disabled:opacity-60";
export const secondaryClass = "rounded border border-ink/30 px-4 py-2.5 font-semibold hover:bg-ink/5 disabled:opacity-60";
export const sectionClass = "space-y-4 rounded-lg border border-ink/10 bg-white p-5";

/** The newsletter's two screens: its subscribers, and what was sent to them. */
export function CampaignNav({ current }: { current: "abonnes" | "envois" }) {
  const links = [
    ["abonnes", "/admin/newsletter", "Abonnés"],
    ["envois", "/admin/newsletter/envois", "Newsletters envoyées"],
  ] as const;
  return (
    <nav aria-label="Newsletter" className="flex flex-wrap gap-2">
      {links.map(([key, to, label]) => (
        <Link
          key={key}
          to={to}
          aria-current={current === key ? "page" : undefined}
          className={`rounded-full px-4 py-1.5 text-sm ${current === key ? "bg-ink text-paper" : "border border-ink/20 hover:bg-ink/5"}`}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}

const tones = { draft: "neutral", sending: "amber", sent: "green" } as const;

export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  return <StatusBadge tone={tones[status]}>{campaignStatusLabels[status]}</StatusBadge>;
}

/** Created, started and finished, on Paris clocks. */
export function campaignDates(c: { createdAt: string; startedAt: string | null; finishedAt: string | null }): string {
  return [
    `Créée le ${formatMailDate(c.createdAt)}`,
    c.startedAt ? `envoi commencé le ${formatMailDate(c.startedAt)}` : null,
    c.finishedAt ? `terminé le ${formatMailDate(c.finishedAt)}` : null,
  ]
    .filter(Boolean)
    .join(" · ");
}

/** « 120 / 300 envoyés », and the failures when there are some. */
export function ProgressSummary({ progress }: { progress: CampaignProgress }) {
  return (
    <p className="text-sm">
      <strong>{progressText(progress.sent, progress.total)}</strong>
      {progress.waiting > 0 ? ` · ${progress.waiting} en attente` : ""}
      {progress.failed > 0 ? <span className="text-red-900">{` · ${progress.failed} en échec`}</span> : null}
    </p>
  );
}
