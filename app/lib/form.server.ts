import { data } from "react-router";
import "./zod-french";
import type { z } from "zod";
import { HONEYPOT_FIELD } from "./honeypot";
import { errorFields, log } from "./log.server";
import { readMultipart } from "./multipart.server";
import { clientIp, hitRateLimit, noteRetryAfter, rateLimitReached } from "./rate-limit.server";
import { fieldErrorsOf } from "./field-errors";
import { commonMessages, fail, tooMany, type CommonCode, type Failure, type Result } from "./result";
import { textFieldsOf } from "./form-fields";

/** A per-address limit of a public form: at most `max` submissions per window. */
export type FormLimit = {
  key: string;
  max: number;
  windowSeconds: number;
  /**
   * Every post counts, counted before its body is read (uploads: megabytes a limited client would
   * otherwise have us read). Otherwise only valid submissions count, and a client already past its
   * limit is still answered before its body is read.
   */
  countsEveryPost?: boolean;
};

/** Bodies above this are refused before being read, unless a form allows more (file uploads). */
const DEFAULT_MAX_BYTES = 64 * 1024;

export type Body = {
  /** The text fields (form or JSON), or an empty object when the body could not be read. */
  fields: Record<string, unknown>;
  /** The parsed form, when the body was one (for uploaded files, on disk until `discard`). */
  form: FormData | null;
  /** Removes the form's uploaded files once the request is answered. */
  discard?: () => Promise<void>;
};

/**
 * The body's bytes, or null past `maxBytes`. Counted as they arrive, so a body sent without a
 * length (chunked) is cut off at the limit rather than read whole.
 */
async function readBytes(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // Not cancelled: the HTTP layer reads the rest once the answer is sent, so the client gets it.
      reader.releaseLock();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

const tooLarge = () => fail("TOO_LARGE", commonMessages.TOO_LARGE, 413);

/**
 * A body that says it is too large is refused before a byte is read; so is an upload that does
 * not say its size (browsers always do), rather than held open for as long as it trickles in.
 */
function refusedBySize(request: Request, maxBytes: number): boolean {
  const declared = Number(request.headers.get("content-length") ?? NaN);
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  const upload = maxBytes > DEFAULT_MAX_BYTES && type === "multipart/form-data";
  return declared > maxBytes || (upload && !Number.isFinite(declared));
}

/**
 * Reads a form (urlencoded or multipart) or a JSON object. Anything else, or a body that cannot be
 * parsed, reads as no fields at all: the schema then answers with its own French message.
 */
export async function readBody(request: Request, maxBytes = DEFAULT_MAX_BYTES): Promise<Body | Failure<"TOO_LARGE">> {
  if (refusedBySize(request, maxBytes)) return tooLarge();
  const contentType = request.headers.get("content-type") ?? "";
  const type = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  if (type !== "multipart/form-data" && type !== "application/x-www-form-urlencoded" && type !== "application/json") {
    return { fields: {}, form: null };
  }
  if (type === "multipart/form-data") {
    const multipart = await readMultipart(request, contentType, maxBytes);
    if (multipart === "TOO_LARGE") return tooLarge();
    if (!multipart) return { fields: {}, form: null };
    return { fields: textFields(multipart.form), ...multipart };
  }
  const bytes = await readBytes(request, maxBytes).catch(() => new Uint8Array());
  if (!bytes) return tooLarge();
  if (type === "application/json") {
    try {
      const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) return { fields: parsed as Record<string, unknown>, form: null };
    } catch {
      // Not JSON: read as no fields.
    }
    return { fields: {}, form: null };
  }
  const form = await new Response(bytes, { headers: { "content-type": contentType } }).formData().catch(() => null);
  if (!form) return { fields: {}, form: null };
  return { fields: textFields(form), form };
}

const textFields = (form: FormData): Record<string, unknown> => textFieldsOf(form);

/** Deeper than any form of the site: such a body is refused rather than walked. */
const MAX_DEPTH = 8;

/**
 * PostgreSQL text cannot hold NUL characters: refuse them with a 400 rather than fail in the
 * database. Walks the fields without recursion, so a deeply nested JSON body cannot overflow the stack.
 */
function hasNulOrTooDeep(fields: Record<string, unknown>): boolean {
  const pending: Array<{ value: unknown; depth: number }> = [{ value: fields, depth: 0 }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { value, depth } = item;
    if (typeof value === "string") {
      if (value.includes("\u0000")) return true;
    } else if (value && typeof value === "object") {
      if (depth >= MAX_DEPTH) return true;
      for (const child of Object.values(value)) pending.push({ value: child, depth: depth + 1 });
    }
  }
  return false;
}

/** Fields never sent back with a form's errors: secrets, and the honeypot. */
const isSecretField = (name: string) => /password|token|secret/i.test(name) || name === HONEYPOT_FIELD;

/** The text fields as sent, for a page rendered again without scripts (secrets left out). */
function echoValues(fields: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) if (typeof value === "string" && !isSecretField(name)) values[name] = value;
  return values;
}

/**
 * Validates fields with a feature's schema. A failure carries every field's first problem in
 * French (`fieldErrors`, shown under each field) and the first one as its message and `field`.
 */
