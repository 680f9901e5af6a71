// French texts of the public gift card balance page (/carte-cadeau). The wrong code's text is the
// ledger's (ledgerMessages.UNKNOWN_CODE), answered by the server only.
import { formatParisDate } from "~/lib/dates";
import { formatPrice } from "~/lib/money";

/** A Paris calendar day (YYYY-MM-DD) as « 28 novembre 2027 »: that day's noon UTC is the same day in Paris. */
const day = (date: string) => formatParisDate(`${date}T12:00:00Z`);

export const balanceMessages = {
  title: "Carte cadeau",
  description: "Consultez le solde et la date de fin de validité de votre carte cadeau Monsieur Moustache, barbier à Paris 20e.",
  intro: "Saisissez le code imprimé sur votre carte cadeau pour connaître son solde et la date jusqu'à laquelle elle est valable.",
  formTitle: "Consulter une carte",
  codeLabel: "Code de la carte",
  codeHint: "16 caractères, par exemple ABCD-EFGH-JKMN-PQRS (tirets et espaces facultatifs).",
  submit: "Voir le solde",
  pending: "Recherche...",
  required: "Saisissez le code de votre carte cadeau.",
  resultTitle: "Votre carte cadeau",
  code: (masked: string) => `Code : ${masked}`,
  balance: (cents: number) => `Solde : ${formatPrice(cents)}`,
  amountCard: (cents: number) => `Carte d'un montant de ${formatPrice(cents)}`,
  serviceCard: (title: string) => `Carte pour la prestation : ${title}`,
  validUntil: (date: string) => `Valable jusqu'au ${day(date)} inclus`,
  expired: (date: string) => `Cette carte cadeau n'est plus valable depuis le ${day(date)}.`,
  used: "Cette carte cadeau a été entièrement utilisée.",
  cancelled: "Cette carte cadeau a été annulée avec la commande qui l'avait achetée.",
} as const;
