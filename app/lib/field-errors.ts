import type { FieldErrors } from "./result";

type Issue = { path: PropertyKey[]; message: string };

/**
 * Each field's first problem, by the field's name (`address.city` for a nested one); problems
 * of the whole form (no path) under "". Used by the server and the browser alike, so both show
 * the same message under the same field.
 */
export function fieldErrorsOf(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const name = issue.path.map(String).join(".");
    if (!(name in errors)) errors[name] = issue.message;
  }
  return errors;
}
