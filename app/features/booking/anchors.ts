/** In-page anchors of the home page's services and booking sections (the navigation links to the first). */
export const SERVICES_ANCHOR = "services";
export const BOOKING_ANCHOR = "booking";
