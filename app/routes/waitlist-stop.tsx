import { createContext, data, Form, Link, useNavigation, type ShouldRevalidateFunction } from "react-router";
import { z } from "zod";
import { NoScriptNotice } from "~/components/ui/field";
import { PageHeader } from "~/components/ui/page-header";
import { markPrivate } from "~/features/accounts/session.server";
import { waitlistStopMessages as m } from "~/features/booking/waitlist-stop-messages";
import { findWait, stopWaiting, type WaitView } from "~/features/booking/waitlist.server";
import { formAction } from "~/lib/form.server";
import { fail, succeed } from "~/lib/result";
import { pageMeta } from "~/lib/seo";
import { useForm } from "~/lib/use-form";
import type { Route } from "./+types/waitlist-stop";
import { DetailsCard } from "~/components/ui/details-card";

/**
 * The wait the button just ended: the page sent back with the answer (no scripts) still shows it,
 * though the link now leads nowhere.
 */
const endedWait = createContext<WaitView | null>(null);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  markPrivate(request);
  const wait = (await findWait(params.token)) ?? context.get(endedWait);
  if (!wait) throw data(null, { status: 404 });
  return { wait };
}

// Ending a wait needs no field: the link's token says which.
export function action({ request, params, context }: Route.ActionArgs) {
  return formAction(request, { name: "waitlist stop", schema: z.object({}), messages: m }, async () => {
    const ended = await stopWaiting(params.token);
    if (!ended) return fail("NOT_FOUND", m.NOT_FOUND, 404);
    context.set(endedWait, ended);
    return succeed({}, m.stopped);
  });
}

// Once ended, the link leads nowhere: the page keeps what it shows rather than asking again.
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  (actionResult as { ok?: boolean } | undefined)?.ok ? false : defaultShouldRevalidate;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: m.stopTitle, description: "Ne plus être prévenu quand un créneau se libère.", noindex: true });

export default function WaitlistStop({ loaderData, actionData }: Route.ComponentProps) {
  const { wait } = loaderData;
  const busy = useNavigation().state === "submitting";
  // Stopped is the page's content; a refusal is the form's answer.
  const { form, notice, ok } = useForm({ reply: actionData?.ok ? undefined : actionData });
  const rows: Array<[string, string]> = [
    ["Prestation", wait.serviceTitle],
    ["Date", wait.dateText],
    ["Barbier", wait.barberChoice],
    ["Adresse e-mail", wait.email],
  ];
  return (
    <>
      <PageHeader title={m.stopTitle} intro={m.stopIntro} />
      <section className="mx-auto max-w-xl px-4 py-10">
        <DetailsCard rows={rows} />
        {actionData?.ok ? (
          <p role="status" className="mt-6 rounded bg-paper p-4 ring-1 ring-brass/40">
            {actionData.message}
          </p>
        ) : (
          <Form method="post" {...form} className="mt-6 grid gap-4">
            <NoScriptNotice notice={notice} ok={ok} />
            <button
              type="submit"
              disabled={busy}
              className="justify-self-start rounded bg-ink px-6 py-3 font-semibold text-paper hover:bg-ink-soft disabled:opacity-70"
            >
              {busy ? m.stopping : m.stopButton}
            </button>
          </Form>
        )}
        <p className="mt-8">
          <Link to="/#services" className="underline hover:text-brass-dark">
            Prendre un rendez-vous
          </Link>
        </p>
      </section>
    </>
  );
}
