/** The articles of the terms of sale, in order: headings and table of contents share this list. */
export const salesArticles = [
  "Objet",
  "Prix",
  "Commandes",
  "Paiement",
  "Livraison",
  "Droit de rétractation",
  "Garanties",
  "Responsabilité",
  "Données personnelles",
  "Rendez-vous au salon",
  "Litiges et médiation",
  "Cartes cadeaux",
] as const;

export const articleId = (n: number) => `article-${n}`;
export const articleTitle = (n: number) => `Article ${n} – ${salesArticles[n - 1]}`;
