import { NewsletterFields, newsletterFormClass } from "./newsletter-fields";
import { NewsletterSection } from "./newsletter-section";
import type { SentAnswer } from "./sent-answer";

/**
 * The newsletter block as the server writes it: its form a plain one to /api/newsletter, which
 * works before and without scripts (the API brings the browser back to the page, the answer here).
 */
export default function NewsletterBlockHtml({ sent }: { sent: SentAnswer | null }) {
  return (
    <NewsletterSection>
      <form method="post" action="/api/newsletter" noValidate className={newsletterFormClass}>
        <NewsletterFields error={sent?.field === "email" ? sent.message : undefined} busy={false} sent={sent} />
      </form>
    </NewsletterSection>
  );
}
