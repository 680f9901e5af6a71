/** Lengths the salon review form and its schema share (the form ships without the schema). */
export const REVIEW_NAME_MAX = 80;
export const REVIEW_COMMENT_MAX = 1000;
