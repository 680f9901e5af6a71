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

/** 'Réessayer' on a failed mail: three new tries, now. */
export function MailRetryButton({ id, subject, action }: { id: string; subject: string; action: string }) {
  const fetcher = useFetcher<Reply>({ key: FETCHER_KEY });
  return (
    <button
      type="button"
      disabled={fetcher.state !== "idle"}
      onClick={() => void fetcher.submit({ intent: "retry", id }, { method: "post", action })}
      aria-label={`Réessayer l'envoi de « ${subject} »`}
      className="rounded border border-amber-700 px-3 py-1.5 text-sm font-semibold text-amber-900 hover:bg-amber-50 disabled:opacity-50"
    >
      Réessayer
    </button>
  );
}
