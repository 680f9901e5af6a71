export const newsletterMessages = {
  success: "Merci pour votre inscription ! Votre code de bienvenue de 10 % vous a été envoyé par e-mail.",
  duplicate: "Cette adresse email est déjà inscrite à la newsletter",
  invalidEmail: "Veuillez entrer une adresse email valide",
  failure: "Une erreur est survenue lors de l'inscription",
} as const;
