import { useEffect, useRef, type FormEvent } from "react";
import type { z } from "zod";
import { notify } from "./notify";

type Reply = { ok: true; message?: string } | { ok: false; message: string; code: string };

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
  } = {},
) {
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => {
    if (!reply) return;
    const { onSuccess, onFailure, successDuration } = latest.current;
    if (reply.ok) {
      if (reply.message) notify.success(reply.message, successDuration ? { duration: successDuration } : undefined);
      onSuccess?.(reply as Extract<R, { ok: true }>);
    } else {
      notify.error(reply.message);
      onFailure?.(reply as Extract<R, { ok: false }>);
    }
  }, [reply]);
}

/**
 * An onSubmit handler that checks the form with the same schema as the server before sending it,
 * and shows the first French message instead of sending an invalid form.
 */
export function checkBeforeSending(schema: z.ZodType, extra?: (form: FormData) => string | null) {
  return (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const parsed = schema.safeParse(Object.fromEntries(form));
    const message = parsed.success ? (extra?.(form) ?? null) : (parsed.error.issues[0]?.message ?? null);
    if (message === null && parsed.success) return;
    event.preventDefault();
    notify.error(message ?? "Une erreur est survenue");
  };
}
