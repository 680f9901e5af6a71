/** Limits of the 'Prestations' form, said by its messages and checked by its schema. */
export const SERVICE_LIMITS = {
  titleMax: 80,
  descriptionMax: 300,
  categoryMax: 40,
  durationMin: 5,
  durationMax: 480,
  bufferMax: 60,
  /** Minutes: a duration and a buffer go by steps of 5. */
  step: 5,
  /** 1 000 €. */
  priceMaxCents: 100_000,
} as const;

/** 2750 → '27,50', 2500 → '25': the price as the form shows it. */
export const priceText = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : `${Math.trunc(cents / 100)},${String(cents % 100).padStart(2, "0")}`);

/** French texts of the 'Prestations' screen. */
export const servicesAdminMessages = {
  loadFailed: "Erreur lors du chargement des prestations",
  UNKNOWN: "Erreur lors de l'enregistrement des prestations",
  created: "Prestation ajoutée à la carte",
  updated: "Prestation mise à jour",
  moved: "Ordre des prestations mis à jour",
  categoryMoved: "Ordre des catégories mis à jour",
  retired: "Prestation retirée de la carte : elle n'est plus proposée sur le site",
  restored: "Prestation remise à la carte",
  NOT_FOUND: "Cette prestation n'existe pas.",
  RETIRED: "Cette prestation est retirée de la carte : remettez-la à la carte pour la modifier ou la déplacer.",
  ALREADY_RETIRED: "Cette prestation est déjà retirée de la carte.",
  NOT_RETIRED: "Cette prestation est déjà à la carte.",
  CATEGORY_NOT_FOUND: "Cette catégorie n'existe pas : choisissez-en une dans la liste.",
  UNKNOWN_BARBER: "Un des barbiers cochés n'existe pas ou ne travaille plus au salon : rechargez la page.",
  titleRequired: "Veuillez indiquer le nom de la prestation.",
  titleTooLong: `Le nom ne doit pas dépasser ${SERVICE_LIMITS.titleMax} caractères.`,
  descriptionTooLong: `La description ne doit pas dépasser ${SERVICE_LIMITS.descriptionMax} caractères.`,
  categoryRequired: "Veuillez choisir une catégorie dans la liste, ou choisir « Nouvelle catégorie » et saisir son nom.",
  newCategoryRequired: "Veuillez saisir le nom de la nouvelle catégorie.",
  newCategoryUnused: "Pour créer cette catégorie, choisissez « Nouvelle catégorie » dans la liste ; sinon, videz ce champ.",
  newCategoryTooLong: `Le nom de la catégorie ne doit pas dépasser ${SERVICE_LIMITS.categoryMax} caractères.`,
  durationRequired: "Veuillez indiquer la durée de la prestation, en minutes.",
  durationInvalid: `La durée doit être comprise entre ${SERVICE_LIMITS.durationMin} et ${SERVICE_LIMITS.durationMax} minutes, par pas de ${SERVICE_LIMITS.step}.`,
  priceRequired: "Veuillez indiquer le prix de la prestation, en euros.",
  priceInvalid: "Le prix doit être un montant en euros de 0 à 1 000, avec au plus deux décimales (par exemple 25 ou 27,50).",
  bufferInvalid: `Le temps de battement doit être compris entre 0 et ${SERVICE_LIMITS.bufferMax} minutes, par pas de ${SERVICE_LIMITS.step}.`,
  depositAmountInvalid: "Le montant des arrhes n'est pas valide.",
  depositFixedInvalid: "Les arrhes doivent être un montant en euros supérieur à 0 et au plus égal au prix (par exemple 10 ou 12,50).",
  depositPercentInvalid: "Le pourcentage des arrhes doit être un nombre entier de 1 à 100.",
  absenceThresholdInvalid: "Le nombre d'absences doit être un nombre entier de 1 à 20, ou rester vide.",
  absencePercentInvalid: "Le pourcentage doit être un nombre entier de 1 à 100.",
  rulesSaved: "Règles des arrhes enregistrées",
  barbersRequired: "Veuillez cocher au moins un barbier qui réalise cette prestation.",
  invalidService: "Cette prestation n'existe pas.",
  invalidCategory: "Cette catégorie n'existe pas.",
  emptyTitle: "Aucune prestation à la carte",
  emptyText: "Ajoutez votre première prestation : elle sera proposée sur la page d'accueil.",
  emptyCategory: "Aucune prestation à la carte dans cette catégorie.",
} as const;

export type ServicesAdminCode = "NOT_FOUND" | "RETIRED" | "ALREADY_RETIRED" | "NOT_RETIRED" | "CATEGORY_NOT_FOUND" | "UNKNOWN_BARBER" | "NO_BARBER";
