import { useId, useRef } from "react";
import { useFetcher } from "react-router";
import { Honeypot } from "~/components/ui/honeypot";
import { WELCOME_DISCOUNT } from "~/features/orders/pricing-texts";
import { useResultToast } from "~/lib/form-feedback";
import type { ActionResult } from "~/lib/result";
import type { NewsletterCode } from "../messages";

/** Spec §8: the newsletter success toast lasts 6000 ms. */
const SUCCESS_DURATION_MS = 6000;

/** Newsletter sign-up (posts to /api/newsletter without leaving the page). */
export function NewsletterBlock() {
  const fetcher = useFetcher<ActionResult<NewsletterCode>>();
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const inputId = useId();
  const submitting = fetcher.state !== "idle";
  useResultToast(fetcher.data, { successDuration: SUCCESS_DURATION_MS, onSuccess: () => formRef.current?.reset() });

  return (
    <section aria-labelledby={headingId} className="bg-ink-soft text-paper">
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
        <fetcher.Form ref={formRef} method="post" action="/api/newsletter" className="w-full md:max-w-md">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="flex-1">
              <label htmlFor={inputId} className="mb-1 block text-sm text-paper/80">
                Adresse e-mail
              </label>
              <input
                id={inputId}
                type="email"
                name="email"
                required
                autoComplete="email"
                inputMode="email"
                placeholder="vous@exemple.fr"
                className="h-12 w-full rounded border border-paper/25 bg-ink px-4 text-base text-paper placeholder:text-paper/40 focus:border-brass"
              />
            </div>
            <Honeypot />
            <button
              type="submit"
              disabled={submitting}
              className="h-12 shrink-0 rounded bg-brass px-6 text-sm font-medium tracking-wide text-ink uppercase hover:bg-paper disabled:cursor-wait disabled:opacity-70"
            >
              {submitting ? "Inscription..." : "S'inscrire"}
            </button>
          </div>
        </fetcher.Form>
      </div>
    </section>
  );
}
