import { data } from "react-router";
import { createBooking } from "~/features/booking/booking.server";
import { bookingMessages } from "~/features/booking/messages";
import { formObject } from "~/features/accounts/schemas";
import { errorFields, log } from "~/lib/log.server";
import type { Route } from "./+types/bookings";

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ ok: false, error: bookingMessages.UNKNOWN, code: "UNKNOWN" }, { status: 405 });
  const form = await request.formData().catch(() => null);
  if (!form) return data({ ok: false, error: bookingMessages.MISSING_FIELDS, code: "MISSING_FIELDS" }, { status: 400 });
  try {
    const result = await createBooking(formObject(form));
    if (result.ok) return { ok: true, message: bookingMessages.success, error: null, code: null };
    return data({ ok: false, error: result.message, code: result.code }, { status: result.status });
  } catch (error) {
    log("error", "booking failed", errorFields(error));
    return data({ ok: false, error: bookingMessages.UNKNOWN, code: "UNKNOWN" }, { status: 500 });
  }
}
