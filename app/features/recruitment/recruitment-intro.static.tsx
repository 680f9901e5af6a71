import { profiles, reasons } from "./content";

/** Why join us and the profiles sought: written by the server, kept by the browser (ServerHtml). */
export default function RecruitmentIntro() {
  return (
    <>
      <section className="mx-auto max-w-6xl px-4 py-12" aria-labelledby="pourquoi">
        <h2 id="pourquoi" className="text-center font-display text-3xl">
          Pourquoi nous rejoindre ?
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {reasons.map((r) => (
            <li key={r.title} className="rounded-lg bg-white p-5 shadow-sm">
              <h3 className="font-semibold">{r.title}</h3>
              <p className="mt-2 text-sm text-muted">{r.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="mx-auto max-w-6xl px-4 pb-12" aria-labelledby="profils">
        <h2 id="profils" className="text-center font-display text-3xl">
          Profils recherchés
        </h2>
        <div className="mt-8 grid gap-4 md:grid-cols-2">
          {profiles.map((p) => (
            <article key={p.title} className="rounded-lg bg-ink p-6 text-paper">
              <h3 className="font-display text-2xl text-brass">{p.title}</h3>
              <ul className="mt-3 list-disc space-y-1 pl-5">
                {p.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </section>
    </>
  );
}
