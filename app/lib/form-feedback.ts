import { useEffect, useRef } from "react";
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
