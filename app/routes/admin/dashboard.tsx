import { requireAdmin } from "~/features/accounts/session.server";
import { data, isRouteErrorResponse, Link, useRouteError } from "react-router";
import type { Chart } from "~/features/admin/dashboard/csv";
import { loadDashboard } from "~/features/admin/dashboard/figures.server";
import { PERIOD_REFUSED, readPeriodQuery } from "~/features/admin/dashboard/period";
import { AccountingMonth, monthBefore } from "~/features/admin/dashboard/ui/accounting-month";
import { FigureCards } from "~/features/admin/dashboard/ui/figure-cards";
import { PeriodCharts } from "~/features/admin/dashboard/ui/period-charts";
import { PeriodChooser, periodQuery } from "~/features/admin/dashboard/ui/period-chooser";
import { TodayPanel } from "~/features/admin/dashboard/ui/today-panel";
import { AdminLoadError } from "~/features/admin/ui/admin-parts";
import { parisWallClock } from "~/lib/paris-time";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/dashboard";

const LOAD_FAILED = "Le tableau de bord n'a pas pu être chargé. Réessayez dans un instant.";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const now = new Date();
  const query = readPeriodQuery(new URL(request.url), now);
  if (!query.ok) throw data({ message: query.message }, { status: 400 });
  const dashboard = await loadDashboard(query.kind, query.date, now);
  return { dashboard, date: query.date, accountingMonth: monthBefore(parisWallClock(now).date) };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Tableau de bord – Administration", description: "Espace réservé aux administrateurs.", noindex: true });

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 400) {
    return (
      <section className="space-y-4">
        <h1 className="font-display text-3xl">Tableau de bord</h1>
        <p role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-red-900">
          {(error.data as { message?: string } | undefined)?.message ?? PERIOD_REFUSED}
        </p>
        <Link to="/admin/tableau-de-bord" className="underline">
          Revenir au mois en cours
        </Link>
      </section>
    );
  }
  return <AdminLoadError title="Tableau de bord" message={LOAD_FAILED} />;
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { dashboard, date, accountingMonth } = loaderData;
  const { period, previous } = dashboard;
  const csv = (chart: Chart) => `/admin/tableau-de-bord/donnees.csv?graphique=${chart}&${periodQuery(period.kind, date)}`;
  return (
    <section aria-labelledby="dashboard-title" className="space-y-8">
      <h1 id="dashboard-title" className="font-display text-3xl">
        Tableau de bord
      </h1>
      <TodayPanel today={dashboard.today} />
      <section aria-labelledby="period-title" className="space-y-5">
        <PeriodChooser period={period} date={date} />
        <h2 id="period-title" className="font-display text-2xl">
          {period.label[0]!.toUpperCase() + period.label.slice(1)} <span className="text-base text-muted">comparé à {previous.label}</span>
        </h2>
        <FigureCards dashboard={dashboard} csvHref={csv("chiffres")} />
        <PeriodCharts dashboard={dashboard} csv={csv} />
      </section>
      <AccountingMonth month={accountingMonth} />
    </section>
  );
}
