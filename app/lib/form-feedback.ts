import { useEffect, useRef, type FormEvent } from "react";
import type { z } from "zod";
import { notify } from "./notify";
import type { FieldErrors } from "./result";

/** What an action answers, as the browser reads it. */
export type Reply = { ok: true; message?: string } | { ok: false; message: string; code: string; fieldErrors?: FieldErrors; values?: Record<string, string> };

/**
 * Shows each new reply of an action as a toast (the spec's way of showing messages): its success
 * text, or its French failure message. `onSuccess` / `onFailure` run once per reply.
 */
export function useResultToast<R extends Reply>(
  reply: R | undefined,
  options: {
    onSuccess?: (reply: Extract<R, { ok: true }>) => void;
    onFailure?: (reply: Extract<R, { ok: false }>) => void;
    successDuration?: number;
    /** The text to toast for a failure, or null for none (errors shown under their fields); the message by default. */
    toastOf?: (reply: Extract<R, { ok: false }>) => string | null;
  } = {},
) {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  useEffect(() => {
    if (!reply) return;
    const { onSuccess, onFailure, successDuration, toastOf } = latest.current;
    if (reply.ok) {
      if (reply.message) notify.success(reply.message, successDuration ? { duration: successDuration } : undefined);
      onSuccess?.(reply as Extract<R, { ok: true }>);
    } else {
      const failure = reply as Extract<R, { ok: false }>;
      const text = toastOf ? toastOf(failure) : reply.message;
      if (text !== null) notify.error(text);
      onFailure?.(reply as Extract<R, { ok: false }>);
    }
  }, [reply]);
}

/** Forms already checked, on their way: their next submit event goes through. */
const checked = new WeakSet<HTMLFormElement>();

/**
 * onSubmit / onFocus handlers that check the form with the same schema as the server before
 * sending it, and show the first French message instead of sending an invalid form. The schema
 * (and Zod with it) is fetched when the form is first focused, not with the page; the submit
 * waits for it if needed, then sends the form as the visitor submitted it. Should it fail to
 * arrive, the form is sent and the server's check answers.
 */
export function checkBeforeSending(loadSchema: () => Promise<z.ZodType>, extra?: (form: FormData) => string | null) {
  return {
    onFocus: () => void loadSchema().catch(() => undefined),
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      const formElement = event.currentTarget;
      if (checked.delete(formElement)) return; // checked: let it go
      event.preventDefault();
      const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | HTMLInputElement | null;
      // In a task of its own: a check that settles at once would otherwise ask for a submission
      // while the browser is still firing this one, and the browser ignores such a request.
      const send = () =>
        setTimeout(() => {
          checked.add(formElement);
          formElement.requestSubmit(submitter?.form === formElement ? submitter : undefined);
        }, 0);
      loadSchema().then((schema) => {
        const form = new FormData(formElement);
        const parsed = schema.safeParse(Object.fromEntries(form));
        const message = parsed.success ? (extra?.(form) ?? null) : (parsed.error.issues[0]?.message ?? null);
        if (message === null && parsed.success) send();
        else notify.error(message ?? "Une erreur est survenue");
      }, send);
    },
  };
}
