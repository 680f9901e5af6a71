/** Password rules of sign-up and reset (spec section 5), shared by the browser and the server. */
export const passwordRules = [
  { id: "length", label: "Au moins 8 caractères", test: (p: string) => p.length >= 8 },
  { id: "upper", label: "Une lettre majuscule", test: (p: string) => /[A-Z]/.test(p) },
  { id: "lower", label: "Une lettre minuscule", test: (p: string) => /[a-z]/.test(p) },
  { id: "digit", label: "Un chiffre", test: (p: string) => /[0-9]/.test(p) },
  { id: "special", label: "Un caractère spécial", test: (p: string) => /[^A-Za-z0-9]/.test(p) },
] as const;

export function isPasswordValid(password: string): boolean {
  return passwordRules.every((rule) => rule.test(password));
}

export type PasswordStrength = "faible" | "moyen" | "fort";

/** Shown only when every rule holds: strong from 12 characters, medium from 10, weak otherwise. */
export function passwordStrength(password: string): PasswordStrength | null {
  if (!isPasswordValid(password)) return null;
  if (password.length >= 12) return "fort";
  if (password.length >= 10) return "moyen";
  return "faible";
}
