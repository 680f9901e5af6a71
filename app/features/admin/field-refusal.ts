import type { Result } from "~/lib/result";

/**
 * A feature's refusal about one field of the form (its `field`: a date already past, a photo that
 * is not an image) answered as the schema's refusals are, in `fieldErrors`: the form shows it
 * under that field rather than as a toast.
 */
export function underItsField<R extends Result<object, string>>(result: R): R {
  if (result.ok || !result.field || result.fieldErrors) return result;
  return { ...result, fieldErrors: { [result.field]: result.message } };
}
