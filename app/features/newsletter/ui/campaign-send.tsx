import { Form, useSubmit } from "react-router";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { notify } from "~/lib/notify";
import { campaignMessages as m, sendButtonText, sendConfirmText } from "../campaign-messages";
import { sectionClass } from "./campaign-parts";

const sendClass = "inline-block rounded bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800 disabled:opacity-60";

/**
 * 'Envoyer à N abonnés', behind a confirmation. Live, the button opens the site's confirm dialog;
 * pressed before the page is live, it is a link to the same confirmation written in the page.
 * With unsaved changes it refuses: what is sent is the saved draft.
 */
export function CampaignSend(props: {
  campaign: { subject: string };
  path: string;
  subscribers: number;
  pace: number;
  confirming: boolean;
  dirty: boolean;
  busy: boolean;
}) {
  const { campaign, path, subscribers, pace, confirming, dirty, busy } = props;
  const submit = useSubmit();
  const label = sendButtonText(subscribers);
  const confirmText = sendConfirmText(campaign.subject, subscribers, pace);
  let control;
  if (subscribers === 0) control = <p className="text-muted">{m.noSubscribersYet}</p>;
  else if (confirming)
    control = (
      <div className="space-y-3 rounded border border-red-300 bg-red-50 p-4">
        <p className="font-semibold">{m.sendConfirmTitle} ?</p>
        <p>{confirmText}</p>
        <div className="flex flex-wrap items-center gap-4">
          <Form method="post" action={path}>
            <input type="hidden" name="intent" value="send" />
            <button type="submit" disabled={busy} className={sendClass}>
              Confirmer l'envoi
            </button>
          </Form>
          <a href={path} className="underline">
            Annuler
          </a>
        </div>
      </div>
    );
  else if (dirty)
    control = (
      <button type="button" onClick={() => notify.error(m.saveFirst)} className={sendClass}>
        {label}
      </button>
    );
  else
    control = (
      <ConfirmDialog
        title={m.sendConfirmTitle}
        message={confirmText}
        confirmLabel="Envoyer"
        onConfirm={() => void submit({ intent: "send" }, { method: "post", action: path })}
        trigger={
          <a href={`${path}?confirmer=envoi#envoi`} onClick={(event) => event.preventDefault()} aria-disabled={busy || undefined} className={sendClass}>
            {label}
          </a>
        }
      />
    );
  return (
    <section id="envoi" aria-labelledby="send-title" className={sectionClass}>
      <h2 id="send-title" className="text-xl font-semibold">
        Envoi
      </h2>
      <p className="text-sm text-muted">
        La dernière version enregistrée part vers chaque abonné confirmé, une seule fois, à raison de {pace} e-mails par minute, avec un lien de désinscription.
      </p>
      {control}
    </section>
  );
}
