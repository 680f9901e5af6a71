// The period's charts, each with its table and its CSV file. With nothing to draw, a chart says so
// and its table stays, so the page reads the same with the demo data and with none.
import { formatDuration } from "~/lib/dates";
import { formatPrice } from "~/lib/money";
import type { Chart } from "../csv";
import { fillRate, formatShare } from "../rows";
import type { Dashboard } from "../types";
import { ChartFigure, GroupedBarChart, HorizontalBarChart } from "./charts";
import { DataTable } from "./data-table";

type Props = { dashboard: Dashboard; csv: (chart: Chart) => string };

export function PeriodCharts({ dashboard, csv }: Props) {
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <div className="lg:col-span-2">
        <RevenueChart dashboard={dashboard} csv={csv} />
      </div>
      <FillChart dashboard={dashboard} csv={csv} />
      <ChannelsChart dashboard={dashboard} csv={csv} />
      <TopServicesChart dashboard={dashboard} csv={csv} />
      <TopProductsChart dashboard={dashboard} csv={csv} />
    </div>
  );
}

function RevenueChart({ dashboard: { period, current }, csv }: Props) {
  const unit = period.kind === "annee" ? "Mois" : "Jour";
  const points = current.revenue;
  const drawn = points.some((p) => p.servicesCents !== 0 || p.shopCents !== 0);
  const best = points.reduce<(typeof points)[number] | null>(
    (top, p) => (top === null || p.servicesCents + p.shopCents > top.servicesCents + top.shopCents ? p : top),
    null,
  );
  const summary =
    `Chiffre d'affaires, ${period.label} : prestations ${formatPrice(current.servicesRevenueCents)}, boutique ${formatPrice(current.shopRevenueCents)}` +
    (best ? `. Le plus haut : ${best.label} (${formatPrice(best.servicesCents + best.shopCents)}).` : ".");
  return (
    <ChartFigure
      title={`Chiffre d'affaires par ${unit.toLowerCase()}`}
      csvHref={csv("chiffre-affaires")}
      chart={
        drawn ? (
          <GroupedBarChart
            label={summary}
            points={points.map((p) => ({ label: p.label, values: [p.servicesCents, p.shopCents] }))}
            series={[
              { name: "Prestations", className: "fill-ink" },
              { name: "Boutique", className: "fill-brass" },
            ]}
          />
        ) : null
      }
      table={
        <DataTable
          caption={`Chiffre d'affaires par ${unit.toLowerCase()}, ${period.label}`}
          head={[unit, "Prestations", "Boutique", "Total"]}
          rows={[
            ...points.map((p) => [p.label, formatPrice(p.servicesCents), formatPrice(p.shopCents), formatPrice(p.servicesCents + p.shopCents)]),
            [
              "Total",
              formatPrice(current.servicesRevenueCents),
              formatPrice(current.shopRevenueCents),
              formatPrice(current.servicesRevenueCents + current.shopRevenueCents),
            ],
          ]}
        />
      }
    />
  );
}

function FillChart({ dashboard: { period, previous, current, before }, csv }: Props) {
  const earlier = new Map(before.fill.map((f) => [f.barberId, f]));
  const summary = `Remplissage par coiffeur, ${period.label} : ${current.fill.map((f) => `${f.name} ${formatShare(fillRate(f))}`).join(", ")}.`;
  return (
    <ChartFigure
      title="Remplissage par coiffeur"
      csvHref={csv("remplissage")}
      chart={
        current.fill.length > 0 ? (
          <HorizontalBarChart
            label={summary}
            bars={current.fill.map((f) => ({ label: f.name, value: fillRate(f) ?? 0, text: formatShare(fillRate(f)) }))}
            max={1}
          />
        ) : null
      }
      table={
        <DataTable
          caption={`Remplissage par coiffeur, ${period.label}`}
          head={["Coiffeur", "Réservé", "Travaillé", "Taux", previous.label]}
          rows={current.fill.map((f) => {
            const old = earlier.get(f.barberId);
            return [f.name, formatDuration(f.bookedMinutes), formatDuration(f.openMinutes), formatShare(fillRate(f)), old ? formatShare(fillRate(old)) : "—"];
          })}
        />
      }
    />
  );
}

function ChannelsChart({ dashboard: { period, previous, current, before }, csv }: Props) {
  const { online, phone } = current.channels;
  const total = online + phone;
  const share = (n: number) => formatShare(total > 0 ? n / total : null);
  const summary = `Réservations, ${period.label} : en ligne ${online} (${share(online)}), par téléphone ${phone} (${share(phone)}).`;
  return (
    <ChartFigure
      title="Réservations en ligne et par téléphone"
      csvHref={csv("canaux")}
      chart={
        total > 0 ? (
          <HorizontalBarChart
            label={summary}
            bars={[
              { label: "En ligne", value: online, text: `${online} (${share(online)})` },
              { label: "Par téléphone", value: phone, text: `${phone} (${share(phone)})` },
            ]}
            max={total}
          />
        ) : null
      }
      table={
        <DataTable
          caption={`Réservations par canal, ${period.label} et ${previous.label}`}
          head={["Canal", period.label, previous.label]}
          rows={[
            ["En ligne", String(online), String(before.channels.online)],
            ["Par téléphone", String(phone), String(before.channels.phone)],
          ]}
        />
      }
    />
  );
}

function TopServicesChart({ dashboard: { period, current }, csv }: Props) {
  const top = current.topServices;
  const summary = `Prestations les plus faites, ${period.label} : ${top.map((s) => `${s.title} ${s.count}`).join(", ")}.`;
  return (
    <ChartFigure
      title="Prestations les plus faites"
      csvHref={csv("prestations")}
      chart={
        top.length > 0 ? (
          <HorizontalBarChart
            label={summary}
            bars={top.map((s) => ({ label: s.title, value: s.count, text: String(s.count) }))}
            max={Math.max(...top.map((s) => s.count))}
            className="fill-ink"
          />
        ) : null
      }
      table={
        <DataTable
          caption={`Prestations les plus faites, ${period.label}`}
          head={["Prestation", "Nombre", "CA"]}
          rows={top.map((s) => [s.title, String(s.count), formatPrice(s.revenueCents)])}
        />
      }
    />
  );
}

function TopProductsChart({ dashboard: { period, current }, csv }: Props) {
  const top = current.topProducts;
  const summary = `Produits les plus vendus, ${period.label} : ${top.map((p) => `${p.name} ${p.quantity}`).join(", ")}.`;
  return (
    <ChartFigure
      title="Produits les plus vendus"
      csvHref={csv("produits")}
      chart={
        top.length > 0 ? (
          <HorizontalBarChart
            label={summary}
            bars={top.map((p) => ({ label: p.name, value: p.quantity, text: String(p.quantity) }))}
            max={Math.max(...top.map((p) => p.quantity))}
          />
        ) : null
      }
      table={
        <DataTable
          caption={`Produits les plus vendus, ${period.label}`}
          head={["Produit", "Quantité", "CA"]}
          rows={top.map((p) => [p.name, String(p.quantity), formatPrice(p.revenueCents)])}
        />
      }
    />
  );
}
