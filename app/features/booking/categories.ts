/** Service categories in the order of the home page (spec section 2). */
export const serviceCategories = [
  "Coiffure",
  "Barbe",
  "Soins visage",
  "Formules",
  "Coloration, Défrisage",
  "Juniors & Etudiant",
] as const;
export type ServiceCategory = (typeof serviceCategories)[number];
