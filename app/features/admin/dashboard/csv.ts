// The dashboard's CSV files: each chart's figures, the period's beside the period before's, as a
// French spreadsheet reads them (app/lib/csv.ts writes the cells). Pure: the page's links and the
// download route share the chart names.
import { csvFile, type CsvValue } from "~/lib/csv";
import { fillRate, figureRows, percentOf, type Value } from "./rows";
import type { Dashboard } from "./types";

export const charts = ["chiffres", "chiffre-affaires", "remplissage", "prestations", "produits", "canaux"] as const;
export type Chart = (typeof charts)[number];

export const isChart = (value: string): value is Chart => (charts as ReadonlyArray<string>).includes(value);

export const CHART_REFUSED = "Ce graphique n'existe pas.";

/** A figure as a cell: an amount in euros, a count, a percentage (« 12,5 »), empty without a base. */
function cellOf(value: Value): CsvValue {
  if ("cents" in value) return { cents: value.cents };
  if ("count" in value) return value.count;
  return value.share === null ? "" : percentOf(value.share);
}

const unitOf = (value: Value) => ("cents" in value ? " (€)" : "share" in value ? " (%)" : "");

const rate = (f: { bookedMinutes: number; openMinutes: number } | undefined): CsvValue => {
  const value = f ? fillRate(f) : null;
  return value === null ? "" : percentOf(value);
};

/** The rows of a chart's file: a header, then the period's values beside the period before's. */
export function chartRows(dashboard: Dashboard, chart: Chart): CsvValue[][] {
  const { period, previous, current, before } = dashboard;
  const now = period.label;
  const then = previous.label;
  switch (chart) {
    case "chiffres":
      return [["Indicateur", now, then], ...figureRows(dashboard).map((r) => [r.label + unitOf(r.current), cellOf(r.current), cellOf(r.previous)])];
    case "chiffre-affaires":
      return [
        ["Période", "Début", "CA prestations (€)", "CA boutique (€)", `Début ${then}`, `CA prestations ${then} (€)`, `CA boutique ${then} (€)`],
        ...current.revenue.map((p, i) => {
          const b = before.revenue[i];
          return [
            p.label,
            p.from,
            { cents: p.servicesCents },
            { cents: p.shopCents },
            ...(b ? [b.from, { cents: b.servicesCents }, { cents: b.shopCents }] : ["", "", ""]),
          ];
        }),
      ];
    case "remplissage": {
      const earlier = new Map(before.fill.map((f) => [f.barberId, f]));
      return [
        ["Coiffeur", "Minutes réservées", "Minutes travaillées", "Taux de remplissage (%)", `Taux de remplissage ${then} (%)`],
        ...current.fill.map((f) => [f.name, f.bookedMinutes, f.openMinutes, rate(f), rate(earlier.get(f.barberId))]),
      ];
    }
    case "prestations": {
      const earlier = new Map(before.topServices.map((s) => [s.title, s]));
      return [
        ["Prestation", "Nombre", "CA (€)", `Nombre ${then}`, `CA ${then} (€)`],
        ...current.topServices.map((s) => {
          const b = earlier.get(s.title);
          return [s.title, s.count, { cents: s.revenueCents }, b ? b.count : "", b ? { cents: b.revenueCents } : ""];
        }),
      ];
    }
    case "produits": {
      const earlier = new Map(before.topProducts.map((p) => [p.name, p]));
      return [
        ["Produit", "Quantité", "CA (€)", `Quantité ${then}`, `CA ${then} (€)`],
        ...current.topProducts.map((p) => {
          const b = earlier.get(p.name);
          return [p.name, p.quantity, { cents: p.revenueCents }, b ? b.quantity : "", b ? { cents: b.revenueCents } : ""];
        }),
      ];
    }
    case "canaux":
      return [
        ["Canal", now, then],
        ["En ligne", current.channels.online, before.channels.online],
        ["Par téléphone", current.channels.phone, before.channels.phone],
      ];
  }
}

/** A chart's file and its name: « tableau-de-bord-canaux-2026-11-01.csv ». */
export function chartCsv(dashboard: Dashboard, chart: Chart): { body: string; filename: string } {
  return { body: csvFile(chartRows(dashboard, chart)), filename: `tableau-de-bord-${chart}-${dashboard.period.from}.csv` };
}