export function validate<S extends z.ZodType>(schema: S, fields: Record<string, unknown>): Result<{ data: z.output<S> }, "INVALID_INPUT"> {
  if (hasNulOrTooDeep(fields)) return fail("INVALID_INPUT", commonMessages.INVALID_CHARACTERS);
  const parsed = schema.safeParse(fields);
  if (parsed.success) return { ok: true, data: parsed.data };
  const fieldErrors = fieldErrorsOf(parsed.error.issues);
  const issue = parsed.error.issues[0];
  const failure = fail("INVALID_INPUT", issue?.message ?? commonMessages.UNKNOWN, 400, issue?.path.join(".") || undefined);
  return { ...failure, fieldErrors, values: echoValues(fields) };
}

const isRobot = (fields: Record<string, unknown>) => typeof fields[HONEYPOT_FIELD] === "string" && fields[HONEYPOT_FIELD] !== "";

/** Seconds until this client address may post the form again, or null within its limit (nothing counted). */
const limitReached = (request: Request, limit: FormLimit) => rateLimitReached(`${limit.key}:${clientIp(request)}`, limit.max, limit.windowSeconds);

/** Counts one submission of a public form from this client address: past the limit, the seconds to wait. */
async function hitFormLimit(request: Request, limit: FormLimit): Promise<number | null> {
  const hit = await hitRateLimit(`${limit.key}:${clientIp(request)}`, limit.max, limit.windowSeconds);
  return hit.allowed ? null : hit.retryAfterSeconds;
}

export type FormActionOptions<S extends z.ZodType> = {
  schema: S;
  /**
   * The feature's texts: `success` answers a robot; `UNKNOWN` an unexpected failure. `TOO_LARGE`
   * and `TOO_MANY_REQUESTS`, when given, say it in the feature's words instead of the common text.
   */
  messages: { UNKNOWN: string; success?: string; TOO_LARGE?: string; TOO_MANY_REQUESTS?: string };
  /** Public forms: the honeypot and this per-address limit, the one guard they all use. */
  limit?: FormLimit;
  /** Largest body accepted, in bytes (64 KB unless an upload needs more). */
  maxBytes?: number;
  /** Names the action in the log when it fails unexpectedly. */
  name: string;
  /** May answer a validation failure otherwise (a redirect, say) instead of the 400. */
  onInvalid?: (failure: Failure<"INVALID_INPUT">) => Promise<Response | undefined> | Response | undefined;
};

type Answer<R> = ReturnType<typeof data<R>>;

/**
 * One way to handle every form: POST only, read the body, validate it with the feature's schema,
 * guard public forms, run the feature, and answer its result with the failure's status. Bad input
 * is always a 4xx with a French message; an unexpected error is logged and answered 500.
 * `run` may also answer with a Response (a redirect after signing in, for instance).
 */
export async function formAction<S extends z.ZodType, R extends Result<object, string>>(
  request: Request,
  options: FormActionOptions<S>,
  run: (input: z.output<S>, body: Body) => Promise<R | Response>,
): Promise<Answer<R | Failure<CommonCode>> | Response> {
  if (request.method !== "POST") return reply(fail("METHOD_NOT_ALLOWED", options.messages.UNKNOWN, 405));
  let body: Body | undefined;
  try {
    const limit = options.limit;
    const tooLargeAnswer = () => reply({ ...tooLarge(), message: options.messages.TOO_LARGE ?? commonMessages.TOO_LARGE });
    // What is refused by its size alone is refused before the limit is counted: it costs nothing.
    if (refusedBySize(request, options.maxBytes ?? DEFAULT_MAX_BYTES)) return tooLargeAnswer();
    if (limit) {
      const wait = limit.countsEveryPost ? await hitFormLimit(request, limit) : await limitReached(request, limit);
      if (wait !== null) return tooManyRequests(request, options, wait);
    }
    const read = await readBody(request, options.maxBytes);
    if ("ok" in read) return tooLargeAnswer();
    body = read;
    // Public forms: a robot that filled the honeypot is answered as if it worked, and nothing is done.
    if (limit && isRobot(body.fields)) return reply({ ok: true, message: options.messages.success } as R);
    const valid = validate(options.schema, body.fields);
    if (!valid.ok) return (await options.onInvalid?.(valid)) ?? reply(valid);
    if (limit && !limit.countsEveryPost) {
      const wait = await hitFormLimit(request, limit);
      if (wait !== null) return tooManyRequests(request, options, wait);
    }
    const result = await run(valid.data, body);
    if (result instanceof Response) return result;
    if (!result.ok && result.retryAfterSeconds) noteRetryAfter(request, result.retryAfterSeconds);
    return reply(result);
  } catch (error) {
    if (error instanceof Response) throw error;
    log("error", `${options.name} failed`, errorFields(error));
    return reply(fail("UNKNOWN", options.messages.UNKNOWN, 500));
  } finally {
    await body?.discard?.();
  }
}

/** A client past the form's limit, told in French and by `Retry-After` (written by `retryAfterOn429`). */
function tooManyRequests(request: Request, options: FormActionOptions<z.ZodType>, seconds: number) {
  noteRetryAfter(request, seconds);
  return reply(tooMany("TOO_MANY_REQUESTS", options.messages.TOO_MANY_REQUESTS ?? commonMessages.TOO_MANY_REQUESTS, seconds));
}

/** Answers a result with its status (200 for a success). */
export function reply<R extends Result<object, string>>(result: R): Answer<R> {
  return data(result, { status: result.ok ? 200 : result.status });
}
