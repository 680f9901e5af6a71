import { Form, useNavigation, useSubmit } from "react-router";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { NoScriptNotice, TextAreaField } from "~/components/ui/field";
import type { Reply } from "~/lib/form-feedback";
import { useForm } from "~/lib/use-form";
import { NOTE_MAX_LENGTH } from "../messages";
import type { ClientNote } from "../notes.server";
import { formatNoteDate } from "../note-date";

const loadSchema = () => import("../schema").then((module) => module.clientActionSchema);

/**
 * The salon's notes on a client, oldest first, and « Ajouter une note ». Both are plain forms posting
 * to the page's action. « Supprimer » asks first: live, in the site's confirm dialog; pressed before
 * the page is live, it is a link to the same question written in the page (`confirming`).
 */
export function ClientNotes(props: { path: string; notes: ReadonlyArray<ClientNote>; erased: boolean; confirming: string | null; reply: Reply | undefined }) {
  const { path, notes, erased, confirming, reply } = props;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { form, field, notice, ok } = useForm({ reply, schema: loadSchema });
  return (
    <section id="notes" aria-labelledby="notes-title" className="space-y-3">
      <h2 id="notes-title" className="font-display text-2xl">
        Notes du salon
      </h2>
      <p className="text-sm text-muted">Visibles dans l'agenda et la liste des rendez-vous, jamais par le client.</p>
      <NoScriptNotice notice={notice} ok={ok} />
      {notes.length === 0 ? (
        <p className="text-sm text-muted">Aucune note.</p>
      ) : (
        <ol aria-label="Notes, de la plus ancienne à la plus récente" className="space-y-2">
          {notes.map((note) => (
            <li key={note.id} className="space-y-2 rounded border border-ink/10 bg-white p-3">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="break-words whitespace-pre-line">{note.body}</p>
                  <p className="text-xs text-muted">
                    <time dateTime={note.createdAt}>{formatNoteDate(note.createdAt)}</time>
                  </p>
                </div>
                {confirming === note.id ? null : <DeleteNote path={path} note={note} busy={busy} />}
              </div>
              {confirming === note.id ? <DeleteNoteQuestion path={path} note={note} busy={busy} /> : null}
            </li>
          ))}
        </ol>
      )}
      {erased ? null : (
        <Form method="post" action={path} {...form} className="space-y-2">
          <input type="hidden" name="intent" value="add-note" />
          {/* A new field once a note is added: the text just saved is not left in it. */}
          <TextAreaField
            key={notes.at(-1)?.id ?? "none"}
            label="Ajouter une note"
            hint={`Jusqu'à ${NOTE_MAX_LENGTH.toLocaleString("fr-FR")} caractères.`}
            rows={3}
            maxLength={NOTE_MAX_LENGTH}
            placeholder="Sabot 2 sur les côtés, ciseaux sur le dessus"
            {...field("body")}
          />
          <button type="submit" disabled={busy} className="rounded bg-ink px-4 py-2 font-semibold text-paper hover:bg-ink-soft disabled:opacity-60">
            Ajouter la note
          </button>
        </Form>
      )}
    </section>
  );
}

const deleteLabel = (note: ClientNote) => `Supprimer la note du ${formatNoteDate(note.createdAt)}`;
const question = "La note sera supprimée définitivement.";

function DeleteNote({ path, note, busy }: { path: string; note: ClientNote; busy: boolean }) {
  const submit = useSubmit();
  return (
    <ConfirmDialog
      title="Supprimer la note"
      message={`${question} « ${note.body.length > 120 ? `${note.body.slice(0, 120)}…` : note.body} »`}
      confirmLabel="Supprimer"
      onConfirm={() => void submit({ intent: "delete-note", noteId: note.id }, { method: "post", action: path })}
      trigger={
        <a
          href={`${path}?supprimer=${note.id}#notes`}
          onClick={(event) => event.preventDefault()}
          aria-disabled={busy || undefined}
          aria-label={deleteLabel(note)}
          className="shrink-0 text-sm text-red-800 underline"
        >
          Supprimer
        </a>
      }
    />
  );
}

function DeleteNoteQuestion({ path, note, busy }: { path: string; note: ClientNote; busy: boolean }) {
  return (
    <div role="group" aria-label="Supprimer la note" className="flex flex-wrap items-center gap-3 rounded border border-red-300 bg-red-50 p-3 text-sm">
      <p className="font-semibold">{question}</p>
      <Form method="post" action={path}>
        <input type="hidden" name="intent" value="delete-note" />
        <input type="hidden" name="noteId" value={note.id} />
        <button type="submit" disabled={busy} className="rounded bg-red-700 px-3 py-1.5 font-semibold text-white hover:bg-red-800 disabled:opacity-60">
          Confirmer la suppression
        </button>
      </Form>
      <a href={`${path}#notes`} className="underline">
        Annuler
      </a>
    </div>
  );
}
