export const contactMessages = {
  required: "Veuillez remplir tous les champs",
  invalidEmail: "Veuillez entrer une adresse email valide",
  tooLong: "Votre message est trop long (5000 caractères au maximum)",
  success: "Merci pour votre message ! Nous vous répondrons dans les plus brefs délais.",
  failure: "Une erreur est survenue. Veuillez réessayer.",
} as const;
