import { z } from "zod";

/** French texts of the 'Avis' and 'E-mails' screens. */
export const moderationMessages = {
  reviewsLoadFailed: "Erreur lors du chargement des avis",
  approved: "Avis approuvé",
  deleted: "Avis supprimé",
  failed: "Erreur lors de l'opération",
  UNKNOWN: "Erreur lors de l'opération",
  noPendingTitle: "Aucun avis en attente",
  noPendingText: "Les avis laissés sur la page d'accueil ou depuis une demande d'avis apparaîtront ici avant publication.",
  noProductReviewsTitle: "Aucun avis produit",
  noProductReviewsText: "Les avis laissés sur les fiches produits apparaîtront ici.",
  mailsLoadFailed: "Erreur lors du chargement des e-mails",
  requeued: "E-mail remis en file d'envoi",
  secretsExpired: "Les liens privés de cet e-mail ont expiré : il ne peut plus être renvoyé",
  noMailsTitle: "Aucun e-mail",
  noMailsText: "Les e-mails envoyés par le site apparaîtront ici.",
} as const;

const operationError = { error: moderationMessages.failed };

export const reviewActionSchema = z.object({
  intent: z.enum(["approve", "delete", "delete-product-review"], operationError),
  id: z.uuid(operationError),
});

export const mailActionSchema = z.object({
  intent: z.literal("retry", operationError),
  id: z.uuid(operationError),
});

export const mailStatusLabels = { pending: "En attente", sending: "Envoi en cours", sent: "Envoyé", failed: "Échec" } as const;
