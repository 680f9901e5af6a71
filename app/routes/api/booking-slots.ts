import { data } from "react-router";
import { availableSlots } from "~/features/booking/availability.server";
import type { Route } from "./+types/booking-slots";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = (name: string) => url.searchParams.get(name) ?? "";
  // No barber, or an empty one: 'Sans préférence'.
  const result = await availableSlots(q("serviceId"), q("date"), new Date(), undefined, q("barberId") || null);
  return data(result, { status: result.ok ? 200 : result.status, headers: { "Cache-Control": "no-store" } });
}
