import { cardPaymentMessages, type CardPaymentCode } from "~/features/gift-cards/messages";
import { FREE_DELIVERY_FROM, HOME_DELIVERY_FEE, WELCOME_DISCOUNT } from "./pricing-texts";

/** French texts of checkout and orders (spec sections 5 and 8): failure codes in capitals. */
export const orderMessages = {
  success: "Commande confirmée !",
  homeDeliveryHint: `Gratuite dès ${FREE_DELIVERY_FROM}, sinon ${HOME_DELIVERY_FEE}`,
  pickUpHint: "Retrait gratuit au salon, Paris 20e",
  promoApplied: `Code promo appliqué : -${WELCOME_DISCOUNT} sur vos produits`,
  EMPTY_CART: "Votre panier est vide",
  PRODUCT_UNAVAILABLE: "Un produit de votre panier n'est plus disponible. Vérifiez votre panier.",
  PRICE_CHANGED: "Le montant de votre commande a changé. Vérifiez le récapitulatif avant de payer.",
  PROMO_EMPTY: "Veuillez entrer un code promo",
  PROMO_INVALID: "Code promo invalide",
  PROMO_USED: "Ce code promo a déjà été utilisé",
  PAYMENT_FAILED: "Une erreur est survenue lors du paiement.",
  PAYMENT_NOT_PLACED:
    "Votre paiement a bien été reçu, mais la commande n'a pas pu être enregistrée. Le salon en est informé et vous remboursera ou vous recontactera très vite.",
  SIGN_IN_REQUIRED: "Veuillez vous connecter pour commander.",
  UNKNOWN: "Une erreur est survenue.",
  GIFT_CARD_UNAVAILABLE: "Une carte cadeau de votre panier ne peut plus être vendue. Vérifiez votre panier.",
  ...cardPaymentMessages,
} as const;

/** 'Stock insuffisant pour {nom}' (decisions, section 3). */
export const outOfStockMessage = (name: string) => `Stock insuffisant pour ${name}`;

export type OrderCode =
  | "EMPTY_CART"
  | "PRODUCT_UNAVAILABLE"
  | "OUT_OF_STOCK"
  | "PRICE_CHANGED"
  | "PROMO_INVALID"
  | "PROMO_USED"
  | "PAYMENT_FAILED"
  | "PAYMENT_NOT_PLACED"
  | "GIFT_CARD_UNAVAILABLE"
  | "GIFT_CARD_TAKEN"
  | CardPaymentCode;

/** Status of an order in French ('Mes commandes', admin). */
export function orderStatusLabel(status: string): string {
  if (status === "to_ship") return "À expédier";
  if (status === "completed") return "Livrée";
  if (status === "cancelled") return "Annulée";
  return "En attente";
}

export const deliveryModeLabels = { homeDelivery: "Livraison à domicile", pickUpInStore: "Click & Collect" } as const;
