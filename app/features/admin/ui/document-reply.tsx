import { useActionData } from "react-router";
import { useResultToast, type Reply } from "~/lib/form-feedback";
import { useLive } from "~/lib/use-live";

/** A refusal of the form's fields: it names the form (its `values`), and the form shows it under its fields. */
const isFormRefusal = (reply: Reply) => !reply.ok && reply.values !== undefined;

/**
 * The page's answer to one of its forms sent before the page was live (or without scripts), which
 * comes back with the page: shown on it, then, once the scripts run, as the usual toast. A refusal
 * of a form's fields is left to that form (`usePageReply`), which shows it under them.
 */
export function DocumentReply() {
  const answer = useActionData<Reply>();
  const reply = answer && !isFormRefusal(answer) ? answer : undefined;
  const live = useLive();
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

/**
 * The page's answer when it refuses this form (sent before the page was live): `identity`, the
 * form's hidden fields (its intent, its id), tells it from the page's other forms. Give it to
 * `useForm` after the fetcher's own answer: `reply: fetcher.data ?? pageReply`.
 */
export function usePageReply<R extends Reply>(identity: Record<string, string>): R | undefined {
  // Typed by the caller: the page's forms share one action, whose answer is theirs.
  const answer = useActionData() as R | undefined;
  if (!answer || answer.ok || answer.values === undefined) return undefined;
  const sent = answer.values;
  return Object.entries(identity).every(([name, value]) => sent[name] === value) ? answer : undefined;
}
