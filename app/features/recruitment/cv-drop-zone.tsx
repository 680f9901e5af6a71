import { useRef, useState, type DragEvent } from "react";
import { FieldError, useFieldIds } from "~/components/ui/field";
import { useChoiceMadeEarly } from "~/lib/early-presses";
import { CV_MAX_BYTES } from "./cv";
import { recruitmentMessages as m } from "./messages";

/** Why a chosen file cannot be the CV (judged by its name and size; the server reads its content), or null. */
function refusal(file: File): string | null {
  if (!/\.(pdf|docx?)$/i.test(file.name)) return m.CV_TYPE;
  if (file.size > CV_MAX_BYTES) return m.CV_TOO_LARGE;
  return null;
}

/**
 * The CV field: click to choose or drop a file; the chosen name shows in green and is announced.
 * A file that cannot be a CV is let go at once, and why shows under the zone, as does the form's
 * `error` for the field. A file chosen before the page is live is judged and named once it is.
 */
export function CvDropZone({ resetKey, error }: { resetKey: number; error?: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [lastReset, setLastReset] = useState(resetKey);
  if (lastReset !== resetKey) {
    setLastReset(resetKey);
    setFileName(null);
    setRefused(null);
  }
  const ids = useFieldIds({ error: refused ?? error });
  useChoiceMadeEarly(
    () => input.current?.files?.[0]?.name,
    "",
    () => accept(input.current?.files?.[0]),
  );

  function accept(file: File | undefined) {
    const problem = file ? refusal(file) : null;
    setRefused(problem);
    if (problem && input.current) input.current.value = "";
    setFileName(file && !problem ? file.name : null);
  }

  function drop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (!file || !input.current) return;
    const transfer = new DataTransfer();
    transfer.items.add(file);
    input.current.files = transfer.files;
    accept(file);
    // As a choice made in the dialog does: the form checks its fields again.
    input.current.dispatchEvent(new Event("input", { bubbles: true }));
  }

  return (
    <div>
      <span className="mb-1 block text-sm font-medium">CV (PDF ou Word, 5 Mo maximum)</span>
      <label
        htmlFor={ids.id}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={`flex cursor-pointer flex-col items-center justify-center rounded-lg border-2 border-dashed px-4 py-8 text-center focus-within:outline-2 focus-within:outline-brass ${dragging ? "border-brass bg-brass/10" : ids.errorId ? "border-red-700 bg-white" : "border-ink/20 bg-white hover:border-brass"}`}
      >
        <span className="font-semibold">Déposez votre CV ici ou cliquez pour le choisir</span>
        <span className="mt-1 text-sm text-muted">Formats acceptés : PDF, .doc, .docx</span>
        <input
          ref={input}
          {...ids.control}
          name="cv"
          type="file"
          accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          className="sr-only"
          onChange={(e) => accept(e.target.files?.[0])}
        />
      </label>
      <FieldError id={ids.errorId} error={refused ?? error} />
      <p aria-live="polite" className="mt-2 min-h-6 text-sm font-semibold text-green-700">
        {fileName ? `Fichier sélectionné : ${fileName}` : dragging ? "Relâchez pour déposer le fichier" : ""}
      </p>
    </div>
  );
}
