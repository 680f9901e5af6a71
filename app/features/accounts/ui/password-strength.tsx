import { passwordRules, passwordStrength } from "../password-rules";

const strengthStyle = {
  faible: { width: "w-1/3", color: "bg-red-600", label: "Faible" },
  moyen: { width: "w-2/3", color: "bg-amber-500", label: "Moyen" },
  fort: { width: "w-full", color: "bg-green-700", label: "Fort" },
} as const;

/** The rules checklist, then the strength meter once every rule holds. */
export function PasswordStrength({ password }: { password: string }) {
  const strength = passwordStrength(password);
  return (
    <div className="mt-2 space-y-2">
      <ul className="grid gap-0.5 text-sm sm:grid-cols-2" aria-label="Critères du mot de passe">
        {passwordRules.map((rule) => {
          const ok = rule.test(password);
          return (
            <li key={rule.id} className={ok ? "text-green-800" : "text-muted"}>
              <span aria-hidden="true">{ok ? "✓" : "○"}</span> {rule.label}
              <span className="sr-only">{ok ? " (respecté)" : " (manquant)"}</span>
            </li>
          );
        })}
      </ul>
      {strength ? (
        <div aria-live="polite">
          <div className="h-1.5 w-full rounded bg-ink/10">
            <div className={`h-1.5 rounded ${strengthStyle[strength].width} ${strengthStyle[strength].color}`} />
          </div>
          <p className="mt-1 text-sm">
            Force du mot de passe : <span className="font-semibold">{strengthStyle[strength].label}</span>
          </p>
        </div>
      ) : null}
    </div>
  );
}
