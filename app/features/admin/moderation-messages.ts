import { z } from "zod";
import type { ReviewRejectionReason } from "~db/schema";
import { rejectionReasonLabels } from "~/features/salon-reviews/messages";

/** French texts of the 'Avis' and 'E-mails' screens. */
export const moderationMessages = {
  reviewsLoadFailed: "Erreur lors du chargement des avis",
  approved: "Avis approuvé",
  deleted: "Avis supprimé",
  rejected: "Avis refusé : il ne sera pas publié",
  rejectedAndTold: "Avis refusé : son auteur en reçoit le motif par e-mail",
  alreadyModerated: "Cet avis a déjà été modéré",
  reasonRequired: "Choisissez le motif du refus dans la liste",
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

export const reviewActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.enum(["approve", "delete", "delete-product-review"]), id: z.uuid(operationError) }),
    // Only a reason of the list: the author reads it, and the site lists them (/legal#avis).
    z.object({
      intent: z.literal("reject"),
      id: z.uuid(operationError),
      reason: z.enum(Object.keys(rejectionReasonLabels) as [ReviewRejectionReason, ...ReviewRejectionReason[]], { error: moderationMessages.reasonRequired }),
    }),
  ],
  operationError,
);

export const mailActionSchema = z.object({
  intent: z.literal("retry", operationError),
  id: z.uuid(operationError),
});

export const mailStatusLabels = { pending: "En attente", sending: "Envoi en cours", sent: "Envoyé", failed: "Échec" } as const;
