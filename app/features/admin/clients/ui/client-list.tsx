import { Link } from "react-router";
import { AbsencesBadge } from "~/features/admin/ui/absences-badge";
import { formatLongDate } from "~/lib/dates";
import type { ClientRow } from "../clients.server";

const none = <span className="text-muted">—</span>;

/** The clients found: each name links to their file. */
export function ClientTable({ clients }: { clients: ReadonlyArray<ClientRow> }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Clients, de la visite la plus récente à la plus ancienne, puis les clients sans visite</caption>
        <thead className="border-b border-ink/20">
          <tr>
            {["Client", "E-mail", "Téléphone", "Visites", "Dernière visite", "Absences"].map((h) => (
              <th key={h} scope="col" className="px-2 py-2">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {clients.map((c) => (
            <tr key={c.id} className="border-b border-ink/10">
              <th scope="row" className="px-2 py-2 font-normal">
                <Link to={`/admin/clients/${c.id}`} className="font-semibold underline">
                  {c.name}
                </Link>
              </th>
              <td className="px-2 py-2 break-all">{c.email ?? none}</td>
              <td className="px-2 py-2 whitespace-nowrap">{c.phone || none}</td>
              <td className="px-2 py-2">{c.visits}</td>
              <td className="px-2 py-2">{c.lastVisit ? formatLongDate(c.lastVisit) : none}</td>
              <td className="px-2 py-2">{c.absences > 0 ? <AbsencesBadge count={c.absences} className="text-xs" /> : "0"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** « Page précédente » and « Page suivante », keeping the search. */
export function ClientPages({ q, page, pageCount }: { q: string; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  const to = (n: number) => {
    const params = new URLSearchParams();
    if (q) params.set("q", q);
    if (n > 1) params.set("page", String(n));
    const query = params.toString();
    return query ? `/admin/clients?${query}` : "/admin/clients";
  };
  const linkClass = "rounded border border-ink/30 px-3 py-1.5 hover:bg-ink/5";
  return (
    <nav aria-label="Pages des clients" className="flex flex-wrap items-center justify-center gap-3 text-sm">
      {page > 1 ? (
        <Link to={to(page - 1)} rel="prev" className={linkClass}>
          Page précédente
        </Link>
      ) : null}
      <span aria-current="page">
        Page {page} sur {pageCount}
      </span>
      {page < pageCount ? (
        <Link to={to(page + 1)} rel="next" className={linkClass}>
          Page suivante
        </Link>
      ) : null}
    </nav>
  );
}
