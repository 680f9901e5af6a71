import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { requireAdmin } from "~/features/accounts/session.server";
import { formatMailDate, mailTypeLabel } from "~/features/admin/mail-labels";
import { mailStatusLabels, moderationMessages as m } from "~/features/admin/moderation-messages";
import { getMail } from "~/features/admin/outbox-log.server";
import { AdminLoadError } from "~/features/admin/ui/admin-parts";
import { MailRetryButton, useMailRetryToast } from "~/features/admin/ui/mail-retry-button";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/email";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const mail = await getMail(params.id);
  if (!mail) throw new Response("E-mail introuvable", { status: 404 });
  return { mail };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "E-mail – Administration", description: "Espace réservé aux administrateurs.", noindex: true });

export function ErrorBoundary() {
  // Only an unknown or malformed id is 'introuvable'; a database failure says so.
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) return <AdminLoadError title="E-mail" message={m.mailsLoadFailed} />;
  return (
    <section className="py-12 text-center">
      <h1 className="font-display text-3xl">E-mail introuvable</h1>
      <Link to="/admin/emails" className="mt-6 inline-block underline">
        Retour aux e-mails
      </Link>
    </section>
  );
}

export default function AdminEmail({ loaderData }: Route.ComponentProps) {
  const { mail } = loaderData;
  useMailRetryToast();
  const rows: Array<[string, string]> = [
    ["À", mail.to],
    ...(mail.replyTo ? ([["Répondre à", mail.replyTo]] as Array<[string, string]>) : []),
    ["Type", mailTypeLabel(mail.type)],
    ["Statut", `${mailStatusLabels[mail.status]} (${mail.attempts} essai(s))`],
    ["Créé le", formatMailDate(mail.createdAt, "long")],
    ...(mail.sentAt ? ([["Envoyé le", formatMailDate(mail.sentAt, "long")]] as Array<[string, string]>) : []),
    ...(mail.attachments.length ? ([["Pièces jointes", mail.attachments.join(", ")]] as Array<[string, string]>) : []),
  ];
  return (
    <article aria-labelledby="mail-subject" className="space-y-5">
      <Link to="/admin/emails" className="text-sm underline">
        Retour aux e-mails
      </Link>
      <h1 id="mail-subject" className="font-display text-2xl break-words">
        {mail.subject}
      </h1>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd className="break-all">{value}</dd>
          </div>
        ))}
      </dl>
      {mail.lastError && mail.status !== "sent" ? <p className="text-sm text-red-900">Dernière erreur : {mail.lastError}</p> : null}
      {mail.status === "failed" ? <MailRetryButton id={mail.id} subject={mail.subject} action="/admin/emails" /> : null}
      <section aria-labelledby="html-title" className="space-y-2">
        <h2 id="html-title" className="font-semibold">
          Version HTML
        </h2>
        {/* Rendered as it was sent, in a sandbox: no script, no access to this page. */}
        <iframe title={`Contenu de « ${mail.subject} »`} sandbox="" srcDoc={mail.html} className="h-[32rem] w-full rounded border border-ink/15 bg-white" />
      </section>
      <section aria-labelledby="text-title" className="space-y-2">
        <h2 id="text-title" className="font-semibold">
          Version texte
        </h2>
        <pre className="overflow-x-auto rounded border border-ink/15 bg-white p-4 text-sm whitespace-pre-wrap">{mail.text}</pre>
      </section>
    </article>
  );
}
