import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, smallint, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { productCategories } from "./values";

export type ActiveIngredient = { name: string; benefit: string };

export const products = pgTable(
  "products",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    priceCents: integer("price_cents").notNull(),
    /** Struck-through reference price of bundles (sum of the items bought alone). */
    referencePriceCents: integer("reference_price_cents"),
    imageUrl: text("image_url").notNull().default(""),
    imageUrls: text("image_urls")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    category: text("category", { enum: productCategories }).notNull(),
    stock: integer("stock").notNull().default(0),
    isBestseller: boolean("is_bestseller").notNull().default(false),
    /** Text sections of the product page. */
    usage: text("usage").notNull().default(""),
    testedAndApproved: text("tested_and_approved").notNull().default(""),
    ingredients: text("ingredients").notNull().default(""),
    kitContents: text("kit_contents")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    activeIngredients: jsonb("active_ingredients").$type<ActiveIngredient[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("products_price_non_negative", sql`${t.priceCents} >= 0`),
    check("products_stock_non_negative", sql`${t.stock} >= 0`),
    check("products_category_valid", sql`${t.category} in ('barbe-rasage', 'cheveux', 'kits-barbe-rasage', 'kits-cheveux')`),
    index("products_category_idx").on(t.category),
  ],
);

export const productReviews = pgTable(
  "product_reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    userEmail: text("user_email").notNull(),
    rating: smallint("rating").notNull().default(5),
    comment: text("comment").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    verifiedPurchase: boolean("verified_purchase").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("product_reviews_one_per_user").on(t.productId, t.userId),
    check("product_reviews_rating_range", sql`${t.rating} between 1 and 5`),
    index("product_reviews_product_idx").on(t.productId, t.createdAt),
    // The admin's list of every product review, newest first.
    index("product_reviews_created_idx").on(t.createdAt),
  ],
);
