/** French texts of the application form: failure codes in capitals, the schema's texts in camelCase. */
export const recruitmentMessages = {
  success: "Merci pour votre candidature ! Nous vous répondrons très rapidement.",
  required: "Veuillez remplir tous les champs obligatoires",
  invalidEmail: "Veuillez entrer une adresse email valide",
  invalidPhone: "Veuillez entrer un numéro de téléphone valide",
  invalidBirthDate: "Veuillez entrer une date de naissance valide",
  tooLong: "Votre texte est trop long (4000 caractères au maximum)",
  CV_MISSING: "Veuillez sélectionner votre CV",
  CV_TYPE: "Veuillez sélectionner un fichier PDF ou Word (.doc, .docx)",
  CV_TOO_LARGE: "Le fichier ne doit pas dépasser 5MB",
  /** A whole application above the accepted size can only be so because of its CV. */
  TOO_LARGE: "Le fichier ne doit pas dépasser 5MB",
  UNKNOWN: "Une erreur est survenue lors de l'envoi de votre candidature. Veuillez réessayer.",
} as const;

export type RecruitmentCode = "CV_MISSING" | "CV_TYPE" | "CV_TOO_LARGE";

/** Applications are kept two years, then deleted (shown in the GDPR notice). */
export const APPLICATION_RETENTION = "2 ans";
