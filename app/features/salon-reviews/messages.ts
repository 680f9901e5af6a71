export const reviewMessages = {
  nameRequired: "Veuillez entrer votre nom",
  nameTooLong: "Votre nom ne doit pas dépasser 80 caractères",
  ratingInvalid: "Veuillez choisir une note entre 1 et 5",
  commentRequired: "Veuillez laisser un commentaire",
  commentTooLong: "Votre avis ne doit pas dépasser 1000 caractères",
  success: "Merci pour votre avis ! Il sera publié après modération.",
  failure: "Une erreur est survenue lors de l'envoi de votre avis",
  tooManyAttempts: "Trop de tentatives. Veuillez réessayer plus tard.",
} as const;
