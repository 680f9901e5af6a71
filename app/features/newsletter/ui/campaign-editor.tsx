import { useEffect, useId, useRef } from "react";
import { Form } from "react-router";
import { Field, inputClass } from "~/components/ui/field";
import { checkBeforeSending } from "~/lib/form-feedback";
import { PRODUCT_IMAGE_MAX_BYTES } from "~/features/admin/product-messages";
import { CAMPAIGN_ALT_MAX, CAMPAIGN_SUBJECT_MAX, CAMPAIGN_TEXT_MAX, campaignMessages as m } from "../campaign-messages";
import type { CampaignDraftValues } from "../campaign-schema";
import { secondaryClass, sectionClass, submitClass } from "./campaign-parts";

const IMAGE_ACCEPT = "image/png,image/jpeg,image/webp";

export type CampaignReply = { ok: boolean; message?: string; field?: string; values?: Partial<CampaignDraftValues> } | undefined;

type Draft = {
  subject: string;
  body: string;
  imageAlt: string | null;
  imageUrl: string | null;
  thumbnail: { url: string; width: number; height: number } | null;
};

/** What only the browser can check before sending: a picture needs its text, and stays under 5 MB. */
function imageProblem(hasImage: boolean) {
  return (form: FormData): string | null => {
    const file = form.get("image");
    const chosen = file instanceof File && file.size > 0;
    if (chosen && file.size > PRODUCT_IMAGE_MAX_BYTES) return m.IMAGE_TOO_LARGE;
    const kept = hasImage && form.get("removeImage") !== "on";
    if ((chosen || kept) && !String(form.get("imageAlt") ?? "").trim()) return m.ALT_REQUIRED;
    return null;
  };
}

/**
 * A draft's form: subject, text, one picture with its text. Its three buttons save it; 'Aperçu'
 * then shows the mail, 'M'envoyer un test' mails it to the signed-in admin. A plain form: it works
 * before the page is live, and a refusal shows what was typed again.
 */
export function CampaignEditor({
  campaign,
  path,
  reply,
  busy,
  onEdit,
}: {
  campaign: Draft;
  path: string;
  reply: CampaignReply;
  busy: boolean;
  onEdit: () => void;
}) {
  const form = useRef<HTMLFormElement>(null);
  const textId = useId();
  const sent = reply && !reply.ok ? reply.values : undefined;
  const values = { subject: sent?.subject ?? campaign.subject, text: sent?.text ?? campaign.body, imageAlt: sent?.imageAlt ?? campaign.imageAlt ?? "" };
  const error = (field: string) => (reply && !reply.ok && reply.field === field ? reply.message : undefined);
  const errorText = (field: string) => {
    const message = error(field);
    return message ? <span className="text-red-800">{message}</span> : undefined;
  };

  // A saved picture is now the draft's: the file field is emptied, so it is not sent again.
  useEffect(() => {
    if (reply?.ok && form.current) {
      const file = form.current.elements.namedItem("image");
      if (file instanceof HTMLInputElement) file.value = "";
    }
  }, [reply]);

  return (
    <section aria-labelledby="draft-title" className={sectionClass}>
      <h2 id="draft-title" className="text-xl font-semibold">
        Rédaction
      </h2>
      <Form
        ref={form}
        method="post"
        action={path}
        encType="multipart/form-data"
        noValidate
        onChange={onEdit}
        {...checkBeforeSending(() => import("../campaign-schema").then((s) => s.campaignDraftSchema), imageProblem(!!campaign.imageUrl))}
        className="space-y-4"
      >
        <Field
          label="Objet"
          name="subject"
          defaultValue={values.subject}
          maxLength={CAMPAIGN_SUBJECT_MAX}
          required
          aria-invalid={error("subject") ? true : undefined}
          hint={errorText("subject")}
        />
        <div>
          <label htmlFor={textId} className="mb-1 block text-sm font-medium">
            Texte
          </label>
          <textarea
            id={textId}
            name="text"
            defaultValue={values.text}
            maxLength={CAMPAIGN_TEXT_MAX}
            required
            rows={14}
            aria-invalid={error("text") ? true : undefined}
            aria-describedby={`${textId}-hint`}
            className={inputClass}
          />
          <div id={`${textId}-hint`} className="mt-1 text-sm text-muted">
            {error("text") ? <span className="block text-red-800">{error("text")}</span> : null}
            {m.textHint}
          </div>
        </div>
        <fieldset className="space-y-3">
          <legend className="font-semibold">Image (facultative)</legend>
          {campaign.thumbnail ? (
            <div className="flex flex-wrap items-center gap-4">
              <img
                src={campaign.thumbnail.url}
                width={campaign.thumbnail.width}
                height={campaign.thumbnail.height}
                alt={campaign.imageAlt ?? ""}
                className="h-24 w-auto rounded border border-ink/10"
              />
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" name="removeImage" value="on" /> Retirer l'image
              </label>
            </div>
          ) : null}
          <Field
            label={campaign.thumbnail ? "Remplacer l'image (PNG, JPG ou WebP, 5 Mo au plus)" : "Image (PNG, JPG ou WebP, 5 Mo au plus)"}
            name="image"
            type="file"
            accept={IMAGE_ACCEPT}
            aria-invalid={error("image") ? true : undefined}
            hint={errorText("image")}
          />
          <Field
            label="Texte alternatif de l'image"
            name="imageAlt"
            defaultValue={values.imageAlt}
            maxLength={CAMPAIGN_ALT_MAX}
            aria-invalid={error("imageAlt") ? true : undefined}
            hint={error("imageAlt") ? errorText("imageAlt") : m.altHint}
          />
        </fieldset>
        <div className="flex flex-wrap gap-3">
          <button type="submit" name="intent" value="save" disabled={busy} className={submitClass}>
            Enregistrer
          </button>
          <button type="submit" name="intent" value="preview" disabled={busy} className={secondaryClass}>
            Aperçu
          </button>
          <button type="submit" name="intent" value="test" disabled={busy} className={secondaryClass}>
            M'envoyer un test
          </button>
        </div>
      </Form>
    </section>
  );
}
