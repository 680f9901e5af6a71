import { formatPrice } from "~/lib/money";
import type { CartChange } from "./reconcile";

/** French texts of the cart (spec sections 2 and 4). */
export const cartMessages = {
  added: "Produit ajouté au panier",
  empty: "Votre panier est vide",
  UNKNOWN: "Impossible de vérifier votre panier pour le moment.",
} as const;

/** "Il ne reste que 3 Huile Barbe en stock." when a quantity cannot be added. */
export const stockLimitMessage = (name: string, stock: number) =>
  stock <= 0 ? `${name} est en rupture de stock.` : `Il ne reste que ${stock} ${name} en stock.`;

/** The notice shown for a change made by reconciliation; `name` is the snapshot's, for removed products. */
export function changeMessage(change: CartChange, snapshotName: string): string {
  switch (change.kind) {
    case "removed":
      return `${snapshotName || "Un produit"} n'est plus proposé et a été retiré de votre panier.`;
    case "sold-out":
      return `${change.name} est en rupture de stock et a été retiré de votre panier.`;
    case "lowered":
      return `${stockLimitMessage(change.name, change.quantity)} Quantité ajustée à ${change.quantity}.`;
    case "repriced":
      return `Le prix de ${change.name} est maintenant de ${formatPrice(change.priceCents)}.`;
  }
}
