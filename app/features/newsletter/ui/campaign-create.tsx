import { Form, useNavigation } from "react-router";
import { Field } from "~/components/ui/field";
import { checkBeforeSending } from "~/lib/form-feedback";
import { CAMPAIGN_SUBJECT_MAX } from "../campaign-messages";
import { sectionClass, submitClass } from "./campaign-parts";

const ACTION = "/admin/newsletter/envois";

/**
 * 'Nouvelle newsletter': a draft is made with its subject, and its page opens to write the rest.
 * A plain form: a press before the page is live makes the draft too.
 */
export function CampaignCreate({ reply }: { reply: { ok: boolean; message?: string; field?: string } | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === ACTION;
  const error = reply && !reply.ok ? reply.message : undefined;
  return (
    <Form
      method="post"
      action={ACTION}
      noValidate
      {...checkBeforeSending(() => import("../campaign-schema").then((s) => s.campaignCreateSchema))}
      aria-label="Nouvelle newsletter"
      className={`${sectionClass} flex flex-wrap items-end gap-3`}
    >
      <input type="hidden" name="intent" value="create" />
      <div className="min-w-64 flex-1">
        <Field
          label="Objet de la nouvelle newsletter"
          name="subject"
          maxLength={CAMPAIGN_SUBJECT_MAX}
          required
          aria-invalid={error ? true : undefined}
          hint={error ? <span className="text-red-800">{error}</span> : undefined}
        />
      </div>
      <button type="submit" disabled={busy} className={submitClass}>
        Nouvelle newsletter
      </button>
    </Form>
  );
}
