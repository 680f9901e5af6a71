import { FREE_DELIVERY_FROM } from "~/features/orders/pricing-texts";
import { formatPrice } from "~/lib/money";
import { MAX_LINE_QUANTITY } from "./cart-lines";
import type { CartChange } from "./reconcile";

/** French texts of the cart (spec sections 2 and 4). */
export const cartMessages = {
  added: "Produit ajouté au panier",
  empty: "Votre panier est vide",
  freeDelivery: `Livraison offerte dès ${FREE_DELIVERY_FROM} d'achat, retrait en boutique gratuit.`,
  UNKNOWN: "Impossible de vérifier votre panier pour le moment.",
} as const;

/** Why no more of a product can go in the cart: none left, only a few left, or the per-line cap. */
export function stockLimitMessage(name: string, stock: number): string {
  if (stock <= 0) return `« ${name} » est en rupture de stock.`;
  if (stock > MAX_LINE_QUANTITY) return `Au plus ${MAX_LINE_QUANTITY} exemplaires de « ${name} » par commande.`;
  if (stock === 1) return `Plus qu'un exemplaire de « ${name} » en stock.`;
  return `Plus que ${stock} exemplaires de « ${name} » en stock.`;
}

/** The notice shown for a change made by reconciliation; `name` is the snapshot's, for removed products. */
export function changeMessage(change: CartChange, snapshotName: string): string {
  switch (change.kind) {
    case "removed":
      return snapshotName
        ? `« ${snapshotName} » n'est plus proposé et a été retiré de votre panier.`
        : "Un produit n'est plus proposé et a été retiré de votre panier.";
    case "sold-out":
      return `« ${change.name} » est en rupture de stock et a été retiré de votre panier.`;
    case "lowered":
      return `${stockLimitMessage(change.name, change.stock)} Quantité ramenée à ${change.quantity}.`;
    case "repriced":
      return `Le prix de « ${change.name} » est désormais de ${formatPrice(change.priceCents)}.`;
  }
}
