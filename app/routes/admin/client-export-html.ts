import { requireAdmin } from "~/features/accounts/session.server";
import { exportDownload } from "~/features/admin/clients/data-download.server";
import type { Route } from "./+types/client-export-html";

/** Everything held about a client, as a readable French page to keep or print, for the admin only. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return exportDownload(params.id, "html");
}
