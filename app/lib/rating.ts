/** Ratings are 1 to 5 stars (spec section 9); forms start at 5. */
export const DEFAULT_RATING = 5;

/** The average of some ratings to one decimal (4.666… → 4.7), or null when there are none. */
export function averageRating(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  const sum = ratings.reduce((a, b) => a + b, 0);
  return Math.round((sum / ratings.length) * 10) / 10;
}

/** "4,7" : a rating as French text, to one decimal. */
export const formatRating = (rating: number) => rating.toFixed(1).replace(".", ",");
