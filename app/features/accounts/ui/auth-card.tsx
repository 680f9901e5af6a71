import type { ReactNode } from "react";

/** The frame of the account pages: title, optional subtitle, form, links below. */
export function AuthCard({ title, subtitle, children, footer }: { title: string; subtitle?: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <div className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-ink/5 sm:p-8">
        <h1 className="text-center font-display text-3xl">{title}</h1>
        {subtitle ? <p className="mt-2 text-center text-muted">{subtitle}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
      {footer ? <div className="mt-6 space-y-2 text-center text-sm">{footer}</div> : null}
    </section>
  );
}
