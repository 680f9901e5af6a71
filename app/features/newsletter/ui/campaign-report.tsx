import { useEffect } from "react";
import { Link, useRevalidator } from "react-router";
import { progressText } from "../campaign-messages";
import type { CampaignFailure, CampaignSummary } from "../campaigns.server";
import { sectionClass } from "./campaign-parts";

/** How often the page asks again while a newsletter is being sent. */
const REFRESH_MS = 15_000;

/** While mails are still to go, the page follows the progress by itself (when it is in view). */
function useRefreshWhileSending(sending: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!sending) return;
    const timer = setInterval(() => {
      if (document.visibilityState === "visible" && revalidator.state === "idle") void revalidator.revalidate();
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [sending, revalidator]);
}

/** A newsletter being sent or sent: how many left, wait or failed, and the failed addresses. */
export function CampaignReport({ campaign, failures }: { campaign: CampaignSummary; failures: CampaignFailure[] }) {
  const progress = campaign.progress ?? { queued: 0, sent: 0, failed: 0, waiting: 0, total: campaign.recipients ?? 0 };
  // 'Envoyée' once every mail is queued; the outbox may still be sending them.
  useRefreshWhileSending(campaign.status === "sending" || progress.waiting > 0);
  const rows: Array<[string, number]> = [
    ["Abonnés au début de l'envoi", campaign.recipients ?? 0],
    ["E-mails mis en file", progress.queued],
    ["Envoyés", progress.sent],
    ["En attente", progress.waiting],
    ["En échec", progress.failed],
  ];
  return (
    <>
      <section aria-labelledby="progress-title" className={sectionClass}>
        <h2 id="progress-title" className="text-xl font-semibold">
          Progression
        </h2>
        <p role="status" className="text-lg font-semibold">
          {progressText(progress.sent, progress.total)}
        </p>
        <progress value={progress.sent} max={Math.max(1, progress.total)} aria-labelledby="progress-title" className="h-3 w-full" />
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="failures-title" className={sectionClass}>
        <h2 id="failures-title" className="text-xl font-semibold">
          Échecs
        </h2>
        {failures.length === 0 ? (
          <p className="text-sm text-muted">Aucun échec.</p>
        ) : (
          <>
            <p className="text-sm text-muted">Chaque e-mail a été essayé trois fois. Il peut être renvoyé depuis sa page dans « E-mails ».</p>
            <table className="w-full text-left text-sm">
              <thead>
                <tr>
                  <th scope="col" className="py-1 pr-4">
                    Adresse
                  </th>
                  <th scope="col" className="py-1 pr-4">
                    Dernière erreur
                  </th>
                  <th scope="col" className="py-1">
                    <span className="sr-only">E-mail</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {failures.map((f) => (
                  <tr key={f.email} className="border-t border-ink/10 align-top">
                    <td className="py-1.5 pr-4 break-all">{f.email}</td>
                    <td className="py-1.5 pr-4 break-words text-red-900">{f.lastError ?? "—"}</td>
                    <td className="py-1.5">
                      <Link to={`/admin/emails/${f.emailId}`} className="underline" aria-label={`Voir l'e-mail envoyé à ${f.email}`}>
                        Voir l'e-mail
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </section>
    </>
  );
}
