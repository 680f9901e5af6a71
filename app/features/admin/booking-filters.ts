import { z } from "zod";
import { searchTextSchema } from "~/lib/search-text";

/** The bookings screen's address: search, status, barber, period and page, read leniently (a bad value means the default). */
export const bookingFiltersSchema = z.object({
  q: searchTextSchema,
  status: z.enum(["all", "confirmed", "cancelled"]).catch("all"),
  /** A barber's bookings only (null: everyone's). */
  barber: z.uuid().nullable().catch(null),
  when: z.enum(["upcoming", "past"]).catch("upcoming"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export type BookingFilters = z.output<typeof bookingFiltersSchema>;

export function readBookingFilters(params: URLSearchParams): BookingFilters {
  return bookingFiltersSchema.parse({
    q: params.get("q") ?? "",
    status: params.get("status") ?? "all",
    barber: params.get("barber") || null,
    when: params.get("when") ?? "upcoming",
    page: params.get("page") ?? 1,
  });
}

/** Row actions: cancel a confirmed booking, delete a cancelled one. */
export const bookingActionSchema = z.object({
  intent: z.enum(["cancel", "cancel-for-client", "delete", "compensation-paid", "refund-deposit"], { error: "Erreur lors de l'opération" }),
  id: z.uuid({ error: "Erreur lors de l'opération" }),
});
