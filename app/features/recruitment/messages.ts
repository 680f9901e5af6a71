export const recruitmentMessages = {
  required: "Veuillez remplir tous les champs obligatoires",
  invalidEmail: "Veuillez entrer une adresse email valide",
  invalidBirthDate: "Veuillez entrer une date de naissance valide",
  cvMissing: "Veuillez sélectionner votre CV",
  cvType: "Veuillez sélectionner un fichier PDF ou Word (.doc, .docx)",
  cvTooLarge: "Le fichier ne doit pas dépasser 5MB",
  success: "Merci pour votre candidature ! Nous vous répondrons très rapidement.",
  failure: "Une erreur est survenue lors de l'envoi de votre candidature. Veuillez réessayer.",
} as const;

/** Applications are kept two years, then deleted (shown in the GDPR notice). */
export const APPLICATION_RETENTION = "2 ans";
