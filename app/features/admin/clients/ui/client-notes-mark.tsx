import { Link } from "react-router";

/** « Note » beside a client's name when the salon wrote some: the latest one on hover and for screen readers. */
export function ClientNotesMark({ notes, className = "" }: { notes: ReadonlyArray<string>; className?: string }) {
  if (notes.length === 0) return null;
  const latest = notes.at(-1)!;
  return (
    <span title={latest} className={`inline-block rounded bg-ink px-1 font-semibold whitespace-nowrap text-paper ${className}`}>
      Note<span className="sr-only"> : {latest}</span>
    </span>
  );
}

/** The salon's notes on a client in a booking's details, with the way to their file. */
export function ClientNotesDetails({ notes, customerId }: { notes: ReadonlyArray<string>; customerId: string }) {
  return (
    <>
      <dt className="font-semibold">Notes</dt>
      <dd>
        {notes.length === 0 ? (
          <span className="text-muted">Aucune</span>
        ) : (
          <ul className="list-disc space-y-0.5 pl-4">
            {notes.map((note, i) => (
              <li key={i} className="whitespace-pre-line">
                {note}
              </li>
            ))}
          </ul>
        )}
        <Link to={`/admin/clients/${customerId}`} className="text-sm underline">
          Fiche client
        </Link>
      </dd>
    </>
  );
}
