import { Form, redirect, useNavigation, useSearchParams } from "react-router";
import { requireAdmin } from "~/features/accounts/session.server";
import { AdminEmptyState, AdminLoadError, Pagination } from "~/features/admin/ui/admin-parts";
import { campaignMessages as m } from "~/features/newsletter/campaign-messages";
import { campaignListActionSchema } from "~/features/newsletter/campaign-schema";
import { createDraft, listCampaigns } from "~/features/newsletter/campaigns.server";
import { CampaignCard } from "~/features/newsletter/ui/campaign-card";
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
  return formAction(request, { name: "admin newsletter create", schema: campaignListActionSchema, messages: m }, async () => {
    const { id } = await createDraft();
    return redirect(`/admin/newsletter/envois/${id}`);
  });
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Newsletters – Administration", description: "Espace réservé aux administrateurs.", noindex: true });

export function ErrorBoundary() {
  return <AdminLoadError title="Newsletters" message={m.loadFailed} />;
}

export default function AdminNewsletterCampaigns({ loaderData }: Route.ComponentProps) {
  const { campaigns, found, page, pageCount } = loaderData;
  const [params] = useSearchParams();
  const creating = useNavigation().formAction === "/admin/newsletter/envois";
  return (
    <section aria-labelledby="campaigns-title" className="space-y-5">
      <CampaignNav current="envois" />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="campaigns-title" className="font-display text-3xl">
          Newsletters
        </h1>
        {/* A plain form: a press before the page is live creates the draft too. */}
        <Form method="post" action="/admin/newsletter/envois">
          <input type="hidden" name="intent" value="create" />
          <button type="submit" disabled={creating} className="rounded bg-ink px-5 py-2.5 font-semibold text-paper hover:bg-ink-soft disabled:opacity-60">
            Nouvelle newsletter
          </button>
        </Form>
      </div>
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
