import { data } from "react-router";
import { availableSlots } from "~/features/booking/availability.server";
import { visitIdsOf } from "~/features/booking/visit";
import type { Route } from "./+types/booking-slots";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = (name: string) => url.searchParams.get(name) ?? "";
  // The visit: `serviceIds=ID1,ID2` (or repeated), or the one `serviceId` of before.
  const serviceIds = visitIdsOf({ serviceIds: url.searchParams.getAll("serviceIds").join(","), serviceId: q("serviceId") });
  // No barber, or an empty one: 'Sans préférence'.
  const result = await availableSlots(serviceIds, q("date"), new Date(), undefined, q("barberId") || null);
  return data(result, { status: result.ok ? 200 : result.status, headers: { "Cache-Control": "no-store" } });
}
