import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import { chromium, type Browser, type BrowserContext, type Response } from "playwright-core";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

type AssetTotal = { bytes: number; requests: number; files: { url: string; bytes: number }[] };
export type FirstLoad = { path: string; finalPath: string; js: AssetTotal; css: AssetTotal; excluded: string[] };

const emptyTotal = (): AssetTotal => ({ bytes: 0, requests: 0, files: [] });

function kindOf(response: Response): "js" | "css" | null {
  const type = (response.headers()["content-type"] ?? "").toLowerCase();
  if (type.includes("javascript")) return "js";
  if (type.includes("text/css")) return "css";
  const resource = response.request().resourceType();
  return resource === "script" ? "js" : resource === "stylesheet" ? "css" : null;
}

/**
 * Opens `path` in a context with an empty cache and counts every script and stylesheet response
 * until the network is idle (what the page preloads, what hydration imports, what it fetches
 * right after): bytes are each body gzipped at level 9, summed. Responses from another origin
 * (PayPal's SDK, say) are listed apart and not counted. A page that fails to load, answers an
 * error status, throws in the browser or gets an asset wrong stops the bench.
 */
async function measurePage(context: BrowserContext, origin: string, path: string): Promise<FirstLoad> {
  const page = await context.newPage();
  const responses: Response[] = [];
  const problems: string[] = [];
  page.on("response", (r) => responses.push(r));
  page.on("pageerror", (error) => problems.push(`uncaught in the page: ${error.message}`));
  page.on("requestfailed", (r) => {
    // A request the page itself gave up (an image no longer wanted) is no failure of the site.
    const asset = ["document", "script", "stylesheet"].includes(r.resourceType());
    if (asset && new URL(r.url()).origin === origin && r.failure()?.errorText !== "net::ERR_ABORTED") {
      problems.push(`request failed: ${r.url()} (${r.failure()?.errorText})`);
    }
  });
  try {
    const main = await page.goto(`${origin}${path}`, { waitUntil: "networkidle", timeout: 60_000 });
    if (!main || main.status() >= 400) throw new Error(`${path}: status ${main?.status()}`);
    const result: FirstLoad = { path, finalPath: new URL(page.url()).pathname, js: emptyTotal(), css: emptyTotal(), excluded: [] };
    for (const response of responses) {
      const kind = kindOf(response);
      if (!kind) continue;
      if (new URL(response.url()).origin !== origin) {
        result.excluded.push(response.url());
        continue;
      }
      if (response.status() >= 300) {
        problems.push(`${response.url()}: status ${response.status()}`);
        continue;
      }
      const bytes = gzipSync(await response.body(), { level: 9 }).length;
      const total = result[kind];
      total.bytes += bytes;
      total.requests += 1;
      total.files.push({ url: new URL(response.url()).pathname, bytes });
    }
    if (problems.length > 0) throw new Error(`${path}:\n${problems.join("\n")}`);
    result.js.files.sort((a, b) => b.bytes - a.bytes);
    result.css.files.sort((a, b) => b.bytes - a.bytes);
    return result;
  } finally {
    await page.close();
  }
}

const PASSWORD = "Motdepasse-Bench-2026!";

/**
 * The first-load JavaScript and CSS of each public page, each in a fresh context; then /checkout
 * as a signed-in customer with a product in the cart: the product is added from its page and
 * the account made through /signup in one context, whose cookies and storage then open
 * /checkout in a new context with an empty cache.
 */
export async function measureFirstLoads(origin: string, paths: string[], productPath: string): Promise<FirstLoad[]> {
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const results: FirstLoad[] = [];
    for (const path of paths) {
      const context = await browser.newContext({ locale: "fr-FR", timezoneId: "Europe/Paris" });
      try {
        results.push(await measurePage(context, origin, path));
      } finally {
        await context.close();
      }
    }

    const customer = await browser.newContext({ locale: "fr-FR", timezoneId: "Europe/Paris", baseURL: origin });
    let storageState: Awaited<ReturnType<BrowserContext["storageState"]>>;
    try {
      const page = await customer.newPage();
      page.setDefaultTimeout(30_000);
      await page.goto(productPath);
      // Hydrated once the consent banner, rendered only in the browser, is there.
      await page.getByRole("region", { name: /cookies/i }).waitFor();
      await page
        .getByRole("button", { name: /^Ajouter au panier/ })
        .first()
        .click();
      await page.getByText("Produit ajouté au panier").first().waitFor();
      await page.goto("/signup?redirect=/checkout");
      await page.getByLabel("Prénom").fill("Jean");
      await page.getByLabel("Nom", { exact: true }).fill("Banc");
      await page.getByLabel("Date de naissance").fill("1990-05-12");
      await page.getByLabel("Email").fill(`bench-${Date.now()}@example.test`);
      await page.getByLabel("Mot de passe", { exact: true }).fill(PASSWORD);
      await page.getByLabel("Confirmer le mot de passe").fill(PASSWORD);
      await page.getByRole("button", { name: "Créer mon compte" }).click();
      await page.waitForURL(/\/checkout$/);
      await page.getByRole("heading", { name: "Finaliser ma commande" }).waitFor();
      storageState = await customer.storageState();
    } finally {
      await customer.close();
    }
    const checkout = await browser.newContext({ locale: "fr-FR", timezoneId: "Europe/Paris", storageState });
    try {
      const load = await measurePage(checkout, origin, "/checkout");
      if (load.finalPath !== "/checkout") throw new Error(`/checkout sent the signed-in customer to ${load.finalPath}`);
      results.push(load);
    } finally {
      await checkout.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}

export type FormFactor = "mobile" | "desktop";
type FailingAudit = { category: string; id: string; title: string; score: number; items: string[] };
export type LighthouseRun = {
  path: string;
  formFactor: FormFactor;
  runs: number;
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  /** Each the median of the runs' own. */
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number };
  /** Every run's performance score, the median's among them. */
  performanceScores: number[];
  /** Every run's total blocking time, ms. */
  tbtEachMs: number[];
  /**
   * Every run's `environment.benchmarkIndex`: Lighthouse's measure of the machine's CPU (higher is
   * faster), so that figures from two machines can be set side by side.
   */
  benchmarkIndexes: number[];
  failing: FailingAudit[];
};

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

