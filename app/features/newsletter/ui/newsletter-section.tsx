import type { ReactNode } from "react";
import { WELCOME_DISCOUNT } from "~/features/orders/pricing-texts";
import { NEWSLETTER_FORM } from "../form-id";

const TITLE_ID = "newsletter-titre";

/**
 * The newsletter block around its form: its title and offer. The same as the server writes it
 * (newsletter-block.static.tsx) and as drawn once the form is live (newsletter-form.tsx).
 */
export function NewsletterSection({ children }: { children: ReactNode }) {
  return (
    <section id={NEWSLETTER_FORM} aria-labelledby={TITLE_ID} className="bg-ink-soft text-paper">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-12 md:flex-row md:items-center md:justify-between lg:px-8">
        <div className="max-w-xl">
          <h2 id={TITLE_ID} className="font-display text-2xl md:text-3xl">
            Rejoignez notre newsletter
          </h2>
          <p className="mt-2 text-paper/80">
            Inscrivez-vous et recevez <strong className="font-semibold text-brass">{WELCOME_DISCOUNT} de réduction</strong> sur votre première commande, ainsi
            que nos conseils d'entretien et nos nouveautés.
          </p>
        </div>
        {children}
      </div>
    </section>
  );
}
