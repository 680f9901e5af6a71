/** French texts of product reviews (spec sections 2, 5 and 8). */
export const productReviewMessages = {
  success: "Merci pour votre avis !",
  deleted: "Votre avis a été supprimé.",
  noReviews: "Aucun avis",
  commentRequired: "Veuillez écrire un commentaire",
  commentTooLong: "Votre avis ne doit pas dépasser 1000 caractères",
  ratingInvalid: "Veuillez choisir une note entre 1 et 5",
  SIGN_IN_REQUIRED: "Vous devez être connecté pour laisser un avis",
  DUPLICATE: "Vous avez déjà laissé un avis pour ce produit",
  PRODUCT_NOT_FOUND: "Produit non trouvé",
  REVIEW_NOT_FOUND: "Cet avis n'existe plus.",
  UNKNOWN: "Erreur lors de l'envoi de l'avis",
} as const;

export type ProductReviewCode = "SIGN_IN_REQUIRED" | "DUPLICATE" | "PRODUCT_NOT_FOUND" | "REVIEW_NOT_FOUND";
