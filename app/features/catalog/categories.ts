import type { ProductCategory } from "~db/schema";

export const productCategoryLabels: Record<ProductCategory, string> = {
  "barbe-rasage": "Barbe & Rasage",
  cheveux: "Cheveux",
  "kits-barbe-rasage": "Kits Barbe & Rasage",
  "kits-cheveux": "Kits Cheveux",
};

export function isProductCategory(value: string | null | undefined): value is ProductCategory {
  return !!value && value in productCategoryLabels;
}
