// French texts of the admin's 'Cartes cadeaux'.
import { formatPrice } from "~/lib/money";
import { cardPaymentMessages, maskedCard } from "~/features/gift-cards/messages";

export const adminGiftCardMessages = {
  loadFailed: "Erreur lors du chargement des cartes cadeaux",
  cardLoadFailed: "Erreur lors du chargement de la carte cadeau",
  notFound: "Cette carte cadeau n'existe pas.",
  UNKNOWN: "Erreur lors de l'opération",
  codeRequired: "Veuillez entrer le code de la carte",
  amountRequired: "Veuillez entrer le montant à encaisser",
  amountInvalid: "Le montant n'est pas valide.",
  noteTooLong: "La note ne doit pas dépasser 200 caractères.",
  UNKNOWN_CODE: cardPaymentMessages.GIFT_CARD_INVALID,
  EXPIRED: cardPaymentMessages.GIFT_CARD_EXPIRED,
  BALANCE_TOO_LOW: "Le solde de cette carte cadeau est insuffisant.",
  USED_UP: "Cette carte cadeau a déjà été entièrement utilisée.",
  BOOKING_NOT_FOUND: "Ce rendez-vous n'existe pas.",
  BOOKING_CANCELLED: "Ce rendez-vous est annulé : encaissez la carte sans rendez-vous.",
  movementNotFound: "Ce mouvement de la carte n'existe pas.",
  notUndoable: "Seul un encaissement au salon peut être annulé ici ; une commande se rembourse en l'annulant.",
  alreadyUndone: "Cet encaissement est déjà annulé.",
  INVALID_AMOUNT: "Le montant n'est pas valide.",
} as const;

/** « 20,00 € encaissés sur la carte •••• ABCD. Solde : 30,00 €. » */
export const encashedMessage = (cents: number, last4: string, balanceCents: number) =>
  `${formatPrice(cents)} encaissés sur la carte ${maskedCard(last4)}. Solde : ${formatPrice(balanceCents)}.`;

/** « 20,00 € rendus à la carte. Solde : 50,00 €. » */
export const undoneMessage = (cents: number, balanceCents: number) => `${formatPrice(cents)} rendus à la carte. Solde : ${formatPrice(balanceCents)}.`;

/** A service card pays its service whatever its price: « Formule complète » and what it was sold for. */
export const wrongServiceMessage = (title: string) => `Cette carte cadeau est pour la prestation « ${title} », pas pour ce rendez-vous.`;

export const movementLabels = { issued: "Émise", spent: "Utilisée", returned: "Recréditée", expired: "Expirée", cancelled: "Annulée" } as const;
