import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { NoScriptNotice } from "~/components/ui/field";
import { PageHeader } from "~/components/ui/page-header";
import { markPrivate } from "~/features/accounts/session.server";
import { confirmSubscription, findConfirmation } from "~/features/newsletter/confirm.server";
import { confirmationMessages as m } from "~/features/newsletter/messages";
import { formAction } from "~/lib/form.server";
import type { RouteHandle } from "~/lib/layout";
import { pageMeta } from "~/lib/seo";
import { useForm } from "~/lib/use-form";
import type { Route } from "./+types/newsletter-confirm";

// No newsletter form under the page that confirms one.
export const handle: RouteHandle = { layout: { newsletter: false } };

// Opening the link only shows the button: mail scanners open links without anyone reading them.
export async function loader({ request, params }: Route.LoaderArgs) {
  markPrivate(request);
  const pending = await findConfirmation(params.token);
  return pending ? { email: pending.email } : data({ email: null }, { status: 404 });
}

export function action({ request, params }: Route.ActionArgs) {
  return formAction(request, { name: "newsletter confirmation", schema: z.object({}), messages: m }, () => confirmSubscription(params.token));
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Confirmation de l'inscription à la newsletter", description: "Confirmer votre inscription à la newsletter.", noindex: true });

const panel = "rounded bg-paper p-4 ring-1 ring-brass/40";
const button = "inline-block rounded bg-ink px-6 py-3 font-semibold text-paper hover:bg-ink-soft disabled:opacity-70";

export default function NewsletterConfirmation({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  // The confirmation is the page's content; a refusal with the button still there is the form's answer.
  const { form, notice, ok } = useForm({ reply: actionData && !actionData.ok && loaderData.email ? actionData : undefined });
  if (actionData?.ok) {
    return (
      <>
        <PageHeader title={m.title} />
        <section className="mx-auto grid max-w-xl gap-4 px-4 py-10">
          <p role="status" className={panel}>
            {actionData.message}
          </p>
          {actionData.discountCode ? (
            <>
              <p>{m.codeIntro}</p>
              <p className="text-center font-display text-3xl tracking-widest">{actionData.discountCode}</p>
              <p className="text-muted">{m.codeUse}</p>
            </>
          ) : (
            <p>{m.codeAlreadyGiven}</p>
          )}
          <Link to="/shop" className={`${button} justify-self-start`}>
            {m.toShop}
          </Link>
        </section>
      </>
    );
  }
  if (!loaderData.email) {
    return (
      <>
        <PageHeader title={m.title} />
        <section className="mx-auto grid max-w-xl gap-4 px-4 py-10">
          <p role="alert" className={panel}>
            {actionData?.message ?? m.NOT_FOUND}
          </p>
          <p>{m.notFoundHelp}</p>
          <Link to="/" className={`${button} justify-self-start`}>
            {m.toHome}
          </Link>
        </section>
      </>
    );
  }
  return (
    <>
      <PageHeader title={m.title} intro={m.intro} />
      <section className="mx-auto max-w-xl px-4 py-10">
        <Form method="post" {...form} className="grid gap-4">
          <p className="font-semibold">{m.address(loaderData.email)}</p>
          <p>{m.consent}</p>
          <NoScriptNotice notice={notice} ok={ok} />
          <button type="submit" disabled={busy} className={`${button} justify-self-start`}>
            {busy ? m.sending : m.button}
          </button>
        </Form>
      </section>
    </>
  );
}
