import { Accordion } from "radix-ui";
import { faqGroups } from "./faq-data";

/**
 * One accordion whose items are the four groups, so only one group is open at a time (spec §2).
 * Closed groups stay in the HTML so search engines see every answer; with forceMount, radix leaves
 * hiding them to us (data-state=closed).
 */
export function FaqAccordion() {
  return (
    <Accordion.Root type="single" collapsible defaultValue={faqGroups[0]?.id} className="space-y-4">
      {faqGroups.map((group) => (
        <Accordion.Item key={group.id} value={group.id} className="overflow-hidden rounded-lg border border-ink/10 bg-white/70">
          <Accordion.Header asChild>
            <h2 className="font-display text-2xl text-ink">
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left hover:bg-paper data-[state=open]:border-b data-[state=open]:border-ink/10">
                {group.title}
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  className="h-5 w-5 shrink-0 text-brass-dark transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
                >
                  <path d="M5 7.5 10 12.5 15 7.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </Accordion.Trigger>
            </h2>
          </Accordion.Header>
          <Accordion.Content forceMount className="px-5 py-5 data-[state=closed]:hidden">
            <div className="space-y-6">
              {group.questions.map((item) => (
                <div key={item.question}>
                  <h3 className="font-semibold text-ink">{item.question}</h3>
                  <div className="mt-2 leading-relaxed text-ink/90">{item.answer}</div>
                </div>
              ))}
            </div>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
