import { formatPrice } from "~/lib/money";

/** The price, with the struck reference price of a bundle next to it in red (spec section 2, "Shop"). */
export function ProductPrice({ priceCents, referencePriceCents, large = false }: { priceCents: number; referencePriceCents: number | null; large?: boolean }) {
  if (!referencePriceCents) return <p className={large ? "text-2xl" : "font-semibold"}>{formatPrice(priceCents)}</p>;
  return (
    <p className={large ? "text-2xl" : undefined}>
      <s className={`mr-2 text-muted ${large ? "text-lg" : ""}`}>
        <span className="sr-only">Prix de référence : </span>
        {formatPrice(referencePriceCents)}
      </s>
      <span className="font-semibold text-red-700">
        <span className="sr-only">Prix : </span>
        {formatPrice(priceCents)}
      </span>
    </p>
  );
}
