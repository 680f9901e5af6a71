// Closed lists of values stored in the database. No ORM import here, so browser code may use them.

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

/** Product categories, as their URL slugs (spec section 2, "Shop"). */
export const productCategories = ["barbe-rasage", "cheveux", "kits-barbe-rasage", "kits-cheveux"] as const;
export type ProductCategory = (typeof productCategories)[number];
