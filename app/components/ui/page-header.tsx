import type { ReactNode } from "react";

/** The title block at the top of content pages. */
export function PageHeader({ title, intro }: { title: string; intro?: ReactNode }) {
  return (
    <header className="bg-ink px-4 py-14 text-center text-paper">
      <h1 className="font-display text-4xl md:text-5xl">{title}</h1>
      {intro ? <p className="mx-auto mt-4 max-w-2xl text-paper/80">{intro}</p> : null}
    </header>
  );
}
