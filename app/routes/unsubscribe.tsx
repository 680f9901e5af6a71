import { data, Form, useNavigation } from "react-router";
import { z } from "zod";
import { NoScriptNotice } from "~/components/ui/field";
import { PageHeader } from "~/components/ui/page-header";
import { markPrivate } from "~/features/accounts/session.server";
import { unsubscribeMessages } from "~/features/email/unsubscribe-messages";
import { readUnsubscribeToken, unsubscribe } from "~/features/email/unsubscribe.server";
import { formAction } from "~/lib/form.server";
import type { RouteHandle } from "~/lib/layout";
import { fail, succeed } from "~/lib/result";
import { pageMeta } from "~/lib/seo";
import { useForm } from "~/lib/use-form";
import type { MailList } from "~db/schema";
import type { Route } from "./+types/unsubscribe";

// No newsletter form under the page that leaves a list.
export const handle: RouteHandle = { layout: { newsletter: false } };

/** What each list is, in the page's words. */
const listNames: Record<MailList, string> = {
  newsletter: "la newsletter de Monsieur Moustache",
  avis: "les demandes d'avis après vos rendez-vous",
};

export function loader({ request, params }: Route.LoaderArgs) {
  markPrivate(request);
  const link = readUnsubscribeToken(params.token);
  if (!link) throw data(null, { status: 404 });
  return { email: link.email, list: listNames[link.list] };
}

// The page's button and a mail client's one-click POST (`List-Unsubscribe=One-Click`, RFC 8058)
// both land here: no field is needed, the signed link says who leaves which list.
export function action({ request, params }: Route.ActionArgs) {
  return formAction(request, { name: "unsubscribe", schema: z.object({}), messages: unsubscribeMessages }, async () => {
    const link = readUnsubscribeToken(params.token);
    if (!link) return fail("NOT_FOUND", unsubscribeMessages.NOT_FOUND, 404);
    await unsubscribe(link.email, link.list);
    return succeed({}, unsubscribeMessages.done);
  });
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Désinscription", description: "Ne plus recevoir nos e-mails.", noindex: true });

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  // Done is the page's content; a refusal is the form's answer.
  const { form, notice, ok } = useForm({ reply: actionData?.ok ? undefined : actionData });
  return (
    <>
      <PageHeader title="Désinscription" intro={`Adresse : ${loaderData.email}`} />
      <section className="mx-auto max-w-xl px-4 py-10">
        {actionData?.ok ? (
          <p role="status" className="rounded bg-paper p-4 ring-1 ring-brass/40">
            {actionData.message}
          </p>
        ) : (
          <Form method="post" {...form} className="grid gap-4">
            <p>{`Vous ne recevrez plus ${loaderData.list}.`}</p>
            <NoScriptNotice notice={notice} ok={ok} />
            <button
              type="submit"
              disabled={busy}
              className="justify-self-start rounded bg-ink px-6 py-3 font-semibold text-paper hover:bg-ink-soft disabled:opacity-70"
            >
              Me désinscrire
            </button>
          </Form>
        )}
      </section>
    </>
  );
}
