import { FieldError, NoScriptNotice } from "~/components/ui/field";
import { Honeypot } from "~/components/ui/honeypot";
import type { SentAnswer } from "./sent-answer";

// Fixed ids: the server's form is kept as HTML on every page (newsletter-block.static.tsx), where
// an id made by `useId` on one page could be another element's on the next.
const EMAIL_ID = "newsletter-adresse";
const ERROR_ID = "newsletter-adresse-erreur";

/**
 * The newsletter form's fields, the same in the form the server writes (newsletter-block.static.tsx)
 * and in the one that takes over once live (newsletter-form.tsx): the address, its error, the
 * honeypot and the button, and the answer for a browser without scripts.
 */
export function NewsletterFields({ error, busy, sent }: { error: string | undefined; busy: boolean; sent: SentAnswer | null }) {
  return (
    <>
      {sent && !sent.field ? (
        <div className="rounded bg-paper">
          <NoScriptNotice notice={sent.message} ok={sent.type === "success"} />
        </div>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1">
          <label htmlFor={EMAIL_ID} className="mb-1 block text-sm text-paper/80">
            Adresse e-mail
          </label>
          <input
            id={EMAIL_ID}
            aria-describedby={error ? ERROR_ID : undefined}
            aria-invalid={error ? true : undefined}
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
            <FieldError id={ERROR_ID} error={error} />
          </div>
        </div>
        <Honeypot />
        <button
          type="submit"
          disabled={busy}
          className="h-12 shrink-0 rounded bg-brass px-6 text-sm font-medium tracking-wide text-ink uppercase hover:bg-paper disabled:cursor-wait disabled:opacity-70 sm:mt-6"
        >
          {busy ? "Inscription..." : "S'inscrire"}
        </button>
      </div>
    </>
  );
}

export const newsletterFormClass = "w-full space-y-3 md:max-w-md";
