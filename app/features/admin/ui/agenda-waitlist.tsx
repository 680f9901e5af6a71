import { agendaMessages as m } from "../agenda-messages";
import type { AgendaWaiting } from "../agenda.server";

const cell = "block px-3 py-0.5 md:table-cell md:py-2 md:align-top";
const label = "mr-1 font-semibold md:hidden";

/** The day's waiting list: who asked to be told when a time frees up, and whether they were. */
export function AgendaWaitlist({ waitlist }: { waitlist: ReadonlyArray<AgendaWaiting> }) {
  return (
    <section aria-labelledby="agenda-waitlist" className="space-y-3">
      <h2 id="agenda-waitlist" className="font-display text-2xl">
        {m.waitlistTitle}
      </h2>
      {waitlist.length === 0 ? (
        <p className="text-muted">{m.waitlistEmpty}</p>
      ) : (
        <table className="block w-full text-left text-sm md:table">
          <thead className="hidden border-b border-ink/20 md:table-header-group">
            <tr>
              {["Service", "Barbier", "E-mail", "Téléphone", "Prévenu"].map((h) => (
                <th key={h} scope="col" className="px-3 py-2">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="block space-y-2 md:table-row-group md:space-y-0">
            {waitlist.map((w) => (
              <tr
                key={w.id}
                className="block rounded-lg border border-ink/15 bg-white py-2 md:table-row md:rounded-none md:border-0 md:border-b md:bg-transparent"
              >
                <td className={cell}>
                  <span className={label}>Service :</span>
                  {w.serviceTitle}
                </td>
                <td className={cell}>
                  <span className={label}>Barbier :</span>
                  {w.barberName}
                </td>
                <td className={cell}>
                  <span className={label}>E-mail :</span>
                  <a href={`mailto:${w.email}`} className="underline">
                    {w.email}
                  </a>
                </td>
                <td className={cell}>
                  <span className={label}>Téléphone :</span>
                  {w.phone ? (
                    <a href={`tel:${w.phone.replace(/\s/g, "")}`} className="underline">
                      {w.phone}
                    </a>
                  ) : (
                    "non communiqué"
                  )}
                </td>
                <td className={cell}>{w.toldText}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
