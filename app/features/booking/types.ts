import type { ActionResult, Result } from "~/lib/result";
import type { BookingCode } from "./messages";

export type ServiceView = {
  id: string;
  title: string;
  description: string | null;
  durationMinutes: number;
  priceCents: number;
  category: string;
};

/** What /api/booking/slots answers. */
export type SlotsResult = Result<{ slots: string[] }, BookingCode>;
/** What /api/bookings answers. */
export type BookingResult = ActionResult<BookingCode>;
