import { GiftIcon, LeafIcon, TruckIcon } from "~/components/ui/icons";
import { FREE_DELIVERY_FROM } from "~/features/orders/pricing-texts";

export const deliveryPromises = [
  { Icon: TruckIcon, text: "Livraison 48/72h" },
  { Icon: GiftIcon, text: `Offerte dès ${FREE_DELIVERY_FROM} d'achat` },
  { Icon: LeafIcon, text: "Produits 95-100 % naturels, fabriqués en France" },
] as const;

/** The three delivery promises (spec §1): no script needed, the server writes them (see DeliveryStrip). */
export default function DeliveryPromises() {
  return (
    <section aria-label="Nos engagements" className="border-y border-ink/10 bg-white/50">
      <ul className="mx-auto grid max-w-7xl gap-4 px-4 py-6 sm:grid-cols-3 sm:gap-6 lg:px-8">
        {deliveryPromises.map(({ Icon, text }) => (
          <li key={text} className="flex items-center gap-3 sm:justify-center">
            <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full border border-brass/40 text-brass-dark">
              <Icon size={22} />
            </span>
            <span className="text-sm font-medium tracking-wide">{text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
