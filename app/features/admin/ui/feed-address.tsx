import { useId } from "react";
import { useFetcher } from "react-router";
import { inputClass } from "~/components/ui/field";
import { notify } from "~/lib/notify";
import type { ActionResult } from "~/lib/result";
import { useForm } from "~/lib/use-form";
import { useLive } from "~/lib/use-live";

type Reply = ActionResult<"UNKNOWN_BARBER", { url: string; webcalUrl: string }>;

const buttonClass = "rounded border border-ink/30 px-3 py-1.5 text-sm font-semibold hover:bg-ink/5 disabled:opacity-60";

/**
 * A new secret address of a calendar feed (a barber's, or `scope="salon"` for everyone's), shown
 * once: only its hash is kept, so it cannot be shown again; a new one ends the old one.
 */
export function FeedAddress({ scope, label }: { scope: string; label: string }) {
  const fetcher = useFetcher<Reply>();
  const fieldId = useId();
  const reply = fetcher.data;
  const { form } = useForm({ reply });
  const shown = reply?.ok ? reply : null;
  // The address comes back to this page's script, which shows it: until the script runs, the
  // button is visibly not ready (a plain post would show the answer's JSON instead of the page).
  const ready = useLive();

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      notify.success("Adresse copiée dans le presse-papiers");
    } catch {
      notify.error("Impossible de copier l'adresse");
    }
  }

  return (
    <div className="space-y-3">
      <fetcher.Form method="post" action="/admin/equipe/abonnement" {...form} className="flex flex-wrap items-center gap-3">
        <input type="hidden" name="scope" value={scope} />
        <span className="font-medium">{label}</span>
        <button type="submit" className={buttonClass} disabled={!ready || fetcher.state !== "idle"}>
          Nouvelle adresse d'abonnement
        </button>
      </fetcher.Form>
      <p className="text-sm text-muted">
        Une nouvelle adresse met fin à l'ancienne : les téléphones abonnés à l'ancienne adresse doivent s'abonner à la nouvelle. L'adresse n'est affichée qu'une
        fois.
      </p>
      {shown ? (
        <div className="space-y-2">
          <label htmlFor={fieldId} className="block text-sm font-medium">
            Adresse de l'agenda
          </label>
          <div className="flex gap-2">
            <input id={fieldId} readOnly value={shown.url} className={inputClass} onFocus={(e) => e.currentTarget.select()} />
            <button type="button" className={buttonClass} onClick={() => void copy(shown.url)}>
              Copier
            </button>
          </div>
          <a href={shown.webcalUrl} className="inline-block font-semibold underline hover:text-brass-dark">
            S'abonner dans l'agenda du téléphone
          </a>
        </div>
      ) : null}
    </div>
  );
}
