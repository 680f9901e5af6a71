import { adminProductMessages } from "~/features/admin/product-messages";
import type { CampaignStatus } from "~db/schema";

export const CAMPAIGN_SUBJECT_MAX = 150;
export const CAMPAIGN_TEXT_MAX = 20_000;
export const CAMPAIGN_ALT_MAX = 200;

/** French texts of the newsletters the salon sends: failure codes in capitals, the others in camelCase. */
export const campaignMessages = {
  subjectRequired: "Veuillez saisir l'objet de la newsletter",
  subjectTooLong: `L'objet ne doit pas dépasser ${CAMPAIGN_SUBJECT_MAX} caractères`,
  textRequired: "Veuillez saisir le texte de la newsletter",
  textTooLong: `Le texte ne doit pas dépasser 20\u00a0000 caractères`,
  altTooLong: `Le texte alternatif ne doit pas dépasser ${CAMPAIGN_ALT_MAX} caractères`,
  invalidAction: "Action inconnue",
  saved: "Brouillon enregistré",
  previewReady: "Brouillon enregistré : voici l'aperçu de l'e-mail",
  testQueued: "E-mail de test envoyé à {email}",
  started: "Envoi commencé : la newsletter part à {pace} e-mails par minute",
  loadFailed: "Impossible de charger les newsletters. Veuillez réessayer.",
  saveFirst: "Enregistrez vos modifications avant d'envoyer la newsletter",
  textHint: "Séparez les paragraphes par une ligne vide. Les adresses commençant par http:// ou https:// deviennent des liens ; rien d'autre n'est interprété.",
  altHint: "Obligatoire avec une image : décrit l'image à ceux qui ne la voient pas.",
  sendConfirmTitle: "Envoyer la newsletter",
  noSubscribersYet: "Aucun abonné confirmé pour le moment : la newsletter ne peut pas encore être envoyée.",
  ALT_REQUIRED: "Décrivez l'image en quelques mots (texte alternatif)",
  NOT_FOUND: "Newsletter introuvable",
  NOT_DRAFT: "Cette newsletter est déjà envoyée ou en cours d'envoi : elle ne peut plus être modifiée",
  ALREADY_SENDING: "Cette newsletter est déjà en cours d'envoi",
  INCOMPLETE: "Complétez l'objet et le texte avant d'envoyer la newsletter",
  NO_SUBSCRIBERS: "Aucun abonné confirmé : il n'y a personne à qui envoyer la newsletter",
  // The picture goes through the product images' checks, and is told about in their words.
  IMAGE_TYPE: adminProductMessages.IMAGE_TYPE,
  IMAGE_TOO_LARGE: adminProductMessages.IMAGE_TOO_LARGE,
  TOO_LARGE: `Le formulaire est trop volumineux : l'image ne doit pas dépasser 5MB, ni le texte 20\u00a0000 caractères`,
  UNKNOWN: "Une erreur est survenue",
} as const;

export type CampaignCode = "ALT_REQUIRED" | "NOT_FOUND" | "NOT_DRAFT" | "ALREADY_SENDING" | "INCOMPLETE" | "NO_SUBSCRIBERS" | "IMAGE_TYPE" | "IMAGE_TOO_LARGE";

export const campaignStatusLabels: Record<CampaignStatus, string> = {
  draft: "Brouillon",
  sending: "Envoi en cours",
  sent: "Envoyée",
};

/** « 120 / 300 envoyés » */
export const progressText = (sent: number, total: number) => `${sent} / ${total} envoyé${total > 1 ? "s" : ""}`;

export const sendButtonText = (subscribers: number) => `Envoyer à ${subscribers} abonné${subscribers > 1 ? "s" : ""}`;

/** What the confirmation says before sending. */
export const sendConfirmText = (subject: string, subscribers: number, pace: number) =>
  `« ${subject} » partira vers ${subscribers} abonné${subscribers > 1 ? "s" : ""} confirmé${subscribers > 1 ? "s" : ""}, à raison de ${pace} e-mails par minute. L'envoi ne pourra plus être arrêté ni la newsletter modifiée.`;
