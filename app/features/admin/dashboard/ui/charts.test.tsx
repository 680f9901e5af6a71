import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Chart } from "../csv";
import { emptyFigures, fixtureDashboard } from "../test-fixture";
import { GroupedBarChart, HorizontalBarChart, NO_DATA } from "./charts";
import { PeriodCharts } from "./period-charts";

const csv = (chart: Chart) => `/admin/tableau-de-bord/donnees.csv?graphique=${chart}&periode=mois&date=2026-11-20`;
const count = (html: string, pattern: RegExp) => html.match(new RegExp(pattern, "g"))?.length ?? 0;

describe("the charts drawn on the server", () => {
  it("are images described in words, their bars drawn as rectangles", () => {
    const html = renderToString(
      <GroupedBarChart
        label="Chiffre d'affaires"
        points={[
          { label: "1", values: [100, 200] },
          { label: "2", values: [300, 0] },
        ]}
        series={[
          { name: "Prestations", className: "fill-ink" },
          { name: "Boutique", className: "fill-brass" },
        ]}
      />,
    );
    expect(html).toMatch(/<svg [^>]*role="img" aria-label="Chiffre d&#x27;affaires"/);
    // Four bars, and the legend's two squares.
    expect(count(html, /<rect /)).toBe(6);
    expect(html).toContain("<title>2 – Prestations : 3,00\u00a0€</title>");
  });

  it("escape what the names say: a product named <script> is text", () => {
    const html = renderToString(
      <HorizontalBarChart label="<script>alert(1)</script>" bars={[{ label: "<script>alert(1)</script>", value: 3, text: "3" }]} max={3} />,
    );
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("draw the same markup every time (nothing depends on where they run)", () => {
    const dashboard = fixtureDashboard();
    expect(renderToString(<PeriodCharts dashboard={dashboard} csv={csv} />)).toBe(renderToString(<PeriodCharts dashboard={dashboard} csv={csv} />));
  });
});

describe("the period's charts", () => {
  it("draw five images, each with its table (caption, headers) and its CSV link", () => {
    const html = renderToString(<PeriodCharts dashboard={fixtureDashboard()} csv={csv} />);
    expect(count(html, /<svg [^>]*role="img"/)).toBe(5);
    expect(count(html, /<figure/)).toBe(5);
    expect(count(html, /<caption/)).toBe(5);
    expect(count(html, /<summary[^>]*>Voir le tableau<\/summary>/)).toBe(5);
    expect(html).toContain('scope="col"');
    expect(html).toContain('scope="row"');
    for (const chart of ["chiffre-affaires", "remplissage", "canaux", "prestations", "produits"] as const)
      expect(html).toContain(`href="${csv(chart).replaceAll("&", "&amp;")}"`);
    expect(html).toMatch(/aria-label="Remplissage par coiffeur, novembre 2026 : Karim 50\u00a0%, =cmd[^"]*—\."/);
    expect(html).toContain("en ligne 30 (68,2\u00a0%), par téléphone 14 (31,8\u00a0%)");
    expect(html).not.toContain("<script>");
    expect(html).not.toContain(NO_DATA);
  });

  it("say « Aucune donnée pour cette période. » with no data, and divide by nothing", () => {
    const html = renderToString(<PeriodCharts dashboard={{ ...fixtureDashboard(), current: emptyFigures(), before: emptyFigures() }} csv={csv} />);
    expect(count(html, /<svg [^>]*role="img"/)).toBe(0);
    // Under each of the five charts, and in the tables with no row.
    expect(count(html, new RegExp(NO_DATA, "g"))).toBe(5 + 3);
    expect(html).not.toMatch(/NaN|Infinity|undefined/);
    expect(count(html, /Télécharger \(CSV\)/)).toBe(5);
  });
});
