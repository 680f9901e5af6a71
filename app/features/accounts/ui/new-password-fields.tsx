import { useState } from "react";
import type { FieldProps } from "~/lib/use-form";
import { PasswordField } from "./password-field";
import { PasswordStrength } from "./password-strength";

/**
 * New password, its rules and strength under it, then its confirmation. Each shows the form's
 * error for it (`field` of `useForm`): the rules and the match are checked by the form's schema.
 */
export function NewPasswordFields({ label, field }: { label: string; field: (name: string) => FieldProps }) {
  // Only for the rules' checklist and the strength meter: the input itself is the form's.
  const [password, setPassword] = useState("");
  return (
    <>
      <PasswordField
        label={label}
        name="password"
        error={field("password").error}
        autoComplete="new-password"
        required
        onChange={(event) => setPassword(event.target.value)}
        hint={<PasswordStrength password={password} />}
      />
      <PasswordField label="Confirmer le mot de passe" name="confirmPassword" error={field("confirmPassword").error} autoComplete="new-password" required />
    </>
  );
}
