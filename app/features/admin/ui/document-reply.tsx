import { useEffect, useState } from "react";
import { useResultToast } from "~/lib/form-feedback";
import type { ActionResult } from "~/lib/result";

/**
 * The answer to a form of the page sent before it was live (or without scripts), which comes back
 * with the page: shown on it, then, once the scripts run, as the usual toast.
 */
export function DocumentReply({ reply }: { reply: ActionResult<string> | undefined }) {
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  useResultToast(live ? reply : undefined);
  if (!reply || live) return null;
  return (
    <p
      role={reply.ok ? "status" : "alert"}
      className={`rounded border px-4 py-2 ${reply.ok ? "border-green-300 bg-green-50 text-green-900" : "border-red-300 bg-red-50 text-red-900"}`}
    >
      {reply.message}
    </p>
  );
}
