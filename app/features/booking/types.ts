import type { DepositKind } from "~db/schema/booking";
import type { ActionResult, Result } from "~/lib/result";
import type { BookingCode } from "./messages";
import type { WaitlistCode } from "./waitlist-messages";

export type ServiceView = {
  id: string;
  title: string;
  description: string | null;
  durationMinutes: number;
  priceCents: number;
  category: string;
  /** Minutes its barber keeps free after it (never shown to clients). */
  bufferMinutes: number;
  /** False: on the price list, booked by the salon only (by phone). */
  bookableOnline: boolean;
  /** Arrhes asked when it is booked online (deposits.ts). */
  depositKind: DepositKind;
  depositValue: number;
};

/** What /api/booking/slots answers. */
export type SlotsResult = Result<{ slots: string[]; barbers: BarberChoice[] }, BookingCode>;
/** What /api/bookings answers: the barber who takes the appointment. */
export type BookingResult = ActionResult<
  BookingCode,
  {
    barber?: BarberChoice;
    services?: Array<{ id: string; title: string }>;
    durationMinutes?: number;
    priceCents?: number;
    /** Arrhes to pay to confirm the booking (its time held until `holdUntil`), or null. */
    deposit?: HeldDepositOffer | null;
  }
>;

/** What the dialog needs to take a booking's arrhes. */
export type HeldDepositOffer = { amountCents: number; holdUntil: string; paymentToken: string; paypal: { clientId: string; sdkUrl: string } | null };

/** A barber as the booking dialog offers them. */
type BarberChoice = { id: string; name: string };

/**
 * An active barber as the home page gives them to the booking dialog, whatever the day: their
 * photo, the services they skip and the days of the booking window they do not work.
 */
export type BarberOffer = BarberChoice & { photoUrl: string | null; skippedServiceIds: string[]; daysOff: string[] };

/** What /api/waitlist answers ('Me prévenir si un créneau se libère'). */
export type WaitlistResult = ActionResult<WaitlistCode>;
