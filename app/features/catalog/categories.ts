import { productCategories, type ProductCategory } from "~db/schema/values";

export { productCategories, type ProductCategory };

/** The shop's category names (spec section 2, "Shop"): the one place they are written. */
export const productCategoryLabels: Record<ProductCategory, string> = {
  "barbe-rasage": "Barbe & Rasage",
  cheveux: "Cheveux",
  "kits-barbe-rasage": "Kits Barbe & Rasage",
  "kits-cheveux": "Kits Cheveux",
};

export const ALL_PRODUCTS_LABEL = "Tous les produits";

export function isProductCategory(value: string | null | undefined): value is ProductCategory {
  return !!value && Object.hasOwn(productCategoryLabels, value);
}

export const isKit = (category: ProductCategory) => category.startsWith("kits-");
