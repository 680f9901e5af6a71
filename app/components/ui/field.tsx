import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";

export const inputClass =
  "w-full rounded border border-ink/20 bg-white px-3 py-2.5 text-ink placeholder:text-muted/70 focus:border-brass focus:outline-none focus-visible:outline-2 focus-visible:outline-brass";

/** A labelled input; `children` may add a control inside the field (e.g. a show-password button). */
export function Field({ label, hint, children, ...input }: InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: ReactNode; children?: ReactNode }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <input id={id} aria-describedby={hintId} className={`${inputClass} ${children ? "pr-24" : ""}`} {...input} />
        {children}
      </div>
      {hint ? (
        <div id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </div>
      ) : null}
    </div>
  );
}

export const primaryButtonClass = "w-full rounded bg-ink px-4 py-3 font-semibold text-paper hover:bg-ink-soft disabled:cursor-not-allowed disabled:opacity-60";

/** A labelled multi-line text field. */
export function TextAreaField({ label, ...textarea }: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <textarea id={id} className={inputClass} {...textarea} />
    </div>
  );
}

/** A labelled list to choose from; `children` are its options. */
export function SelectField({ label, children, ...select }: SelectHTMLAttributes<HTMLSelectElement> & { label: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <select id={id} className={inputClass} {...select}>
        {children}
      </select>
    </div>
  );
}
