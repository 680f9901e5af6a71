import { requireAdmin } from "~/features/accounts/session.server";
import { accountingFileName, readMonth } from "~/features/invoices/accounting-csv";
import { accountingMonthCsv, monthRefused } from "~/features/invoices/accounting-export.server";
import { csvResponse } from "~/lib/csv";
import type { Route } from "./+types/accounting-csv";

/** The accountant's month as a CSV file: `?mois=YYYY-MM` (outside the admin layout: guarded here). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const month = readMonth(new URL(request.url).searchParams.get("mois"));
  if (!month) return monthRefused();
  return csvResponse(await accountingMonthCsv(month), `${accountingFileName(month)}.csv`);
}
