import { z } from "zod";

/** French texts of the admin's orders screen (spec sections 2 and 8). */
export const adminOrderMessages = {
  loadFailed: "Erreur lors du chargement des commandes",
  delivered: "Commande marquée comme livrée",
  updated: "Statut de la commande mis à jour",
  failed: "Erreur lors de l'opération",
  giftCardSpent: "Une carte cadeau vendue par cette commande a déjà servi : la commande ne peut pas être annulée.",
  UNKNOWN: "Erreur lors de l'opération",
  refunded: "Remboursement PayPal effectué",
  incidentRefunded: "Paiement remboursé",
  incidentSettled: "Paiement marqué comme réglé",
  incidentHeldByOrder: "Ce paiement correspond à une commande : annulez la commande pour le rembourser.",
  incidentRefundFailed: "Le remboursement PayPal n'a pas abouti : remboursez ce paiement depuis votre compte PayPal, puis marquez-le comme réglé.",
  emptyTitle: "Aucune commande",
  emptyText: "Les nouvelles commandes apparaîtront ici.",
  noMatchTitle: "Aucune commande trouvée",
  noMatchText: "Essayez de modifier vos critères de recherche.",
  showAll: "Voir toutes les commandes",
} as const;

/** The order is cancelled but PayPal did not refund it: said plainly, with the amount. */
export const refundFailedNotice = (amount: string) =>
  `Statut de la commande mis à jour, mais le remboursement PayPal n'a pas abouti : remboursez ${amount} à la main depuis votre compte PayPal, ou relancez le remboursement depuis la commande.`;

export const refundStatusLabels = {
  none: null,
  pending: "Remboursement en cours",
  refunded: "Remboursée via PayPal",
  failed: "À rembourser à la main",
} as const;

const operationError = { error: adminOrderMessages.failed };

/** The orders screen's row actions. */
export const orderActionSchema = z.object({
  intent: z.enum(["deliver", "cancel", "refund", "refund-incident", "settle-incident"], operationError),
  id: z.uuid(operationError),
});
