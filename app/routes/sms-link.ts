// The short private link of an SMS reminder, /r/<token>: the booking's own page, as its mail's
// /rendez-vous/<token> opens it (the same answers, an unknown link included).
export { action, default, loader, meta } from "./booking-manage";
