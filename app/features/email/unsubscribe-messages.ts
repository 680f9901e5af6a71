/** French texts of the unsubscribe page (a link of a list's mails, or a mail client's one-click button). */
export const unsubscribeMessages = {
  done: "C'est fait : vous ne recevrez plus ces e-mails.",
  NOT_FOUND: "Ce lien de désinscription n'est pas valide.",
  UNKNOWN: "Une erreur est survenue, veuillez réessayer.",
} as const;
