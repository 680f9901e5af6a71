export type PublicReview = { id: string; customerName: string; rating: number; comment: string; createdAt: string };
