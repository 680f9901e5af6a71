import { requireAdmin } from "~/features/accounts/session.server";
import { documentDownload } from "~/features/invoices/invoices.server";
import type { Route } from "./+types/invoice";

/** Any invoice or credit note, as a PDF, for the admin. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const download = await documentDownload(params.number);
  return (
    download ?? new Response("Document introuvable", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } })
  );
}
