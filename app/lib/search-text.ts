import { z } from "zod";

/**
 * A search box's text from the address bar: control characters (a NUL cannot reach PostgreSQL)
 * become spaces, the ends are trimmed, and anything unusable reads as no search at all.
 */
export const searchTextSchema = z
  .string()
  .transform((text) => text.replace(/\p{Cc}/gu, " ").trim())
  .pipe(z.string().max(100))
  .catch("");
