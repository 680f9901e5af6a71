import type { ReactNode } from "react";
import { Link } from "react-router";

/** The admin lists' empty state: a title, a sentence, and an optional way out. */
export function AdminEmptyState({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-ink/25 px-6 py-12 text-center">
      <h2 className="font-display text-2xl">{title}</h2>
      <p className="mt-2 text-muted">{text}</p>
      {children}
    </div>
  );
}

/** Shown in place of an admin page whose data could not be loaded. */
export function AdminLoadError({ title, message }: { title: string; message: string }) {
  return (
    <section className="space-y-4">
      <h1 className="font-display text-3xl">{title}</h1>
      <p role="alert" className="rounded border border-red-300 bg-red-50 px-4 py-3 text-red-900">
        {message}
      </p>
    </section>
  );
}

const tones = {
  green: "bg-green-100 text-green-900",
  red: "bg-red-100 text-red-900",
  amber: "bg-amber-100 text-amber-900",
  neutral: "bg-ink/10 text-ink",
} as const;

export function StatusBadge({ tone, children }: { tone: keyof typeof tones; children: ReactNode }) {
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold ${tones[tone]}`}>{children}</span>;
}

/** Previous / next links that keep the list's other search parameters. */
export function Pagination({ page, pageCount, params, label }: { page: number; pageCount: number; params: URLSearchParams; label: string }) {
  if (pageCount <= 1) return null;
  const to = (n: number) => {
    const next = new URLSearchParams(params);
    if (n === 1) next.delete("page");
    else next.set("page", String(n));
    const query = next.toString();
    return query ? `?${query}` : "?";
  };
  const linkClass = "rounded border border-ink/30 px-3 py-1.5 hover:bg-ink/5";
  return (
    <nav aria-label={label} className="flex items-center justify-center gap-3 text-sm">
      {page > 1 ? (
        <Link to={to(page - 1)} className={linkClass}>
          Précédente
        </Link>
      ) : null}
      <span aria-current="page">
        Page {page} sur {pageCount}
      </span>
      {page < pageCount ? (
        <Link to={to(page + 1)} className={linkClass}>
          Suivante
        </Link>
      ) : null}
    </nav>
  );
}
