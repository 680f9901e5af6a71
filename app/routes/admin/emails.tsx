import { Link, useSearchParams } from "react-router";
import { requireAdmin } from "~/features/accounts/session.server";
import { formatMailDate, mailTypeLabel } from "~/features/admin/mail-labels";
import { mailActionSchema, mailStatusLabels, moderationMessages as m } from "~/features/admin/moderation-messages";
import { listMails, readMailFilters, retryMail } from "~/features/admin/outbox-log.server";
import { AdminEmptyState, AdminLoadError, Pagination, StatusBadge } from "~/features/admin/ui/admin-parts";
import { DocumentReply } from "~/features/admin/ui/document-reply";
import { MailRetryButton, useMailRetryToast } from "~/features/admin/ui/mail-retry-button";
import { formAction } from "~/lib/form.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/emails";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const filters = readMailFilters(new URL(request.url).searchParams);
  return { filters, ...(await listMails(filters)) };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  return formAction(request, { name: "admin mail", schema: mailActionSchema, messages: m }, (input) => retryMail(input.id));
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "E-mails – Administration", description: "Espace réservé aux administrateurs.", noindex: true });

export function ErrorBoundary() {
  return <AdminLoadError title="E-mails" message={m.mailsLoadFailed} />;
}

const tones = { pending: "amber", sending: "amber", sent: "green", failed: "red" } as const;
const filters = [
  ["all", "Tous"],
  ["failed", "En échec"],
  ["pending", "En attente"],
  ["sending", "Envoi en cours"],
  ["sent", "Envoyés"],
] as const;

export default function AdminEmails({ loaderData }: Route.ComponentProps) {
  const { mails, found, page, pageCount, filters: current } = loaderData;
  useMailRetryToast();
  const [params] = useSearchParams();
  return (
    <section aria-labelledby="mails-title" className="space-y-5">
      <h1 id="mails-title" className="font-display text-3xl">
        E-mails
      </h1>
      <DocumentReply />
      <nav aria-label="Statut des e-mails" className="flex flex-wrap gap-2">
        {filters.map(([status, label]) => (
          <Link
            key={status}
            to={status === "all" ? "?" : `?status=${status}`}
            aria-current={current.status === status ? "page" : undefined}
            className={`rounded-full px-4 py-1.5 text-sm ${current.status === status ? "bg-ink text-paper" : "border border-ink/20 hover:bg-ink/5"}`}
          >
            {label}
          </Link>
        ))}
      </nav>
      <p role="status" className="text-sm text-muted">
        {found} e-mail(s)
      </p>
      {mails.length === 0 ? (
        <AdminEmptyState title={m.noMailsTitle} text={m.noMailsText} />
      ) : (
        <ul className="space-y-3">
          {mails.map((mail) => (
            <li key={mail.id}>
              <article aria-label={mail.subject} className="rounded-lg border border-ink/15 bg-white p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <h2 className="font-semibold break-words">{mail.subject}</h2>
                    <p className="text-sm break-all">À {mail.to}</p>
                    <p className="text-sm text-muted">
                      {mailTypeLabel(mail.type)} · créé le {formatMailDate(mail.createdAt)}
                      {mail.sentAt ? ` · envoyé le ${formatMailDate(mail.sentAt)}` : ""} · {mail.attempts} essai(s)
                    </p>
                  </div>
                  <StatusBadge tone={tones[mail.status]}>{mailStatusLabels[mail.status]}</StatusBadge>
                </div>
                {mail.lastError && mail.status !== "sent" ? <p className="mt-2 text-sm break-words text-red-900">Dernière erreur : {mail.lastError}</p> : null}
                <div className="mt-3 flex flex-wrap gap-2">
                  <Link
                    to={`/admin/emails/${mail.id}`}
                    className="rounded border border-ink/30 px-3 py-1.5 text-sm font-semibold hover:bg-ink/5"
                    aria-label={`Lire « ${mail.subject} »`}
                  >
                    Lire
                  </Link>
                  {mail.status === "failed" ? <MailRetryButton id={mail.id} subject={mail.subject} action="/admin/emails" /> : null}
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pageCount={pageCount} params={params} label="Pages des e-mails" />
    </section>
  );
}
