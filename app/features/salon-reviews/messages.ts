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
