import { requireAdmin } from "~/features/accounts/session.server";
import { loadDashboard } from "~/features/admin/dashboard/figures.server";
import { readPeriodQuery } from "~/features/admin/dashboard/period";
import { chartRows, charts, type Chart } from "~/features/admin/dashboard/rows";
import { csvFile, csvResponse } from "~/lib/csv";
import type { Route } from "./+types/dashboard-csv";

const CHART_REFUSED = "Ce graphique n'existe pas.";

/** A chart of the dashboard as a CSV file: the period's values beside the period before's (outside the admin layout: guarded here). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const now = new Date();
  const chart = url.searchParams.get("graphique") ?? "";
  if (!(charts as ReadonlyArray<string>).includes(chart)) return refused(CHART_REFUSED);
  const query = readPeriodQuery(url, now);
  if (!query.ok) return refused(query.message);
  const dashboard = await loadDashboard(query.kind, query.date, now);
  return csvResponse(csvFile(chartRows(dashboard, chart as Chart)), `tableau-de-bord-${chart}-${dashboard.period.from}.csv`);
}

function refused(message: string) {
  return new Response(message, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" } });
}
