import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from "react";
import { Field } from "~/components/ui/field";
import { AWAIT_LIVE } from "~/lib/early-presses";

/** A password input with a show/hide toggle (pressed before the page is live, it shows once it is); its error (from the form) shows under it. */
export function PasswordField(props: InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: ReactNode; error?: string; ref?: Ref<HTMLInputElement> }) {
  const [visible, setVisible] = useState(false);
  return (
    <Field {...props} type={visible ? "text" : "password"}>
      <button
        type="button"
        {...AWAIT_LIVE}
        onClick={() => setVisible((v) => !v)}
        aria-pressed={visible}
        aria-label={visible ? "Masquer le mot de passe" : "Afficher le mot de passe"}
        className="absolute inset-y-0 right-0 px-3 text-sm text-muted hover:text-ink"
      >
        {visible ? "Masquer" : "Afficher"}
      </button>
    </Field>
  );
}
