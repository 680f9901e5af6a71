import type { ReviewRejectionReason } from "~db/schema";

/** French texts of the home page review form (spec section 8, "Service review"). */
export const reviewMessages = {
  success: "Merci pour votre avis ! Il sera publié après modération.",
  nameRequired: "Veuillez entrer votre nom",
  nameTooLong: "Votre nom ne doit pas dépasser 80 caractères",
  ratingInvalid: "Veuillez choisir une note entre 1 et 5",
  commentRequired: "Veuillez laisser un commentaire",
  commentTooLong: "Votre avis ne doit pas dépasser 1000 caractères",
  UNKNOWN: "Une erreur est survenue lors de l'envoi de votre avis",
} as const;

/** French texts of the private review page (/avis/…), opened from the mail sent the day after a visit. */
export const reviewLinkMessages = {
  success: reviewMessages.success,
  nameRequired: reviewMessages.nameRequired,
  nameTooLong: reviewMessages.nameTooLong,
  ratingInvalid: reviewMessages.ratingInvalid,
  commentTooLong: reviewMessages.commentTooLong,
  nameHint: "Affiché avec votre avis.",
  NOT_FOUND: "Ce lien d'avis n'est pas valide.",
  LINK_USED: "Ce lien a déjà servi : votre avis a bien été reçu. Merci !",
  LINK_EXPIRED: "Ce lien d'avis a expiré : il était valable 30 jours. Vous pouvez toujours laisser un avis depuis notre page d'accueil.",
  UNKNOWN: reviewMessages.UNKNOWN,
} as const;

/** Where the reviews' rules are written in full (Code de la consommation, D111-17 and D111-18). */
export const REVIEWS_POLICY_PATH = "/legal#avis";

/**
 * Why moderation may refuse a review, as the author reads it in the refusal mail and as the reviews'
 * rules list them (/legal#avis). Being negative is not one.
 */
export const rejectionReasonLabels = {
  abusive: "Propos injurieux, diffamatoires ou discriminatoires",
  off_topic: "Sans rapport avec une visite au salon",
  personal_data: "Informations personnelles (coordonnées, nom d'un tiers…)",
  advertising: "Publicité, spam ou lien vers un autre site",
  duplicate: "Avis en double",
} as const satisfies Record<ReviewRejectionReason, string>;
