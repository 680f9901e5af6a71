/** French texts of the contact form. Validation texts are used by the schema (failure code INVALID_INPUT). */
export const contactMessages = {
  success: "Merci pour votre message ! Nous vous répondrons dans les plus brefs délais.",
  required: "Veuillez remplir tous les champs",
  invalidEmail: "Veuillez entrer une adresse email valide",
  tooLong: "Votre message est trop long (5000 caractères au maximum)",
  UNKNOWN: "Une erreur est survenue. Veuillez réessayer.",
} as const;
