import { useRef, useState } from "react";
import { useChoiceMadeEarly } from "~/lib/early-presses";
import type { FieldProps } from "~/lib/use-form";
import { isPasswordValid } from "../password-rules";
import { PasswordField } from "./password-field";
import { PasswordStrength } from "./password-strength";

/**
 * New password, its rules and strength under it, then its confirmation. Each shows the form's
 * error for it (`field` of `useForm`): the rules and the match are checked by the form's schema.
 * What was typed (or filled by a password manager) before the page was live counts once it is.
 */
export function NewPasswordFields({
  label,
  field,
  onValidChange,
}: {
  label: string;
  field: (name: string) => FieldProps;
  /** Told whether the password keeps the rules and its confirmation matches (the reset page's button). */
  onValidChange?: (valid: boolean) => void;
}) {
  // Only for the rules' checklist, the strength meter and `onValidChange`: the inputs are the form's.
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const update = (nextPassword: string, nextConfirm: string) => {
    setPassword(nextPassword);
    setConfirm(nextConfirm);
    onValidChange?.(isPasswordValid(nextPassword) && nextPassword === nextConfirm);
  };
  const passwordInput = useRef<HTMLInputElement>(null);
  const confirmInput = useRef<HTMLInputElement>(null);
  // Both fields empty in the server's HTML: anything in either was typed (or filled) before live.
  useChoiceMadeEarly(
    () => (passwordInput.current?.value ?? "") + (confirmInput.current?.value ?? ""),
    "",
    () => update(passwordInput.current?.value ?? "", confirmInput.current?.value ?? ""),
  );
  return (
    <>
      <PasswordField
        label={label}
        name="password"
        ref={passwordInput}
        error={field("password").error}
        autoComplete="new-password"
        required
        onChange={(event) => update(event.target.value, confirm)}
        hint={<PasswordStrength password={password} />}
      />
      <PasswordField
        label="Confirmer le mot de passe"
        name="confirmPassword"
        ref={confirmInput}
        error={field("confirmPassword").error}
        autoComplete="new-password"
        required
        onChange={(event) => update(password, event.target.value)}
      />
    </>
  );
}
