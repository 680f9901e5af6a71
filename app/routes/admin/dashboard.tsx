import { data, isRouteErrorResponse, Link, useRouteError } from "react-router";
import { loadDashboard } from "~/features/admin/dashboard/figures.server";
import { nextPeriod, previousPeriod, readPeriodQuery } from "~/features/admin/dashboard/period";
import { changeOf, fillRate, figureRows, formatShare, type Chart, type Value } from "~/features/admin/dashboard/rows";
import type { Dashboard, PeriodKind } from "~/features/admin/dashboard/types";
import { ChartFigure, GroupedBarChart, HorizontalBarChart } from "~/features/admin/dashboard/ui/charts";
import { AdminLoadError } from "~/features/admin/ui/admin-parts";
import { formatPrice } from "~/lib/money";
import { parisWallClock } from "~/lib/paris-time";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/dashboard";

const LOAD_FAILED = "Le tableau de bord n'a pas pu être chargé. Réessayez dans un instant.";

/** The month before `date`'s ("YYYY-MM"): the accountant's usual month. */
function monthBefore(date: string): string {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7));
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, "0")}`;
}

export async function loader({ request }: Route.LoaderArgs) {
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
          {(error.data as { message?: string } | undefined)?.message ?? "Cette période n'est pas valide."}
        </p>
        <Link to="/admin/tableau-de-bord" className="underline">
          Revenir au mois en cours
        </Link>
      </section>
    );
  }
  return <AdminLoadError title="Tableau de bord" message={LOAD_FAILED} />;
}

const KIND_LABELS: Record<PeriodKind, string> = { semaine: "Semaine", mois: "Mois", annee: "Année" };

function show(value: Value): string {
  if ("cents" in value) return formatPrice(value.cents);
  if ("count" in value) return String(value.count);
  return formatShare(value.share);
}

const periodQuery = (kind: PeriodKind, date: string) => `periode=${kind}&date=${date}`;

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { dashboard, date, accountingMonth } = loaderData;
  const { period, previous } = dashboard;
  const query = periodQuery(period.kind, date);
  const csv = (chart: Chart) => `/admin/tableau-de-bord/donnees.csv?graphique=${chart}&${query}`;
  return (
    <section aria-labelledby="dashboard-title" className="space-y-8">
      <h1 id="dashboard-title" className="font-display text-3xl">
        Tableau de bord
      </h1>
      <Today today={dashboard.today} />

      <section aria-labelledby="period-title" className="space-y-5">
        <form method="get" className="flex flex-wrap items-end gap-3 rounded-lg border border-ink/10 bg-white p-4">
          <div className="flex flex-col text-sm">
            <label htmlFor="dashboard-period">Période</label>
            <select id="dashboard-period" name="periode" defaultValue={period.kind} className="mt-1 rounded border border-ink/30 px-2 py-1.5">
              {(Object.keys(KIND_LABELS) as PeriodKind[]).map((k) => (
                <option key={k} value={k}>
                  {KIND_LABELS[k]}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col text-sm">
            <label htmlFor="dashboard-date">Contenant le</label>
            <input id="dashboard-date" type="date" name="date" defaultValue={date} required className="mt-1 rounded border border-ink/30 px-2 py-1" />
          </div>
          <button type="submit" className="rounded bg-ink px-4 py-2 text-paper">
            Afficher
          </button>
          <nav aria-label="Périodes voisines" className="ml-auto flex gap-4 text-sm">
            <Link to={`?${periodQuery(period.kind, previousPeriod(period).from)}`} className="underline">
              Période précédente
            </Link>
            <Link to={`?${periodQuery(period.kind, nextPeriod(period).from)}`} className="underline">
              Période suivante
            </Link>
          </nav>
        </form>

        <h2 id="period-title" className="font-display text-2xl">
          {period.label[0]!.toUpperCase() + period.label.slice(1)} <span className="text-base text-muted">comparé à {previous.label}</span>
        </h2>
        <Figures dashboard={dashboard} csvHref={csv("chiffres")} />
        <Charts dashboard={dashboard} csv={csv} />
      </section>

      <section aria-labelledby="accounting-title" className="space-y-3 rounded-lg border border-ink/10 bg-white p-4">
        <h2 id="accounting-title" className="font-display text-2xl">
          Comptabilité
        </h2>
        <p className="text-sm text-muted">
          Les factures et avoirs d&apos;un mois (date d&apos;émission, heure de Paris) : leur total TTC est le « Facturé sur le site » du mois.
        </p>
        {/* A plain form: the browser downloads the file, with or without the page's scripts. */}
        <form method="get" action="/admin/comptabilite/factures.csv" className="flex flex-wrap items-end gap-3">
          <div className="flex flex-col text-sm">
            <label htmlFor="accounting-month">Mois</label>
            <input
              id="accounting-month"
              type="month"
              name="mois"
              defaultValue={accountingMonth}
              required
              className="mt-1 rounded border border-ink/30 px-2 py-1"
            />
          </div>
          <button type="submit" className="rounded bg-ink px-4 py-2 text-paper">
            Factures et avoirs (CSV)
          </button>
          <button type="submit" formAction="/admin/comptabilite/factures.zip" className="rounded border border-ink px-4 py-2">
            Factures et avoirs (PDF, ZIP)
          </button>
        </form>
      </section>
    </section>
  );
}

function Today({ today }: { today: Dashboard["today"] }) {
  return (
    <section aria-labelledby="today-title" className="space-y-3 rounded-lg border border-ink/10 bg-white p-4">
      <h2 id="today-title" className="font-display text-2xl">
        Aujourd&apos;hui
      </h2>
      {today.barbers.length === 0 ? (
        <p className="text-sm text-muted">Aucun coiffeur actif.</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {today.barbers.map((b) => (
            <li key={b.barberId} className="rounded border border-ink/10 p-3">
              <p className="font-semibold">{b.name}</p>
              <p className="text-sm">{b.appointments === 0 ? "Aucun rendez-vous" : `${b.appointments} rendez-vous`}</p>
              <p className="text-sm text-muted">
                {b.next ? `Prochain : ${b.next.time}, ${b.next.title} (${b.next.customerName})` : "Plus de rendez-vous à venir aujourd'hui"}
              </p>
            </li>
          ))}
        </ul>
      )}
      <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <li>
          <Link to="/admin/orders" className="underline">
            Commandes à préparer : {today.ordersToPrepare}
          </Link>
        </li>
        <li>
          <Link to="/admin/reviews" className="underline">
            Avis à modérer : {today.reviewsToModerate}
          </Link>
        </li>
        <li>
          <Link to="/admin/agenda" className="underline">
            En liste d&apos;attente : {today.waitlistWaits}
          </Link>
        </li>
      </ul>
    </section>
  );
}

function Figures({ dashboard, csvHref }: { dashboard: Dashboard; csvHref: string }) {
  const rows = figureRows(dashboard);
  return (
    <div className="space-y-2">
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {rows.map((r) => (
          <div key={r.label} className="rounded-lg border border-ink/10 bg-white p-3">
            <dt className="text-sm text-muted">{r.label}</dt>
            <dd className="font-display text-2xl">{show(r.current)}</dd>
            <dd className="text-xs text-muted">
              {dashboard.previous.label} : {show(r.previous)} <span className="font-semibold text-ink">({changeOf(r.current, r.previous)})</span>
            </dd>
          </div>
        ))}
      </dl>
      <a href={csvHref} className="text-sm underline" download>
        Télécharger les chiffres (CSV)
      </a>
    </div>
  );
}

const th = "border-b border-ink/20 px-2 py-1 text-left";
const td = "border-b border-ink/10 px-2 py-1";

function Charts({ dashboard, csv }: { dashboard: Dashboard; csv: (chart: Chart) => string }) {
  const { current, before, period } = dashboard;
  const revenue = current.revenue;
  const hasRevenue = revenue.some((p) => p.servicesCents !== 0 || p.shopCents !== 0);
  const fill = current.fill;
  const maxService = Math.max(0, ...current.topServices.map((s) => s.count));
  const maxProduct = Math.max(0, ...current.topProducts.map((p) => p.quantity));
  const channels = current.channels.online + current.channels.phone;
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <div className="lg:col-span-2">
        <ChartFigure
          title={`Chiffre d'affaires par ${period.kind === "annee" ? "mois" : "jour"}`}
          summary={`Prestations ${formatPrice(current.servicesRevenueCents)}, boutique ${formatPrice(current.shopRevenueCents)} sur ${period.label}.`}
          csvHref={csv("chiffre-affaires")}
          table={
            <table className="w-full text-sm">
              <caption className="sr-only">Chiffre d&apos;affaires, {period.label}</caption>
              <thead>
                <tr>
                  <th scope="col" className={th}>
                    {period.kind === "annee" ? "Mois" : "Jour"}
                  </th>
                  <th scope="col" className={th}>
                    Prestations
                  </th>
                  <th scope="col" className={th}>
                    Boutique
                  </th>
                </tr>
              </thead>
              <tbody>
                {revenue.map((p) => (
                  <tr key={p.from}>
                    <th scope="row" className={`${td} font-normal`}>
                      {p.label}
                    </th>
                    <td className={td}>{formatPrice(p.servicesCents)}</td>
                    <td className={td}>{formatPrice(p.shopCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          }
        >
          {hasRevenue ? (
            <GroupedBarChart
              points={revenue.map((p) => ({ label: p.label, values: [p.servicesCents, p.shopCents] }))}
              series={[
                { name: "Prestations", className: "fill-ink" },
                { name: "Boutique", className: "fill-brass" },
              ]}
            />
          ) : null}
        </ChartFigure>
      </div>

      <ChartFigure
        title="Remplissage par coiffeur"
        summary={fill.map((f) => `${f.name} ${formatShare(fillRate(f))}`).join(", ") || "Aucun coiffeur."}
        csvHref={csv("remplissage")}
        table={
          <table className="w-full text-sm">
            <caption className="sr-only">Remplissage par coiffeur, {period.label}</caption>
            <thead>
              <tr>
                <th scope="col" className={th}>
                  Coiffeur
                </th>
                <th scope="col" className={th}>
                  Réservé
                </th>
                <th scope="col" className={th}>
                  Travaillé
                </th>
                <th scope="col" className={th}>
                  Taux
                </th>
                <th scope="col" className={th}>
                  {dashboard.previous.label}
                </th>
              </tr>
            </thead>
            <tbody>
              {fill.map((f) => {
                const old = before.fill.find((b) => b.barberId === f.barberId);
                return (
                  <tr key={f.barberId}>
                    <th scope="row" className={`${td} font-normal`}>
                      {f.name}
                    </th>
                    <td className={td}>{f.bookedMinutes} min</td>
                    <td className={td}>{f.openMinutes} min</td>
                    <td className={td}>{formatShare(fillRate(f))}</td>
                    <td className={td}>{old ? formatShare(fillRate(old)) : "—"}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        }
      >
        {fill.length > 0 ? (
          <HorizontalBarChart bars={fill.map((f) => ({ label: f.name, value: fillRate(f) ?? 0, text: formatShare(fillRate(f)) }))} max={1} />
        ) : null}
      </ChartFigure>

      <ChartFigure
        title="Réservations en ligne et par téléphone"
        summary={`En ligne ${current.channels.online}, par téléphone ${current.channels.phone}.`}
        csvHref={csv("canaux")}
        table={
          <table className="w-full text-sm">
            <caption className="sr-only">Réservations par canal, {period.label}</caption>
            <thead>
              <tr>
                <th scope="col" className={th}>
                  Canal
                </th>
                <th scope="col" className={th}>
                  {period.label}
                </th>
                <th scope="col" className={th}>
                  {dashboard.previous.label}
                </th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row" className={`${td} font-normal`}>
                  En ligne
                </th>
                <td className={td}>{current.channels.online}</td>
                <td className={td}>{before.channels.online}</td>
              </tr>
              <tr>
                <th scope="row" className={`${td} font-normal`}>
                  Par téléphone
                </th>
                <td className={td}>{current.channels.phone}</td>
                <td className={td}>{before.channels.phone}</td>
              </tr>
            </tbody>
          </table>
        }
      >
        {channels > 0 ? (
          <HorizontalBarChart
            bars={[
              { label: "En ligne", value: current.channels.online, text: formatShare(current.channels.online / channels) },
              { label: "Par téléphone", value: current.channels.phone, text: formatShare(current.channels.phone / channels) },
            ]}
            max={channels}
          />
        ) : null}
      </ChartFigure>

      <ChartFigure
        title="Prestations les plus faites"
        summary={current.topServices.map((s) => `${s.title} ${s.count}`).join(", ") || "Aucune."}
        csvHref={csv("prestations")}
        table={
          <RankTable
            caption={`Prestations, ${period.label}`}
            head={["Prestation", "Nombre", "CA"]}
            rows={current.topServices.map((s) => [s.title, String(s.count), formatPrice(s.revenueCents)])}
          />
        }
      >
        {current.topServices.length > 0 ? (
          <HorizontalBarChart
            bars={current.topServices.map((s) => ({ label: s.title, value: s.count, text: String(s.count) }))}
            max={maxService}
            className="fill-ink"
          />
        ) : null}
      </ChartFigure>

      <ChartFigure
        title="Produits les plus vendus"
        summary={current.topProducts.map((p) => `${p.name} ${p.quantity}`).join(", ") || "Aucun."}
        csvHref={csv("produits")}
        table={
          <RankTable
            caption={`Produits, ${period.label}`}
            head={["Produit", "Quantité", "CA"]}
            rows={current.topProducts.map((p) => [p.name, String(p.quantity), formatPrice(p.revenueCents)])}
          />
        }
      >
        {current.topProducts.length > 0 ? (
          <HorizontalBarChart bars={current.topProducts.map((p) => ({ label: p.name, value: p.quantity, text: String(p.quantity) }))} max={maxProduct} />
        ) : null}
      </ChartFigure>
    </div>
  );
}

function RankTable({ caption, head, rows }: { caption: string; head: string[]; rows: string[][] }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} scope="col" className={th}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={head.length} className={td}>
              Aucune donnée pour cette période.
            </td>
          </tr>
        ) : (
          rows.map((r, i) => (
            <tr key={i}>
              <th scope="row" className={`${td} font-normal`}>
                {r[0]}
              </th>
              {r.slice(1).map((cell, j) => (
                <td key={j} className={td}>
                  {cell}
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
