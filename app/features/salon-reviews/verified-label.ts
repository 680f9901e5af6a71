import { formatParisDate } from "~/lib/dates";
import { parisInstant } from "~/lib/paris-time";

/** « visite du 12 novembre 2026 », « visite du 1er mars 2027 »: a verified review's visit day ("2026-11-12", a Paris day). */
export const visitDateText = (visitDate: string) => `visite du ${formatParisDate(parisInstant(visitDate, "12:00")).replace(/^1 /, "1er ")}`;

/** The badge of a verified review, with the day of its visit: « Avis vérifié · visite du 12 novembre 2026 ». */
export const verifiedLabel = (visitDate: string) => `Avis vérifié · ${visitDateText(visitDate)}`;
