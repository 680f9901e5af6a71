import { useLayoutEffect } from "react";
import { useFetcher } from "react-router";
import type { ActionResult } from "~/lib/result";
import { useForm } from "~/lib/use-form";
import type { NewsletterCode } from "../messages";
import { NewsletterFields, newsletterFormClass } from "./newsletter-fields";
import { NewsletterSection } from "./newsletter-section";
import type { SentAnswer } from "./sent-answer";

/** Spec §8: the newsletter success toast lasts 6000 ms. */
const SUCCESS_DURATION_MS = 6000;

export const loadSchema = () => import("../schema").then((m) => m.newsletterSchema);

/**
 * What the visitor did in the server's form before this code came: the text typed in each field,
 * and which of its controls had the focus (its place among the form's controls).
 */
export type Handover = { values: Array<[name: string, value: string]>; focused: number };

/**
 * The newsletter form once live, fetched when the visitor comes to the form (newsletter-block.tsx):
 * it checks the address first (the error under the field), posts to /api/newsletter without
 * leaving the page, and says the answer in a toast. It takes the server's form's place at its
 * first submit, which it then sends itself, with what was typed and the focus where they were.
 */
export function NewsletterForm({ sent, handover }: { sent: SentAnswer | null; handover: Handover }) {
  const fetcher = useFetcher<ActionResult<NewsletterCode>>();
  const { form, field } = useForm({
    reply: fetcher.data,
    schema: loadSchema,
    successDuration: SUCCESS_DURATION_MS,
    onSuccess: () => form.ref.current?.reset(),
  });
  const error = field("email").error ?? (!fetcher.data && sent?.field === "email" ? sent.message : undefined);

  useLayoutEffect(() => {
    const element = form.ref.current;
    if (!element) return;
    for (const [name, value] of handover.values) {
      const control = element.elements.namedItem(name);
      if (control instanceof HTMLInputElement) control.value = value;
    }
    const focused = element.elements[handover.focused];
    if (focused instanceof HTMLElement) focused.focus();
    element.requestSubmit();
  }, [form.ref, handover]);

  return (
    <NewsletterSection>
      <fetcher.Form method="post" action="/api/newsletter" {...form} className={newsletterFormClass}>
        <NewsletterFields error={error} busy={fetcher.state !== "idle"} sent={sent} />
      </fetcher.Form>
    </NewsletterSection>
  );
}
