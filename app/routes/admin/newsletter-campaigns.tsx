import { redirect, useSearchParams } from "react-router";
import { requireAdmin } from "~/features/accounts/session.server";
import { AdminEmptyState, AdminLoadError, Pagination } from "~/features/admin/ui/admin-parts";
import { campaignMessages as m } from "~/features/newsletter/campaign-messages";
import { campaignCreateSchema } from "~/features/newsletter/campaign-schema";
import { createDraft, listCampaigns } from "~/features/newsletter/campaigns.server";
import { CampaignCard } from "~/features/newsletter/ui/campaign-card";
import { CampaignCreate } from "~/features/newsletter/ui/campaign-create";
import { CampaignNav } from "~/features/newsletter/ui/campaign-parts";
import { formAction } from "~/lib/form.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/newsletter-campaigns";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const page = Number(new URL(request.url).searchParams.get("page"));
  return listCampaigns(Number.isInteger(page) && page > 0 && page < 100_000 ? page : 1);
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  return formAction(request, { name: "admin newsletter create", schema: campaignCreateSchema, messages: m }, async ({ subject }) => {
    const { id } = await createDraft(subject);
    return redirect(`/admin/newsletter/envois/${id}`);
  });
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Newsletters – Administration", description: "Espace réservé aux administrateurs.", noindex: true });

export function ErrorBoundary() {
  return <AdminLoadError title="Newsletters" message={m.loadFailed} />;
}

export default function AdminNewsletterCampaigns({ loaderData, actionData }: Route.ComponentProps) {
  const { campaigns, found, page, pageCount } = loaderData;
  const [params] = useSearchParams();
  return (
    <section aria-labelledby="campaigns-title" className="space-y-5">
      <CampaignNav current="envois" />
      <h1 id="campaigns-title" className="font-display text-3xl">
        Newsletters
      </h1>
      <CampaignCreate reply={actionData} />
      <p role="status" className="text-sm text-muted">
        {found} newsletter(s)
      </p>
      {campaigns.length === 0 ? (
        <AdminEmptyState title="Aucune newsletter" text="Écrivez votre première newsletter : elle partira vers vos abonnés confirmés." />
      ) : (
        <ul className="space-y-3">
          {campaigns.map((campaign) => (
            <li key={campaign.id}>
              <CampaignCard campaign={campaign} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pageCount={pageCount} params={params} label="Pages des newsletters" />
    </section>
  );
}
