import { useFetcher } from "react-router";
import { useResultToast } from "~/lib/form-feedback";

type Reply = { ok: true; message?: string } | { ok: false; message: string; code: string };

// One fetcher for every 'Réessayer' of a page: the button is gone once the mail is no longer
// failed, so the answer's message is shown by the page (`useMailRetryToast`), which stays.
const FETCHER_KEY = "mail-retry";

/** Shows the answer to a 'Réessayer': call it in the page that shows the buttons. */
export function useMailRetryToast() {
  useResultToast(useFetcher<Reply>({ key: FETCHER_KEY }).data);
}

/**
 * 'Réessayer' on a failed mail: three new tries, now. A plain form of one button: it works before
 * the page is live (the mail log then shows the answer). It has no field: its answer is a toast.
 */
export function MailRetryButton({ id, subject, action }: { id: string; subject: string; action: string }) {
  const fetcher = useFetcher<Reply>({ key: FETCHER_KEY });
  return (
    <fetcher.Form method="post" action={action}>
      <input type="hidden" name="intent" value="retry" />
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        disabled={fetcher.state !== "idle"}
        aria-label={`Réessayer l'envoi de « ${subject} »`}
        className="rounded border border-amber-700 px-3 py-1.5 text-sm font-semibold text-amber-900 hover:bg-amber-50 disabled:opacity-50"
      >
        Réessayer
      </button>
    </fetcher.Form>
  );
}
