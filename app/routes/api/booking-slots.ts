import { data } from "react-router";
import { availableSlots } from "~/features/booking/booking.server";
import type { Route } from "./+types/booking-slots";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const result = await availableSlots(url.searchParams.get("serviceId") ?? "", url.searchParams.get("date") ?? "");
  if (!result.ok) return data({ slots: [] as string[], error: result.message }, { status: result.status });
  return data({ slots: result.slots, error: null }, { headers: { "Cache-Control": "no-store" } });
}
