/** Name of the hidden form field robots fill; the server answers them as if it worked and does nothing. */
export const HONEYPOT_FIELD = "website";
