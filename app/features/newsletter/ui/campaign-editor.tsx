import { Form } from "react-router";
import { Field, TextAreaField } from "~/components/ui/field";
import { PRODUCT_IMAGE_MAX_BYTES } from "~/features/admin/product-messages";
import type { Reply } from "~/lib/form-feedback";
import type { FieldErrors } from "~/lib/result";
import { useForm } from "~/lib/use-form";
import { CAMPAIGN_ALT_MAX, CAMPAIGN_SUBJECT_MAX, CAMPAIGN_TEXT_MAX, campaignMessages as m } from "../campaign-messages";
import { secondaryClass, sectionClass, submitClass } from "./campaign-parts";

const IMAGE_ACCEPT = "image/png,image/jpeg,image/webp";

type Draft = {
  subject: string;
  body: string;
  imageAlt: string | null;
  imageUrl: string | null;
  thumbnail: { url: string; width: number; height: number } | null;
};

/** What only the browser can check before sending: a picture stays under 5 MB, and needs its text. */
function imageProblems(hasImage: boolean) {
  return (form: FormData): FieldErrors | null => {
    const problems: FieldErrors = {};
    const file = form.get("image");
    const chosen = file instanceof File && file.size > 0;
    if (chosen && file.size > PRODUCT_IMAGE_MAX_BYTES) problems.image = m.IMAGE_TOO_LARGE;
    const kept = hasImage && form.get("removeImage") !== "on";
    if ((chosen || kept) && !String(form.get("imageAlt") ?? "").trim()) problems.imageAlt = m.ALT_REQUIRED;
    return Object.keys(problems).length ? problems : null;
  };
}

/**
 * The draft page's form pipeline. The page's one action answers the draft's form and the send
 * button alike, so the page holds it (a sent newsletter's page has no draft form, and still shows
 * the answer): the draft's fields are checked with the server's schema before leaving, each
 * field's error under it; `onSaved` runs once the draft is saved.
 */
export function useCampaignForm({ reply, campaign, onSaved }: { reply: Reply | undefined; campaign: Draft; onSaved: () => void }) {
  const { form, field, notice, ok } = useForm({
    reply,
    schema: () => import("../campaign-schema").then((s) => s.campaignDraftSchema),
    extra: imageProblems(!!campaign.imageUrl),
    onSuccess: () => {
      // A saved picture is now the draft's: the file field is emptied, so it is not sent again.
      const file = form.ref.current?.elements.namedItem("image");
      if (file instanceof HTMLInputElement) file.value = "";
      onSaved();
    },
  });
  return { form, field, notice, ok };
}

type CampaignForm = ReturnType<typeof useCampaignForm>;

/**
 * A draft's form: subject, text, one picture with its text. Its three buttons save it; 'Aperçu'
 * then shows the mail, 'M'envoyer un test' mails it to the signed-in admin. A plain form: it works
 * before the page is live, and a refusal shows what was typed again, each error under its field.
 */
export function CampaignEditor({
  campaign,
  path,
  busy,
  onEdit,
  form,
  field,
}: {
  campaign: Draft;
  path: string;
  busy: boolean;
  onEdit: () => void;
  form: CampaignForm["form"];
  field: CampaignForm["field"];
}) {
  return (
    <section aria-labelledby="draft-title" className={sectionClass}>
      <h2 id="draft-title" className="text-xl font-semibold">
        Rédaction
      </h2>
      <Form method="post" action={path} encType="multipart/form-data" onChange={onEdit} {...form} className="space-y-4">
        <Field label="Objet" defaultValue={campaign.subject} maxLength={CAMPAIGN_SUBJECT_MAX} required {...field("subject")} />
        <TextAreaField label="Texte" defaultValue={campaign.body} maxLength={CAMPAIGN_TEXT_MAX} required rows={14} hint={m.textHint} {...field("text")} />
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
            type="file"
            accept={IMAGE_ACCEPT}
            {...field("image")}
          />
          <Field
            label="Texte alternatif de l'image"
            defaultValue={campaign.imageAlt ?? ""}
            maxLength={CAMPAIGN_ALT_MAX}
            hint={m.altHint}
            {...field("imageAlt")}
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
