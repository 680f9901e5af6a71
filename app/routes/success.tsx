import { useEffect } from "react";
import { Link } from "react-router";
import { PageHeader } from "~/components/ui/page-header";
import { requireUser } from "~/features/accounts/session.server";
import { useCart } from "~/features/cart/cart-store";
import { ORDER_NUMBER_PATTERN } from "~/features/orders/order-number.server";
import { listCustomerOrders } from "~/features/orders/orders.server";
import { OrderDetails } from "~/features/orders/ui/order-details";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/success";

export async function loader({ request }: Route.LoaderArgs) {
  const number = new URL(request.url).searchParams.get("order") ?? "";
  const valid = ORDER_NUMBER_PATTERN.test(number);
  // A visitor signed out meanwhile comes back to the same order once signed in.
  const user = await requireUser(request, valid ? `/success?order=${number}` : "/success");
  // Only the signed-in customer's own order: another number shows the neutral page.
  const [order] = valid ? await listCustomerOrders(user.id, { orderNumber: number }) : [];
  return { order: order ?? null, email: user.email };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Commande confirmée", description: "Merci pour votre commande chez Monsieur Moustache.", noindex: true });

export default function Success({ loaderData }: Route.ComponentProps) {
  const { order, email } = loaderData;
  const clear = useCart((s) => s.clear);
  // The order is written: what was in the cart is bought.
  useEffect(() => {
    if (order) clear();
  }, [order, clear]);

  if (!order) {
    return (
      <>
        <PageHeader title="Aucune commande à afficher" />
        <section className="mx-auto max-w-3xl px-4 py-12 text-center">
          <p className="text-muted">Nous n'avons pas trouvé de commande récente à afficher ici.</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to="/shop" className="rounded bg-ink px-6 py-3 font-semibold text-paper hover:bg-ink-soft">
              Découvrir la boutique
            </Link>
            <Link to="/account/orders" className="rounded border border-ink px-6 py-3 font-semibold hover:bg-ink hover:text-paper">
              Mes commandes
            </Link>
          </div>
        </section>
      </>
    );
  }
  return (
    <>
      <PageHeader title="Merci pour votre commande !" intro={`Votre commande ${order.orderNumber} est confirmée.`} />
      <section className="mx-auto max-w-3xl space-y-6 px-4 py-12">
        <p>
          Un récapitulatif vous est envoyé par e-mail à <strong>{email}</strong>.
        </p>
        <OrderDetails order={order} />
        <div className="flex flex-wrap gap-3">
          <Link to="/account/orders" className="rounded bg-ink px-6 py-3 font-semibold text-paper hover:bg-ink-soft">
            Voir mes commandes
          </Link>
          <Link to="/shop" className="rounded border border-ink px-6 py-3 font-semibold hover:bg-ink hover:text-paper">
            Continuer mes achats
          </Link>
        </div>
      </section>
    </>
  );
}
