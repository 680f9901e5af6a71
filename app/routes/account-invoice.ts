import { requireUser } from "~/features/accounts/session.server";
import { documentDownload } from "~/features/invoices/invoices.server";
import type { Route } from "./+types/account-invoice";

/** An invoice or credit note of one of the signed-in customer's orders, as a PDF; anyone else's is a 404. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request, "/account/orders");
  const download = await documentDownload(params.number, { customerId: user.id });
  return (
    download ?? new Response("Document introuvable", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } })
  );
}
