import { useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { ServerHtml } from "~/components/ui/server-html";
import { onDemand } from "~/lib/on-demand";
import NewsletterBlockHtml from "./newsletter-block.static";
import type { Handover } from "./newsletter-form";
import { useAnswerSentWithoutScripts } from "./sent-answer";

const liveForm = onDemand(() => import("./newsletter-form"));

/** Fetches the form's code (and, once the visitor is in the form, the address check) before the submit. */
function prepare(check: boolean) {
  liveForm.request();
  if (check)
    void liveForm.load().then(
      (live) => live.loadSchema(),
      () => undefined,
    );
}

/**
 * Newsletter sign-up, on every public page. The server writes the block (newsletter-block.static.tsx)
 * and the browser keeps it as it came: a plain form to /api/newsletter, which works before and
 * without scripts. The form's code (the check, the post without leaving the page, the toasts) is
 * fetched when the visitor comes to the form, not with the page; at the first submit it takes the
 * plain form's place and sends it. A submit made before it arrived waits for it (the button says
 * so) or, should it not come, is sent by the browser.
 */
export function NewsletterBlock() {
  const sent = useAnswerSentWithoutScripts();
  const live = liveForm.use();
  const [handover, setHandover] = useState<Handover | null>(null);
  if (live && handover) return <live.NewsletterForm sent={sent} handover={handover} />;

  const onSubmit = (event: FormEvent<HTMLDivElement>) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    const button = form.querySelector("button");
    if (!button || button.disabled) return;
    const focused = Array.from(form.elements).indexOf(document.activeElement as Element);
    button.disabled = true;
    button.textContent = "Inscription...";
    liveForm.load().then(
      // Read and drawn anew in one task: a key pressed while the code came is not lost.
      () => flushSync(() => setHandover({ values: textFields(form), focused })),
      () => form.submit(),
    );
  };
  return (
    <div className="below-fold" onPointerEnter={() => prepare(false)} onFocus={() => prepare(true)} onSubmit={onSubmit}>
      {/* The block with the answer to a post sent without scripts is that page's alone. */}
      <ServerHtml id={sent ? "newsletter-bloc-reponse" : "newsletter-bloc"} reused={!sent}>
        <NewsletterBlockHtml sent={sent} />
      </ServerHtml>
    </div>
  );
}

function textFields(form: HTMLFormElement): Handover["values"] {
  return [...new FormData(form)].flatMap(([name, value]) => (typeof value === "string" ? [[name, value] as [string, string]] : []));
}
