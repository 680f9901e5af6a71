import { requireAdmin } from "~/features/accounts/session.server";
import { CHART_REFUSED, chartCsv, isChart } from "~/features/admin/dashboard/csv";
import { loadDashboard } from "~/features/admin/dashboard/figures.server";
import { readPeriodQuery } from "~/features/admin/dashboard/period";
import { csvResponse } from "~/lib/csv";
import type { Route } from "./+types/dashboard-csv";

/** A chart of the dashboard as a CSV file: the period's values beside the period before's (outside the admin layout: guarded here). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const now = new Date();
  const chart = url.searchParams.get("graphique") ?? "";
  if (!isChart(chart)) return refused(CHART_REFUSED);
  const query = readPeriodQuery(url, now);
  if (!query.ok) return refused(query.message);
  const { body, filename } = chartCsv(await loadDashboard(query.kind, query.date, now), chart);
  return csvResponse(body, filename);
}

function refused(message: string) {
  return new Response(message, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" } });
}
