import type { ProductCategory } from "~db/schema";

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
