import { Link } from "react-router";
import { PageHeader } from "~/components/ui/page-header";
import { requireUser } from "~/features/accounts/session.server";
import { listCustomerOrders } from "~/features/orders/orders.server";
import { OrderDetails } from "~/features/orders/ui/order-details";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/account-orders";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request, "/account/orders");
  return { orders: await listCustomerOrders(user.id) };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Mes commandes", description: "Vos commandes passées sur la boutique Monsieur Moustache.", noindex: true });

export default function AccountOrders({ loaderData }: Route.ComponentProps) {
  const { orders } = loaderData;
  return (
    <>
      <PageHeader title="Mes commandes" />
      <section className="mx-auto max-w-3xl space-y-4 px-4 py-12">
        {orders.length === 0 ? (
          <div className="text-center">
            <p className="text-muted">Vous n'avez pas encore passé de commande.</p>
            <Link to="/shop" className="mt-6 inline-block rounded bg-ink px-6 py-3 font-semibold text-paper hover:bg-ink-soft">
              Découvrir la boutique
            </Link>
          </div>
        ) : (
          orders.map((order) => <OrderDetails key={order.id} order={order} />)
        )}
      </section>
    </>
  );
}