/** The middle value (the lower middle of an even count, as for the scores). */
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/** What an audit's table points at: the element's HTML, else its selector, else the message and its source. */
function describeItem(item: unknown): string {
  const it = item as {
    node?: { snippet?: string; selector?: string; nodeLabel?: string };
    source?: unknown;
    description?: unknown;
    url?: unknown;
    sourceLocation?: { url?: string };
    label?: unknown;
  };
  const element = it.node?.snippet ?? it.node?.selector ?? it.node?.nodeLabel;
  if (element) return element.slice(0, 300);
  const where = it.sourceLocation?.url ?? (typeof it.url === "string" ? it.url : "");
  const what = [it.source, it.description ?? it.label].filter((v) => typeof v === "string" && v !== "").join(": ");
  return ([what, where].filter(Boolean).join(" ") || JSON.stringify(item)).slice(0, 300);
}

function failingAudits(lhr: Lhr): FailingAudit[] {
  const failing: FailingAudit[] = [];
  for (const category of ["accessibility", "best-practices", "seo"]) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      const details = audit.details as { items?: unknown[] } | undefined;
      failing.push({ category, id: ref.id, title: audit.title, score: audit.score, items: (details?.items ?? []).slice(0, 10).map(describeItem) });
    }
  }
  return failing;
}

const score = (lhr: Lhr, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const metric = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue ?? NaN;

/**
 * One Lighthouse run. A run that Lighthouse itself reports as failed (a trace it could not
 * record, "please run Lighthouse again") is tried again, twice at most.
 */
async function lighthouseRun(port: number, url: string, formFactor: FormFactor): Promise<Lhr> {
  let failure = "";
  for (let attempt = 0; attempt < 3; attempt++) {
    const result = await lighthouse(
      url,
      { port, logLevel: "error", output: "json", onlyCategories: CATEGORIES },
      formFactor === "desktop" ? desktopConfig : undefined,
    );
    const lhr = result?.lhr;
    if (lhr && !lhr.runtimeError) return lhr;
    failure = lhr?.runtimeError ? `${lhr.runtimeError.code} ${lhr.runtimeError.message}` : "no result";
  }
  throw new Error(`Lighthouse on ${url} (${formFactor}), 3 attempts: ${failure}`);
}

/**
 * Lighthouse on each page, mobile (its default) then desktop (its desktop preset), with its
 * default simulated throttling, in one Chromium launched by chrome-launcher (Lighthouse resets
 * the cache and storage before each run), after one run that warms the browser. With several runs of a page, the run whose
 * performance score is the median gives the scores, and each metric is the median of the runs' own: the
 * scores often tie (three runs at 100), and the tied run reported then gave its blocking time, whichever
 * run it was (78 ms in a series of 0 to 78).
 */
export async function runLighthouse(origin: string, paths: string[], runsPerPage: Record<FormFactor, number>): Promise<LighthouseRun[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: "error" });
  try {
    // A run not counted first. The first page loaded by a new browser pays for its cold caches (on
    // Linux, each font size is looked up through the browser process): of six series on the home
    // page, the first run was the slowest in four, with 71 to 236 ms of blocking time where the
    // others stayed at or under 41. A visitor's browser is warm: no page is measured cold alone.
    if (paths[0] && runsPerPage.mobile > 0) await lighthouseRun(chrome.port, `${origin}${paths[0]}`, "mobile");
    const results: LighthouseRun[] = [];
    for (const formFactor of ["mobile", "desktop"] as const) {
      for (const path of paths) {
        const lhrs: Lhr[] = [];
        for (let i = 0; i < runsPerPage[formFactor]; i++) lhrs.push(await lighthouseRun(chrome.port, `${origin}${path}`, formFactor));
        const sorted = [...lhrs].sort((a, b) => score(a, "performance") - score(b, "performance"));
        const lhr = sorted[Math.floor((sorted.length - 1) / 2)]!;
        results.push({
          path,
          formFactor,
          runs: lhrs.length,
          scores: {
            performance: score(lhr, "performance"),
            accessibility: score(lhr, "accessibility"),
            bestPractices: score(lhr, "best-practices"),
            seo: score(lhr, "seo"),
          },
          metrics: {
            fcpMs: median(lhrs.map((l) => metric(l, "first-contentful-paint"))),
            lcpMs: median(lhrs.map((l) => metric(l, "largest-contentful-paint"))),
            tbtMs: median(lhrs.map((l) => metric(l, "total-blocking-time"))),
            cls: median(lhrs.map((l) => metric(l, "cumulative-layout-shift"))),
          },
          performanceScores: lhrs.map((l) => score(l, "performance")),
          tbtEachMs: lhrs.map((l) => metric(l, "total-blocking-time")),
          benchmarkIndexes: lhrs.map((l) => l.environment?.benchmarkIndex ?? NaN),
          failing: failingAudits(lhr),
        });
      }
    }
    return results;
  } finally {
    chrome.kill();
  }
}
