/** The newsletter block's id in the page: a form sent without scripts comes back to it, with its answer. */
export const NEWSLETTER_FORM = "newsletter";
