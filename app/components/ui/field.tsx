import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";

export const inputClass =
  "w-full rounded border border-ink/20 bg-white px-3 py-2.5 text-ink placeholder:text-muted/70 focus:border-brass focus:outline-none focus-visible:outline-2 focus-visible:outline-brass aria-invalid:border-red-700";

export const primaryButtonClass = "w-full rounded bg-ink px-4 py-3 font-semibold text-paper hover:bg-ink-soft disabled:cursor-not-allowed disabled:opacity-60";

/** What a field says besides its label: a hint, and the error the form found in it. */
type Described = { label: string; hint?: ReactNode; error?: string };

/**
 * The ids and attributes that tie a control to its hint and its error: `aria-describedby` names
 * both, `aria-invalid` tells an error is there. For controls that are not a `Field` (a star
 * rating, a drop zone): spread `control` on the control and render `<FieldError>` under it.
 */
export function useFieldIds({ hint, error }: { hint?: ReactNode; error?: string }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return { id, hintId, errorId, control: { id, "aria-describedby": describedBy, "aria-invalid": error ? (true as const) : undefined } };
}

/** A field's error, under it, in words (read with the field thanks to `aria-describedby`). */
export function FieldError({ id, error }: { id?: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {error}
    </p>
  );
}

function Hint({ id, hint }: { id?: string; hint?: ReactNode }) {
  if (!hint) return null;
  return (
    <div id={id} className="mt-1 text-sm text-muted">
      {hint}
    </div>
  );
}

function Label({ htmlFor, label }: { htmlFor: string; label: string }) {
  return (
    <label htmlFor={htmlFor} className="mb-1 block text-sm font-medium">
      {label}
    </label>
  );
}

/** A labelled input; `children` may add a control inside the field (e.g. a show-password button). */
export function Field({
  label,
  hint,
  error,
  children,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & Described & { children?: ReactNode; ref?: Ref<HTMLInputElement> }) {
  const ids = useFieldIds({ hint, error });
  return (
    <div>
      <Label htmlFor={ids.id} label={label} />
      <div className="relative">
        {/* A text field says so: checkers of autocomplete tokens (HTML_CodeSniffer) do not infer the default type. */}
        <input {...ids.control} type="text" className={`${inputClass} ${children ? "pr-24" : ""}`} {...input} />
        {children}
      </div>
      <FieldError id={ids.errorId} error={error} />
      <Hint id={ids.hintId} hint={hint} />
    </div>
  );
}

/** A box to tick, its label beside it, its error under it (`field(name)`'s `defaultValue` is ignored: a box has no text). */
export function CheckboxField({
  label,
  hint,
  error,
  defaultValue: _defaultValue,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & Described & { ref?: Ref<HTMLInputElement> }) {
  const ids = useFieldIds({ hint, error });
  return (
    <div>
      <div className="flex items-start gap-2">
        <input {...ids.control} type="checkbox" value="on" className="mt-1 size-4 shrink-0 accent-ink" {...input} />
        <label htmlFor={ids.id} className="text-sm">
          {label}
        </label>
      </div>
      <FieldError id={ids.errorId} error={error} />
      <Hint id={ids.hintId} hint={hint} />
    </div>
  );
}

/** A labelled multi-line text field. */
export function TextAreaField({ label, hint, error, ...textarea }: TextareaHTMLAttributes<HTMLTextAreaElement> & Described) {
  const ids = useFieldIds({ hint, error });
  return (
    <div>
      <Label htmlFor={ids.id} label={label} />
      <textarea {...ids.control} className={inputClass} {...textarea} />
      <FieldError id={ids.errorId} error={error} />
      <Hint id={ids.hintId} hint={hint} />
    </div>
  );
}

/** A labelled list to choose from; `children` are its options. */
export function SelectField({ label, hint, error, children, ...select }: SelectHTMLAttributes<HTMLSelectElement> & Described) {
  const ids = useFieldIds({ hint, error });
  return (
    <div>
      <Label htmlFor={ids.id} label={label} />
      <select {...ids.control} className={inputClass} {...select}>
        {children}
      </select>
      <FieldError id={ids.errorId} error={error} />
      <Hint id={ids.hintId} hint={hint} />
    </div>
  );
}

/**
 * A form's answer in words, for a browser without scripts (with scripts, a toast says it): the
 * server renders it inside `<noscript>`, which only such a browser shows.
 */
export function NoScriptNotice({ notice, ok }: { notice: string | null; ok: boolean | null }) {
  if (!notice) return null;
  return (
    <noscript>
      <p
        role={ok ? "status" : "alert"}
        className={`rounded border px-3 py-2 text-sm font-medium ${ok ? "border-green-700 text-green-800" : "border-red-700 text-red-700"}`}
      >
        {notice}
      </p>
    </noscript>
  );
}
