import type { ActiveIngredient, ProductCategory } from "~db/schema";

export type ProductCard = {
  id: string;
  name: string;
  category: ProductCategory;
  priceCents: number;
  referencePriceCents: number | null;
  imageUrl: string;
  stock: number;
  isBestseller: boolean;
};

/** Everything the product page shows of a product. */
export type ProductDetail = ProductCard & {
  description: string;
  /** Every image, the main one first. */
  images: string[];
  /** A small version of each image, in the same order (the image itself when it has none). */
  thumbnails: string[];
  usage: string;
  testedAndApproved: string;
  ingredients: string;
  kitContents: string[];
  activeIngredients: ActiveIngredient[];
};
