/** Lengths the product review form and its schema share (the form ships without the schema). */
export const PRODUCT_REVIEW_COMMENT_MAX = 1000;
