import { WELCOME_DISCOUNT } from "~/features/orders/pricing-texts";

/** French texts of the newsletter: failure codes in capitals, the schema's and the pages' texts in camelCase. */
export const newsletterMessages = {
  success: `Merci ! Confirmez votre inscription grâce au lien envoyé par e-mail pour recevoir votre code de ${WELCOME_DISCOUNT}.`,
  invalidEmail: "Veuillez entrer une adresse email valide",
  DUPLICATE: "Cette adresse email est déjà inscrite à la newsletter",
  UNKNOWN: "Une erreur est survenue lors de l'inscription",
} as const;

export type NewsletterCode = "DUPLICATE" | "UNKNOWN";

export { NEWSLETTER_FORM } from "./form-id";

/** The page of the confirmation link (/newsletter/confirmation/<token>). */
export const confirmationMessages = {
  title: "Confirmation de votre inscription",
  intro: "Un dernier clic pour recevoir notre newsletter et votre code de bienvenue.",
  address: (email: string) => `Adresse : ${email}`,
  consent: "En confirmant, vous acceptez de recevoir la newsletter de Monsieur Moustache. Chaque e-mail contient un lien de désinscription.",
  button: "Confirmer mon inscription",
  sending: "Confirmation...",
  confirmed: "Votre inscription à la newsletter est confirmée. Bienvenue !",
  codeIntro: `Votre code de réduction de ${WELCOME_DISCOUNT} sur votre première commande en ligne :`,
  codeUse: "Il vous a aussi été envoyé par e-mail. Saisissez-le à l'étape du paiement, avec l'adresse e-mail de votre inscription.",
  codeAlreadyGiven: "Le code de bienvenue n'est offert qu'une fois par adresse : il vous a été envoyé lors de votre première inscription.",
  toShop: "Découvrir la boutique",
  NOT_FOUND: "Ce lien de confirmation n'est pas valide, a déjà été utilisé ou a expiré.",
  notFoundHelp: "Pour recevoir un nouveau lien, inscrivez-vous de nouveau avec votre adresse e-mail en bas de la page d'accueil.",
  toHome: "Retour à l'accueil",
  UNKNOWN: "Une erreur est survenue, veuillez réessayer.",
} as const;

export type ConfirmationCode = "NOT_FOUND" | "UNKNOWN";
