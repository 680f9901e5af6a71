/** Lengths the salon review form and its schema share (the form ships without the schema). */
export const REVIEW_NAME_MAX = 80;
export const REVIEW_COMMENT_MAX = 1000;
/** A review, published or not, is erased this long after it was written (stated on /legal#avis). */
export const REVIEW_RETENTION_MONTHS = 36;
