/**
 * The one shape every action and feature function answers with: `ok` with its data, or a coded
 * failure carrying the French text to show and the HTTP status to answer with.
 */
export type Failure<Code extends string = string> = {
  ok: false;
  /** What the program reads (e.g. `SLOT_TAKEN`). */
  code: Code;
  /** What people read, in French. */
  message: string;
  status: number;
  /** The form field the message is about, when there is one. */
  field?: string;
  /** Bad input: every field's first problem, by the field's name (`address.city` for nested ones). */
  fieldErrors?: FieldErrors;
  /** Bad input: the text fields as sent (secrets left out), so a page rendered without scripts shows them again. */
  values?: Record<string, string>;
  /** Past a rate limit (429): seconds until it may be tried again, answered as `Retry-After`. */
  retryAfterSeconds?: number;
};

/** A French message per field name. */
export type FieldErrors = Record<string, string>;

export type Success<T extends object = object> = { ok: true; message?: string } & T;

export type Result<T extends object, Code extends string> = Success<T> | Failure<Code>;

/** Failures that any form can meet, whatever its feature. */
export type CommonCode = "INVALID_INPUT" | "TOO_MANY_REQUESTS" | "TOO_LARGE" | "METHOD_NOT_ALLOWED" | "UNKNOWN";

/** What a form's action answers: the feature's own failures plus the common ones. */
export type ActionResult<Code extends string = never, T extends object = object> = Result<T, Code | CommonCode>;

export const commonMessages = {
  TOO_MANY_REQUESTS: "Trop de tentatives. Veuillez réessayer plus tard.",
  TOO_LARGE: "Le formulaire envoyé est trop volumineux.",
  LENGTH_REQUIRED: "La taille du formulaire envoyé doit être indiquée.",
  INVALID_CHARACTERS: "Le formulaire contient des caractères non autorisés.",
  INVALID_ADDRESS: "Cette adresse n'est pas valide.",
  METHOD_NOT_ALLOWED: "Cette adresse ne reçoit pas ce type de requête.",
  UNKNOWN: "Une erreur est survenue",
} as const;

export function fail<Code extends string>(code: Code, message: string, status = 400, field?: string): Failure<Code> {
  return field ? { ok: false, code, message, status, field } : { ok: false, code, message, status };
}

/** A refusal past a rate limit: 429, with the seconds until the limit's window ends. */
export function tooMany<Code extends string>(code: Code, message: string, retryAfterSeconds: number): Failure<Code> {
  return { ...fail(code, message, 429), retryAfterSeconds };
}

export function succeed<T extends object = object>(data: T = {} as T, message?: string): Success<T> {
  return message === undefined ? { ok: true, ...data } : { ok: true, message, ...data };
}
