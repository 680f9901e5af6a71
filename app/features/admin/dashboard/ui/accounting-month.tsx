/** The accountant's month: a plain GET form, so the browser downloads the file with or without scripts. */
export function AccountingMonth({ month }: { month: string }) {
  return (
    <section aria-labelledby="accounting-title" className="space-y-3 rounded-lg border border-ink/10 bg-white p-4">
      <h2 id="accounting-title" className="font-display text-2xl">
        Comptabilité
      </h2>
      <p className="text-sm text-muted">
        Les factures et avoirs d&apos;un mois (date d&apos;émission, heure de Paris) : leur total TTC est le « Facturé sur le site » du mois.
      </p>
      <form method="get" action="/admin/comptabilite/factures.csv" className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col text-sm">
          <label htmlFor="accounting-month">Mois</label>
          <input
            id="accounting-month"
            type="month"
            name="mois"
            defaultValue={month}
            required
            pattern="\d{4}-\d{2}"
            className="mt-1 rounded border border-ink/30 px-2 py-1"
          />
        </div>
        <button type="submit" className="rounded bg-ink px-4 py-2 text-paper">
          Factures et avoirs (CSV)
        </button>
        <button type="submit" formAction="/admin/comptabilite/factures.zip" className="rounded border border-ink px-4 py-2">
          Factures et avoirs (PDF, ZIP)
        </button>
      </form>
    </section>
  );
}

/** The month before `date`'s ("YYYY-MM"): the accountant's usual month. */
export function monthBefore(date: string): string {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7));
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, "0")}`;
}
