import { useState } from "react";
import { isRouteErrorResponse, Link, useNavigation, useRouteError } from "react-router";
import { NoScriptNotice } from "~/components/ui/field";
import { requireAdmin } from "~/features/accounts/session.server";
import { underItsField } from "~/features/admin/field-refusal";
import { PRODUCT_IMAGE_MAX_BYTES } from "~/features/admin/product-messages";
import { AdminLoadError } from "~/features/admin/ui/admin-parts";
import { campaignMessages as m } from "~/features/newsletter/campaign-messages";
import { campaignDraftSchema, campaignIntentSchema, draftValues } from "~/features/newsletter/campaign-schema";
import { campaignForAdmin, previewDraft, renderPreview, saveDraft, sendTestMail, startSending } from "~/features/newsletter/campaigns.server";
import { CampaignEditor, useCampaignForm } from "~/features/newsletter/ui/campaign-editor";
import { CampaignNav, campaignDates, CampaignStatusBadge } from "~/features/newsletter/ui/campaign-parts";
import { CampaignPreview } from "~/features/newsletter/ui/campaign-preview";
import { CampaignReport } from "~/features/newsletter/ui/campaign-report";
import { CampaignSend } from "~/features/newsletter/ui/campaign-send";
import { getConfig } from "~/lib/config.server";
import { formAction, validate } from "~/lib/form.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/newsletter-campaign";

export async function loader({ request, params }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const found = await campaignForAdmin(params.id);
  if (!found) throw new Response(m.NOT_FOUND, { status: 404 });
  const { campaign } = found;
  return {
    ...found,
    pace: getConfig().newsletterPerMinute,
    // Once sending has begun, the page shows what left (rendered as sent); a draft is previewed on demand.
    sentCopy: campaign.status === "draft" ? null : await renderPreview(campaign, admin.email),
    // The confirmation before sending, as a page for a press made before the page is live.
    confirming: campaign.status === "draft" && new URL(request.url).searchParams.get("confirmer") === "envoi",
  };
}

/** One picture and the text fields. */
const MAX_BODY_BYTES = PRODUCT_IMAGE_MAX_BYTES + 256 * 1024;

/** The form's file, when one was chosen (an empty file input sends an empty, nameless file). */
function imageOf(form: FormData | null): File | null {
  const entry = form?.get("image");
  return entry && typeof entry !== "string" && (entry.size > 0 || entry.name !== "") ? entry : null;
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return formAction(
    request,
    { name: "admin newsletter campaign", schema: campaignIntentSchema, messages: m, maxBytes: MAX_BODY_BYTES },
    async ({ intent }, body) => {
      if (intent === "send") return startSending(params.id);
      // A refusal gives back what was typed: without JavaScript, the page shows it again.
      const values = draftValues(body.fields);
      const draft = validate(campaignDraftSchema, body.fields);
      if (!draft.ok) return { ...draft, values };
      const image = imageOf(body.form);
      const result =
        intent === "save"
          ? await saveDraft(params.id, draft.data, image)
          : intent === "preview"
            ? await previewDraft(params.id, draft.data, image, admin.email)
            : await sendTestMail(params.id, draft.data, image, admin.email);
      return result.ok ? result : { ...underItsField(result), values };
    },
  );
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Newsletter – Administration", description: "Espace réservé aux administrateurs.", noindex: true });

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) return <AdminLoadError title="Newsletter" message={m.loadFailed} />;
  return (
    <section className="py-12 text-center">
      <h1 className="font-display text-3xl">{m.NOT_FOUND}</h1>
      <Link to="/admin/newsletter/envois" className="mt-6 inline-block underline">
        Retour aux newsletters
      </Link>
    </section>
  );
}

export default function AdminNewsletterCampaign({ loaderData, actionData }: Route.ComponentProps) {
  const { campaign, failures, subscribers, pace, sentCopy, confirming } = loaderData;
  const path = `/admin/newsletter/envois/${campaign.id}`;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === path;
  const [dirty, setDirty] = useState(false);
  // The page's one action answers the draft's form and the send button: one pipeline reads it.
  const { form, field, notice, ok } = useCampaignForm({ reply: actionData, campaign, onSaved: () => setDirty(false) });
  const preview = actionData?.ok && "preview" in actionData && typeof actionData.preview === "string" ? actionData.preview : null;
  return (
    <article aria-labelledby="campaign-title" className="space-y-6">
      <CampaignNav current="envois" />
      <Link to="/admin/newsletter/envois" className="text-sm underline">
        Retour aux newsletters
      </Link>
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 id="campaign-title" className="font-display text-3xl break-words">
            {campaign.subject}
          </h1>
          <CampaignStatusBadge status={campaign.status} />
        </div>
        <p className="text-sm text-muted">{campaignDates(campaign)}</p>
      </header>
      <NoScriptNotice notice={notice} ok={ok} />
      {campaign.status === "draft" ? (
        <>
          <CampaignEditor campaign={campaign} path={path} busy={busy} onEdit={() => setDirty(true)} form={form} field={field} />
          {preview ? <CampaignPreview html={preview} title={`Aperçu de « ${campaign.subject} »`} focusOnShow /> : null}
          <CampaignSend campaign={campaign} path={path} subscribers={subscribers ?? 0} pace={pace} confirming={confirming} dirty={dirty} busy={busy} />
        </>
      ) : (
        <>
          <CampaignReport campaign={campaign} failures={failures} />
          {sentCopy ? <CampaignPreview html={sentCopy} title={`Contenu de « ${campaign.subject} »`} heading="Contenu envoyé" /> : null}
        </>
      )}
    </article>
  );
}
