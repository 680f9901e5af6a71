import { requireAdmin } from "~/features/accounts/session.server";
import { subscribersCsv } from "~/features/admin/newsletter-subscribers.server";
import { parisWallClock } from "~/lib/paris-time";
import type { Route } from "./+types/newsletter-export";

/** The confirmed subscribers as a CSV file, for the admin only (outside the admin layout: guarded here). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const csv = await subscribersCsv();
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="abonnes-newsletter-${parisWallClock(new Date()).date}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
