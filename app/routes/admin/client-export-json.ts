import { requireAdmin } from "~/features/accounts/session.server";
import { exportDownload } from "~/features/admin/clients/data-download.server";
import type { Route } from "./+types/client-export-json";

/** Everything held about a client, as JSON (RGPD art. 15 and 20), for the admin only (guarded here: outside the admin layout). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return exportDownload(params.id, "json");
}
