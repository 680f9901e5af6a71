import { useState } from "react";
import { accountMessages } from "../messages";
import { isPasswordValid } from "../password-rules";
import { PasswordField } from "./password-field";
import { PasswordStrength } from "./password-strength";

/** New password with its rules and strength, then its confirmation; tells the form when both are valid. */
export function NewPasswordFields({ label, onValidChange }: { label: string; onValidChange?: (valid: boolean) => void }) {
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const update = (nextPassword: string, nextConfirm: string) => {
    setPassword(nextPassword);
    setConfirm(nextConfirm);
    onValidChange?.(isPasswordValid(nextPassword) && nextPassword === nextConfirm);
  };
  const mismatch = confirm.length > 0 && confirm !== password;
  return (
    <>
      <PasswordField
        label={label}
        name="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(e) => update(e.target.value, confirm)}
        hint={<PasswordStrength password={password} />}
      />
      <PasswordField
        label="Confirmer le mot de passe"
        name="confirmPassword"
        autoComplete="new-password"
        required
        value={confirm}
        onChange={(e) => update(password, e.target.value)}
        hint={mismatch ? <span className="text-red-700">{accountMessages.passwordsDiffer}</span> : undefined}
      />
    </>
  );
}
