import { useActionData } from "react-router";
import { NoScriptNotice } from "~/components/ui/field";
import { useResultToast, type Reply } from "~/lib/form-feedback";

/** A refusal of the form's fields: it names the form (its `values`), and the form shows it under its fields. */
const isFormRefusal = (reply: Reply) => !reply.ok && reply.values !== undefined;

/**
 * The page's answer to one of its forms sent before the page was live (or without scripts), which
 * comes back with the page: said in words without scripts, as the usual toast once they run. A
 * refusal of a form's fields is left to that form (`usePageReply`), which shows it under them.
 */
export function DocumentReply() {
  const answer = useActionData<Reply>();
  const reply = answer && !isFormRefusal(answer) ? answer : undefined;
  useResultToast(reply);
  return <NoScriptNotice notice={reply?.message ?? null} ok={reply?.ok ?? null} />;
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
