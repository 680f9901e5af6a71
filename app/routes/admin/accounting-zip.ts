import { requireAdmin } from "~/features/accounts/session.server";
import type { Route } from "./+types/accounting-zip";

// Placeholder, replaced by the download.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return new Response("Introuvable", { status: 404 });
}
