import { requireAdmin } from "~/features/accounts/session.server";
import { accountingFileName, readMonth } from "~/features/invoices/accounting-csv";
import { accountingMonthZip, monthRefused } from "~/features/invoices/accounting-export.server";
import type { Route } from "./+types/accounting-zip";

/** The accountant's month as a ZIP: each document's PDF and the CSV, `?mois=YYYY-MM` (guarded here). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const month = readMonth(new URL(request.url).searchParams.get("mois"));
  if (!month) return monthRefused();
  const body = await accountingMonthZip(month);
  return new Response(body, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${accountingFileName(month)}.zip"`,
      "Content-Length": String(body.length),
      "Cache-Control": "private, no-store",
    },
  });
}
