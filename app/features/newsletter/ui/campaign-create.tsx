import { Form, useNavigation } from "react-router";
import { Field, NoScriptNotice } from "~/components/ui/field";
import type { Reply } from "~/lib/form-feedback";
import { useForm } from "~/lib/use-form";
import { CAMPAIGN_SUBJECT_MAX } from "../campaign-messages";
import { sectionClass, submitClass } from "./campaign-parts";

const ACTION = "/admin/newsletter/envois";

/**
 * 'Nouvelle newsletter': a draft is made with its subject, and its page opens to write the rest.
 * A plain form: a press before the page is live makes the draft too; `reply` is the list's answer
 * to it (only a refusal: a draft made opens its page).
 */
export function CampaignCreate({ reply }: { reply: Reply | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === ACTION;
  const { form, field, notice, ok } = useForm({
    reply,
    schema: () => import("../campaign-schema").then((s) => s.campaignCreateSchema),
  });
  return (
    <Form method="post" action={ACTION} {...form} aria-label="Nouvelle newsletter" className={`${sectionClass} flex flex-wrap items-end gap-3`}>
      <NoScriptNotice notice={notice} ok={ok} />
      <input type="hidden" name="intent" value="create" />
      <div className="min-w-64 flex-1">
        <Field label="Objet de la nouvelle newsletter" maxLength={CAMPAIGN_SUBJECT_MAX} required {...field("subject")} />
      </div>
      <button type="submit" disabled={busy} className={submitClass}>
        Nouvelle newsletter
      </button>
    </Form>
  );
}
