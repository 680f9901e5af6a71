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
export type SlotsResult = Result<{ slots: string[]; barbers: BarberChoice[] }, BookingCode>;
/** What /api/bookings answers: the barber who takes the appointment. */
export type BookingResult = ActionResult<BookingCode, { barber?: BarberChoice }>;

/** A barber as the booking dialog offers them. */
export type BarberChoice = { id: string; name: string };
