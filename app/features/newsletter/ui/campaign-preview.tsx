import { useEffect, useRef } from "react";

/**
 * The mail as its readers will see it, rendered by its template on the server and shown in a
 * sandbox: no script, no form, no access to this page (the mail log shows mails the same way).
 */
export function CampaignPreview({
  html,
  title,
  heading = "Aperçu de l'e-mail",
  focusOnShow = false,
}: {
  html: string;
  title: string;
  heading?: string;
  focusOnShow?: boolean;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focusOnShow) return;
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView({ block: "start" });
  }, [html, focusOnShow]);
  return (
    <section aria-labelledby="preview-title" className="space-y-2">
      <h2 id="preview-title" ref={headingRef} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
        {heading}
      </h2>
      <iframe title={title} sandbox="" srcDoc={html} className="h-[40rem] w-full rounded border border-ink/15 bg-white" />
    </section>
  );
}
