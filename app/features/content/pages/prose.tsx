import type { ReactNode } from "react";
import { Link } from "react-router";
import { salon } from "~/lib/salon";

/** Building blocks of the information pages: one readable column, display-font headings, underlined links. */

/** The column's frame, and the space between its sections. */
export const contentColumnClass = { frame: "mx-auto max-w-3xl px-4 py-12 leading-relaxed text-ink/90 md:py-16", sections: "space-y-12" } as const;

export function ContentColumn({ children }: { children: ReactNode }) {
  return <div className={`${contentColumnClass.frame} ${contentColumnClass.sections}`}>{children}</div>;
}

export function ContentSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    // Deliberately unnamed: a named <section> becomes a landmark, and a page of ten landmarks helps nobody.
    <section id={id} className="scroll-mt-28">
      <h2 className="font-display text-2xl text-ink md:text-3xl">{title}</h2>
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

export function SubHeading({ children }: { children: ReactNode }) {
  return <h3 className="pt-2 font-display text-xl text-ink">{children}</h3>;
}

export function BulletList({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-2 pl-6 marker:text-brass">{children}</ul>;
}

const linkClass = "font-medium text-ink underline decoration-brass underline-offset-2 hover:text-brass-dark";

export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={linkClass}>
      {children}
    </Link>
  );
}

export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {children}
    </a>
  );
}

export function EmailLink() {
  return (
    <a href={`mailto:${salon.email}`} className={linkClass}>
      {salon.email}
    </a>
  );
}

export function PhoneLink() {
  return (
    <a href={salon.phoneHref} className={linkClass}>
      {salon.phone}
    </a>
  );
}

/** A highlighted box for the key facts of a page. */
export function Callout({ children }: { children: ReactNode }) {
  return <div className="rounded-lg border border-brass/40 bg-white/70 p-5 md:p-6">{children}</div>;
}

/** Label / value rows (identity blocks of the legal notice, opening hours). */
export function FactList({ rows }: { rows: ReadonlyArray<readonly [label: string, value: ReactNode]> }) {
  return (
    <dl className="divide-y divide-ink/10 rounded-lg border border-ink/10 bg-white/60">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-1 px-4 py-3 sm:grid-cols-[14rem_1fr] sm:gap-4">
          <dt className="font-semibold text-ink">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
