/** One of the six built-in articles (spec §2 "Blog article", §9 "Blog"). */
type BlogCategory = "Guide" | "Tendances" | "Expertise" | "Culture" | "Soins" | "Guide Expert";

export type BlogArticle = {
  slug: string;
  title: string;
  /** Shown on the cards and as the meta description: about 150 characters. */
  description: string;
  keywords: string[];
  /** A path under public/, 1200 x 800. */
  image: string;
  imageAlt: string;
  /** Calendar day, "YYYY-MM-DD". */
  publishedAt: string;
  /** "4 min": the page adds "de lecture". */
  readTime: string;
  category: BlogCategory;
  /** Simple markup, see markup.tsx. */
  content: string;
};

/** What a card needs: everything but the body. */
export type BlogArticleSummary = Omit<BlogArticle, "content" | "keywords">;

/** Every article image is one of the project's 1200 x 800 illustrations. */
export const ARTICLE_IMAGE_SIZE = { width: 1200, height: 800 } as const;
