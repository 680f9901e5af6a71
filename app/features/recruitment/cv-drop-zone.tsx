import { useId, useRef, useState, type DragEvent } from "react";
import { notify } from "~/lib/notify";
import { CV_MAX_BYTES } from "./cv";
import { recruitmentMessages as m } from "./messages";

/** The CV field: click to choose or drop a file; the chosen name shows in green and is announced. */
export function CvDropZone({ resetKey }: { resetKey: number }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [lastReset, setLastReset] = useState(resetKey);
  if (lastReset !== resetKey) {
    setLastReset(resetKey);
    setFileName(null);
  }

  function accept(file: File | undefined) {
    if (!file) return setFileName(null);
    if (!/\.(pdf|docx?)$/i.test(file.name)) {
      notify.error(m.CV_TYPE);
      if (input.current) input.current.value = "";
      return setFileName(null);
    }
    if (file.size > CV_MAX_BYTES) {
      notify.error(m.CV_TOO_LARGE);
      if (input.current) input.current.value = "";
      return setFileName(null);
    }
    setFileName(file.name);
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
  }

  return (
    <div>
      <span className="mb-1 block text-sm font-medium">CV (PDF ou Word, 5 Mo maximum)</span>
      <label
        htmlFor={id}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={`flex cursor-pointer flex-col items-center justify-center rounded-lg border-2 border-dashed px-4 py-8 text-center ${dragging ? "border-brass bg-brass/10" : "border-ink/20 bg-white hover:border-brass"}`}
      >
        <span className="font-semibold">Déposez votre CV ici ou cliquez pour le choisir</span>
        <span className="mt-1 text-sm text-muted">Formats acceptés : PDF, .doc, .docx</span>
        <input
          ref={input}
          id={id}
          name="cv"
          type="file"
          accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          className="sr-only"
          onChange={(e) => accept(e.target.files?.[0])}
        />
      </label>
      <p aria-live="polite" className="mt-2 min-h-6 text-sm font-semibold text-green-700">
        {fileName ? `Fichier sélectionné : ${fileName}` : dragging ? "Relâchez pour déposer le fichier" : ""}
      </p>
    </div>
  );
}
