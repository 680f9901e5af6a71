export type PublicReview = {
  id: string;
  customerName: string;
  rating: number;
  comment: string;
  createdAt: string;
  /** 'Avis vérifié': sent from the private link of a review request, after a visit that took place (verified.server.ts). */
  verified: boolean;
  /** The verified visit's Paris day ("2026-11-12"); null when not verified. */
  visitDate: string | null;
  /** The appointment's service and barber (verified reviews; null when they are gone). */
  serviceTitle: string | null;
  barberName: string | null;
};

/** The site's own rating: the average of the approved reviews (one decimal) and their count. */
export type ReviewSummary = { average: number | null; count: number };
