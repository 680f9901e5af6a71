import { data } from "react-router";
import { availableSlots } from "~/features/booking/booking.server";
import type { Route } from "./+types/booking-slots";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const result = await availableSlots(url.searchParams.get("serviceId") ?? "", url.searchParams.get("date") ?? "");
  return data(result, { status: result.ok ? 200 : result.status, headers: { "Cache-Control": "no-store" } });
}
