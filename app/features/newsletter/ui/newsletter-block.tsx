import { useId } from "react";
import { useFetcher, useRouteLoaderData } from "react-router";
import { FieldError, NoScriptNotice, useFieldIds } from "~/components/ui/field";
import { Honeypot } from "~/components/ui/honeypot";
import { WELCOME_DISCOUNT } from "~/features/orders/pricing-texts";
import type { ActionResult } from "~/lib/result";
import { useForm } from "~/lib/use-form";
import { NEWSLETTER_FORM, type NewsletterCode } from "../messages";

/** Spec §8: the newsletter success toast lasts 6000 ms. */
const SUCCESS_DURATION_MS = 6000;

type SentAnswer = { type: string; message: string; form?: string; field?: string };

/**
 * The answer to this form when a browser without scripts posted it: the API sent it back here
 * with the answer as the page's one-time message (the root's flash).
 */
function useAnswerSentWithoutScripts(): SentAnswer | null {
  const root = useRouteLoaderData("root") as { flash?: SentAnswer | null } | undefined;
  return root?.flash?.form === NEWSLETTER_FORM ? root.flash : null;
}

/**
 * Newsletter sign-up: posts to /api/newsletter without leaving the page; without scripts, the
 * API brings the browser back here and the answer shows in the block.
 */
export function NewsletterBlock() {
  const fetcher = useFetcher<ActionResult<NewsletterCode>>();
  const headingId = useId();
  const submitting = fetcher.state !== "idle";
  const { form, field } = useForm({
    reply: fetcher.data,
    schema: () => import("../schema").then((m) => m.newsletterSchema),
    successDuration: SUCCESS_DURATION_MS,
    onSuccess: () => form.ref.current?.reset(),
  });
  const sent = useAnswerSentWithoutScripts();
  const email = field("email");
  const error = email.error ?? (!fetcher.data && sent?.field === "email" ? sent.message : undefined);
  const ids = useFieldIds({ error });
  const notice = sent && !sent.field ? sent.message : null;

  return (
    <section id={NEWSLETTER_FORM} aria-labelledby={headingId} className="bg-ink-soft text-paper">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-12 md:flex-row md:items-center md:justify-between lg:px-8">
        <div className="max-w-xl">
          <h2 id={headingId} className="font-display text-2xl md:text-3xl">
            Rejoignez notre newsletter
          </h2>
          <p className="mt-2 text-paper/80">
            Inscrivez-vous et recevez <strong className="font-semibold text-brass">{WELCOME_DISCOUNT} de réduction</strong> sur votre première commande, ainsi
            que nos conseils d'entretien et nos nouveautés.
          </p>
        </div>
        <fetcher.Form method="post" action="/api/newsletter" {...form} className="w-full space-y-3 md:max-w-md">
          {notice ? (
            <div className="rounded bg-paper">
              <NoScriptNotice notice={notice} ok={sent?.type === "success"} />
            </div>
          ) : null}
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <div className="flex-1">
              <label htmlFor={ids.id} className="mb-1 block text-sm text-paper/80">
                Adresse e-mail
              </label>
              <input
                {...ids.control}
                type="email"
                name="email"
                required
                autoComplete="email"
                inputMode="email"
                placeholder="vous@exemple.fr"
                className="h-12 w-full rounded border border-paper/25 bg-ink px-4 text-base text-paper placeholder:text-paper/40 focus:border-brass aria-invalid:border-red-300"
              />
              {/* The block is dark: the error in a light red. */}
              <div className="[&_p]:text-red-200">
                <FieldError id={ids.errorId} error={error} />
              </div>
            </div>
            <Honeypot />
            <button
              type="submit"
              disabled={submitting}
              className="h-12 shrink-0 rounded bg-brass px-6 text-sm font-medium tracking-wide text-ink uppercase hover:bg-paper disabled:cursor-wait disabled:opacity-70 sm:mt-6"
            >
              {submitting ? "Inscription..." : "S'inscrire"}
            </button>
          </div>
        </fetcher.Form>
      </div>
    </section>
  );
}
