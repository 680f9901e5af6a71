import { firstLoadBudgetOf, homeThroughput, lighthouse as lighthouseBudget, memory, renderedPages } from "../../support/budgets";
import { SIGNED_IN } from "./load";
import type { FirstLoad, FormFactor, LighthouseRun } from "./browser";
import type { DatabaseLoad, LoadResult } from "./load";

export const NOT_MEASURED = "non mesuré";

export type Check = { name: string; value: string; budget: string; ok: boolean | null };
type Row = { section: string } | { measure: string; pglite: string; postgres: string; budget: string; verdict: string };

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`);
const mb = (value: number) => `${Math.round(value)} MB`;
const int = (value: number) => String(Math.round(value));

/** A budget criterion's outcome, with how far the figure is from the limit either way. */
type Outcome = { ok: boolean; text: string };
const outcome = (ok: boolean, margin: number, show: (n: number) => string, what: string): Outcome => ({
  ok,
  // Met exactly (a score of 100 against 100): nothing to say about the margin.
  text: ok && margin === 0 ? "" : `${what}${show(margin)} ${ok ? "to spare" : "over"}`,
});
const atMost = (value: number, limit: number, show: (n: number) => string, what = ""): Outcome => outcome(value <= limit, Math.abs(limit - value), show, what);
const below = (value: number, limit: number, show: (n: number) => string, what = ""): Outcome => outcome(value < limit, Math.abs(limit - value), show, what);
const atLeast = (value: number, min: number, show: (n: number) => string, what = ""): Outcome => ({
  ok: value >= min,
  text: value === min ? "" : `${what}${show(Math.abs(value - min))} ${value >= min ? "above" : "short"}`,
});

function verdictOf(outcomes: Outcome[]): { text: string; ok: boolean } {
  const failed = outcomes.filter((o) => !o.ok);
  if (failed.length > 0) return { ok: false, text: `FAIL: ${failed.map((o) => o.text).join(", ")}` };
  const margins = outcomes.map((o) => o.text).filter(Boolean);
  return { ok: true, text: margins.length > 0 ? `pass: ${margins.join(", ")}` : "pass" };
}

export type ReportInput = {
  firstLoads: FirstLoad[];
  pageLabels: Record<string, string>;
  lighthouse: LighthouseRun[];
  lighthouseRuns: Record<FormFactor, number>;
  pglite: DatabaseLoad;
  postgres: DatabaseLoad | null;
};

/** The bench's one table (Markdown, so it can go into docs/benchmarks.md as it is) and its checks. */
export function buildReport(input: ReportInput): { table: string; checks: Check[] } {
  const rows: Row[] = [];
  const checks: Check[] = [];
  const label = (path: string) => input.pageLabels[path] ?? path;
  const pgOr = (value: () => string) => (input.postgres ? value() : NOT_MEASURED);

  const check = (name: string, value: string, budget: string, outcomes: Outcome[] | null) => {
    if (!outcomes) {
      checks.push({ name, value, budget, ok: null });
      return NOT_MEASURED;
    }
    const verdict = verdictOf(outcomes);
    checks.push({ name, value, budget, ok: verdict.ok });
    return verdict.text;
  };

  rows.push({ section: "First load (Chromium, gzip -9)" });
  for (const load of input.firstLoads) {
    const kind = load.path === "/" ? "home" : input.pageLabels[load.path] === "product page" ? "product" : load.path === "/checkout" ? "checkout" : "other";
    const b = firstLoadBudgetOf(kind);
    const js = `${kb(load.js.bytes)} · ${load.js.requests} req`;
    const budget = `≤ ${kb(b.bytes)}${b.requests ? ` · ≤ ${b.requests} req` : ""}`;
    const outcomes = [atMost(load.js.bytes, b.bytes, kb), ...(b.requests ? [atMost(load.js.requests, b.requests, (n: number) => `${n} req`)] : [])];
    rows.push({ measure: `${label(load.path)}: JS`, pglite: js, postgres: "—", budget, verdict: check(`first-load JS ${load.path}`, js, budget, outcomes) });
    rows.push({ measure: `${label(load.path)}: CSS`, pglite: `${kb(load.css.bytes)} · ${load.css.requests} req`, postgres: "—", budget: "—", verdict: "—" });
  }

  for (const formFactor of ["mobile", "desktop"] as const) {
    const runs = input.lighthouseRuns[formFactor];
    rows.push({ section: `Lighthouse ${formFactor} (${runs > 1 ? `median of ${runs}` : "1 run"})` });
    for (const run of input.lighthouse.filter((r) => r.formFactor === formFactor)) {
      const s = run.scores;
      const scores = `${s.performance} / ${s.accessibility} / ${s.bestPractices} / ${s.seo}`;
      const m = run.metrics;
      const metrics = `${ms(m.fcpMs)} / ${ms(m.lcpMs)} / ${ms(m.tbtMs)} / ${m.cls.toFixed(3)}`;
      if (formFactor === "mobile") {
        const b = lighthouseBudget;
        const scoreBudget = `≥ ${b.performance} / ${b.accessibility} / ${b.bestPractices} / ${b.seo}`;
        const scoreVerdict = check(`Lighthouse mobile scores ${run.path}`, scores, scoreBudget, [
          atLeast(s.performance, b.performance, int, "perf "),
          atLeast(s.accessibility, b.accessibility, int, "a11y "),
          atLeast(s.bestPractices, b.bestPractices, int, "bp "),
          atLeast(s.seo, b.seo, int, "SEO "),
        ]);
        rows.push({ measure: `${label(run.path)}: perf/a11y/bp/SEO`, pglite: scores, postgres: "—", budget: scoreBudget, verdict: scoreVerdict });
        const clsBudget = `TBT ≤ ${b.tbtMs} ms, CLS < ${b.cls}`;
        const clsVerdict = check(`Lighthouse mobile TBT and CLS ${run.path}`, `${ms(m.tbtMs)} / ${m.cls.toFixed(3)}`, clsBudget, [
          atMost(m.tbtMs, b.tbtMs, (n) => `TBT ${int(n)} ms`),
          below(m.cls, b.cls, (n) => n.toFixed(3)),
        ]);
        rows.push({ measure: `${label(run.path)}: FCP/LCP/TBT/CLS`, pglite: metrics, postgres: "—", budget: clsBudget, verdict: clsVerdict });
      } else {
        rows.push({ measure: `${label(run.path)}: perf/a11y/bp/SEO`, pglite: scores, postgres: "—", budget: "—", verdict: "—" });
        rows.push({ measure: `${label(run.path)}: FCP/LCP/TBT/CLS`, pglite: metrics, postgres: "—", budget: "—", verdict: "—" });
      }
    }
  }

  rows.push({ section: "Load (autocannon, 20 connections)" });
  const byLabel = (load: DatabaseLoad | null, name: string) => load?.results.find((r) => r.label === name);
  for (const base of input.pglite.results) {
    const pg = byLabel(input.postgres, base.label);
    const rate = (r: LoadResult | undefined) =>
      r ? `${int(r.requestsPerSecond)} req/s${r.ratioToStatic === null ? "" : ` (×${r.ratioToStatic.toFixed(2)})`}` : NOT_MEASURED;
    const latency = (r: LoadResult | undefined) => (r ? `${r.p50Ms} / ${r.p99Ms} ms` : NOT_MEASURED);
    const errors = (r: LoadResult | undefined) => (r ? String(r.errors) : NOT_MEASURED);
    // The home page kept in memory has its budget; the pages rendered for a signed-in customer theirs.
    const t = base.label === "GET /" ? homeThroughput : base.label.endsWith(SIGNED_IN) ? renderedPages : null;
    const measure = base.label === "POST booking" ? `POST booking (${base.requests} requests)` : base.label;
    const name = base.label === "GET /" ? "home" : base.label.replace(/^GET /, "");
    rows.push({
      measure: base.ratioToStatic === null ? `${measure}: req/s` : `${measure}: req/s (× static)`,
      pglite: rate(base),
      postgres: rate(pg),
      budget: t ? `PostgreSQL ≥ ${t.requestsPerSecond} req/s` : "—",
      verdict: t
        ? check(
            `${name} req/s on PostgreSQL`,
            rate(pg),
            `≥ ${t.requestsPerSecond}`,
            pg ? [atLeast(pg.requestsPerSecond, t.requestsPerSecond, (n) => `${int(n)} req/s`)] : null,
          )
        : "—",
    });
    rows.push({
      measure: `${measure}: p50 / p99`,
      pglite: latency(base),
      postgres: latency(pg),
      budget: t ? `PostgreSQL p99 < ${t.p99Ms} ms` : "—",
      verdict: t ? check(`${name} p99 on PostgreSQL`, latency(pg), `< ${t.p99Ms} ms`, pg ? [below(pg.p99Ms, t.p99Ms, (n) => `${int(n)} ms`)] : null) : "—",
    });
    rows.push({
      measure: `${measure}: errors`,
      pglite: errors(base),
      postgres: errors(pg),
      budget: t ? `PostgreSQL ${t.errors}` : "—",
      verdict: t ? check(`${name} errors on PostgreSQL`, errors(pg), String(t.errors), pg ? [atMost(pg.errors, t.errors, int)] : null) : "—",
    });
    if (base.bytesPerResponse !== undefined && base.label !== "POST booking") {
      const bytes = (r: LoadResult | undefined) => (r?.bytesPerResponse === undefined ? NOT_MEASURED : kb(r.bytesPerResponse));
      rows.push({ measure: `${measure}: bytes per answer`, pglite: bytes(base), postgres: bytes(pg), budget: "—", verdict: "—" });
    }
  }

  rows.push({ section: "Server memory (RSS)" });
  const idleBudget = `PostgreSQL ≤ ${memory.postgresIdleMb} MB`;
  rows.push({
    measure: "idle, after 1 request per page",
    pglite: mb(input.pglite.idleRssMb),
    postgres: pgOr(() => mb(input.postgres!.idleRssMb)),
    budget: idleBudget,
    verdict: check(
      "idle RSS on PostgreSQL",
      pgOr(() => mb(input.postgres!.idleRssMb)),
      `≤ ${memory.postgresIdleMb} MB`,
      input.postgres ? [atMost(input.postgres.idleRssMb, memory.postgresIdleMb, mb)] : null,
    ),
  });
  const pgliteLoad = atMost(input.pglite.maxRssMb, memory.pgliteLoadMb, mb, "PGlite ");
  checks.push({ name: "peak RSS under load on PGlite", value: mb(input.pglite.maxRssMb), budget: `≤ ${memory.pgliteLoadMb} MB`, ok: pgliteLoad.ok });
  const postgresLoad = input.postgres ? atMost(input.postgres.maxRssMb, memory.postgresLoadMb, mb, "PostgreSQL ") : null;
  checks.push({
    name: "peak RSS under load on PostgreSQL",
    value: pgOr(() => mb(input.postgres!.maxRssMb)),
    budget: `≤ ${memory.postgresLoadMb} MB`,
    ok: postgresLoad?.ok ?? null,
  });
  rows.push({
    measure: "peak under load",
    pglite: mb(input.pglite.maxRssMb),
    postgres: pgOr(() => mb(input.postgres!.maxRssMb)),
    budget: `PGlite ≤ ${memory.pgliteLoadMb} MB, PostgreSQL ≤ ${memory.postgresLoadMb} MB`,
    verdict: postgresLoad ? verdictOf([pgliteLoad, postgresLoad]).text : `${verdictOf([pgliteLoad]).text}; PostgreSQL ${NOT_MEASURED}`,
  });

  return { table: formatTable(rows), checks };
}

function formatTable(all: Row[]): string {
  // A section with nothing measured (BENCH_ONLY=load: no browser) is left out.
  const rows = all.filter((row, i) => !("section" in row) || (i + 1 < all.length && !("section" in all[i + 1]!)));
  const header = { measure: "Measure", pglite: "PGlite", postgres: "PostgreSQL", budget: "Budget", verdict: "Verdict" };
  const keys = ["measure", "pglite", "postgres", "budget", "verdict"] as const;
  const cells = rows.filter((r): r is Exclude<Row, { section: string }> => !("section" in r));
  const sections = rows.filter((r): r is { section: string } => "section" in r).map((r) => `**${r.section}**`);
  const width = Object.fromEntries(
    keys.map((k) => [k, Math.max(header[k].length, ...cells.map((r) => r[k].length), ...(k === "measure" ? sections.map((t) => t.length) : []))]),
  ) as Record<(typeof keys)[number], number>;
  const line = (r: Record<(typeof keys)[number], string>) => `| ${keys.map((k) => r[k].padEnd(width[k])).join(" | ")} |`;
  const out = [line(header), `|${keys.map((k) => "-".repeat(width[k] + 2)).join("|")}|`];
  for (const row of rows) {
    if ("section" in row) out.push(line({ measure: `**${row.section}**`, pglite: "", postgres: "", budget: "", verdict: "" }));
    else out.push(line(row));
  }
  return out.join("\n");
}
