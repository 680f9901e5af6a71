/** A product review as the page shows it: the first name only, never the e-mail. */
export type ProductReviewView = {
  id: string;
  firstName: string;
  rating: number;
  comment: string;
  createdAt: string;
  verifiedPurchase: boolean;
  /** Written by the signed-in visitor, who may delete it. */
  mine: boolean;
};

export type RatingSummary = { average: number | null; count: number };
