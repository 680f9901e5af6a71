import { PageHeader } from "~/components/ui/page-header";
import { ServerHtml } from "~/components/ui/server-html";
import { DELIVERY_DELAY, REFUND_DAYS, WITHDRAWAL_DAYS, deliveryFee, freeDeliveryFrom } from "~/features/content/pages/commerce-terms";
import ShippingReturnsContent from "~/features/content/pages/shipping-returns-content.static";
import { pageMeta } from "~/lib/seo";
import { baseUrlOf, breadcrumbLd } from "~/lib/structured-data";
import { publicPageHandle } from "~/lib/layout";
import type { Route } from "./+types/shipping-returns";

export const handle = publicPageHandle;

const title = "Livraison et retours";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title,
    description: `Livraison à domicile en ${DELIVERY_DELAY} (${deliveryFee}, offerte dès ${freeDeliveryFrom} d'achat) ou retrait gratuit au salon. Droit de rétractation de ${WITHDRAWAL_DAYS} jours, remboursement sous ${REFUND_DAYS} jours.`,
    structuredData: [
      breadcrumbLd(baseUrlOf(args.matches), [
        { name: "Accueil", path: "/" },
        { name: title, path: "/shipping-returns" },
      ]),
    ],
  });

export default function Page() {
  return (
    <>
      <PageHeader title={title} intro={`Livraison offerte dès ${freeDeliveryFrom} d'achat, retrait gratuit au salon.`} />
      <ServerHtml id="contenu-livraison-retours">
        <ShippingReturnsContent />
      </ServerHtml>
    </>
  );
}
