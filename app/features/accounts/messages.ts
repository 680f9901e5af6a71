/**
 * French texts of the account screens (spec sections 5 and 8): failure codes in capitals, the
 * schema's and the pages' other texts in camelCase.
 */
export const accountMessages = {
  fillAllFields: "Veuillez remplir tous les champs",
  nameTooLong: "Le prénom et le nom ne doivent pas dépasser 80 caractères",
  passwordsDiffer: "Les mots de passe ne correspondent pas",
  weakPassword: "Le mot de passe ne respecte pas les critères de sécurité requis",
  invalidEmail: "Veuillez entrer une adresse email valide",
  invalidBirthDate: "Veuillez entrer une date de naissance valide",
  resetTokenMissing: "Token de réinitialisation manquant",
  EXISTING_ACCOUNT: "Un compte existe déjà avec cet email. Connectez-vous !",
  SIGNUP_FAILED: "Une erreur est survenue lors de l'inscription. Veuillez réessayer.",
  BAD_CREDENTIALS: "Email ou mot de passe incorrect",
  LOGIN_FAILED: "Une erreur est survenue lors de la connexion",
  NOT_ADMIN: "Vous n'avez pas les droits d'accès administrateur",
  TOO_MANY_ATTEMPTS: "Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes.",
  FORGOT_FAILED: "Une erreur est survenue. Veuillez réessayer.",
  RESET_TOKEN_INVALID: "Le lien de réinitialisation est invalide ou a expiré. Veuillez demander un nouveau lien.",
  RESET_FAILED: "Une erreur est survenue lors de la mise à jour du mot de passe.",
  signupSuccess: "Compte créé avec succès !",
  loginSuccess: "Connexion réussie",
  forgotSent: "Si un compte existe pour cette adresse, vous allez recevoir un e-mail avec un lien de réinitialisation.",
  resetSuccess: "Votre mot de passe a été mis à jour. Vous pouvez vous connecter.",
  logoutSuccess: "Déconnexion réussie",
  logoutFailed: "Cette demande de déconnexion n'est pas valide.",
} as const;

export type AccountCode =
  | "EXISTING_ACCOUNT"
  | "SIGNUP_FAILED"
  | "BAD_CREDENTIALS"
  | "LOGIN_FAILED"
  | "NOT_ADMIN"
  | "TOO_MANY_ATTEMPTS"
  | "FORGOT_FAILED"
  | "RESET_TOKEN_INVALID"
  | "RESET_FAILED";
