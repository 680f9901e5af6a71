import { faqGroups } from "./faq-data";

/**
 * The four groups as native disclosures sharing one name, so opening one closes the other (spec §2:
 * one group open at a time); each closes again when its title is pressed. They work before the
 * scripts and without them, and closed groups stay in the HTML so search engines see every answer.
 */
export function FaqAccordion() {
  return (
    <div className="space-y-4">
      {faqGroups.map((group, i) => (
        <details key={group.id} name="faq" open={i === 0} className="group overflow-hidden rounded-lg border border-ink/10 bg-white/70">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left hover:bg-paper group-open:border-b group-open:border-ink/10 [&::-webkit-details-marker]:hidden">
            <h2 className="font-display text-2xl text-ink">{group.title}</h2>
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="h-5 w-5 shrink-0 text-brass-dark transition-transform group-open:rotate-180 motion-reduce:transition-none"
            >
              <path d="M5 7.5 10 12.5 15 7.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </summary>
          <div className="space-y-6 px-5 py-5">
            {group.questions.map((item) => (
              <div key={item.question}>
                <h3 className="font-semibold text-ink">{item.question}</h3>
                <div className="mt-2 leading-relaxed text-ink/90">{item.answer}</div>
              </div>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
