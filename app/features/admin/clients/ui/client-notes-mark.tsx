import { Link } from "react-router";

/** A note as a marker's label or tooltip holds it: its first 80 characters. */
export const noteExcerpt = (note: string) => {
  const flat = note.replace(/\s+/g, " ");
  return flat.length > 80 ? `${flat.slice(0, 79)}…` : flat;
};

/** What a screen reader hears of a client's notes beside their name: « Notes : » and the latest one. */
export const notesLabel = (notes: ReadonlyArray<string>) => (notes.length === 0 ? "" : `Notes : ${noteExcerpt(notes.at(-1)!)}`);

/** « Note » beside a client's name when the salon wrote some: the latest one on hover and for screen readers. */
export function ClientNotesMark({ notes, className = "" }: { notes: ReadonlyArray<string>; className?: string }) {
  if (notes.length === 0) return null;
  return (
    <span title={notesLabel(notes)} className={`inline-block rounded bg-ink px-1 font-semibold whitespace-nowrap text-paper ${className}`}>
      <span aria-hidden="true">Note</span>
      <span className="sr-only">{notesLabel(notes)}</span>
    </span>
  );
}

/** The client's name linked to their file, then the salon's notes on them, in a booking's details (`<dl>` rows). */
export function ClientNotesDetails({ notes, customerId, customerName }: { notes: ReadonlyArray<string>; customerId: string; customerName: string }) {
  return (
    <>
      <dt className="font-semibold">Client</dt>
      <dd>
        <Link to={`/admin/clients/${customerId}`} className="underline">
          {customerName}
        </Link>
      </dd>
      <dt className="font-semibold">Notes</dt>
      <dd>{notes.length === 0 ? <span className="text-muted">Aucune</span> : <ClientNotesList notes={notes} customerName={customerName} />}</dd>
    </>
  );
}

/** The salon's notes on a client, oldest first, in full. */
export function ClientNotesList({ notes, customerName, className = "" }: { notes: ReadonlyArray<string>; customerName: string; className?: string }) {
  return (
    <ul aria-label={`Notes sur ${customerName}`} className={`list-disc space-y-0.5 pl-4 ${className}`}>
      {notes.map((note, i) => (
        <li key={i} className="break-words whitespace-pre-line">
          {note}
        </li>
      ))}
    </ul>
  );
}
