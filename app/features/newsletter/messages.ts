/** French texts of the newsletter: failure codes in capitals, the schema's texts in camelCase. */
export const newsletterMessages = {
  success: "Merci pour votre inscription ! Votre code de bienvenue de 10 % vous a été envoyé par e-mail.",
  invalidEmail: "Veuillez entrer une adresse email valide",
  DUPLICATE: "Cette adresse email est déjà inscrite à la newsletter",
  UNKNOWN: "Une erreur est survenue lors de l'inscription",
} as const;

export type NewsletterCode = "DUPLICATE" | "UNKNOWN";
