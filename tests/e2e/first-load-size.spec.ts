import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import path from "node:path";
import { firstLoadBudgetOf, firstLoadCeilings } from "../support/budgets";
import { firstLoadOf, kb, publicPageRoutes, readClientManifest, type FirstLoad } from "../support/first-load";

// Size guard: the JavaScript each public page loads on a first visit, read from the build's
// manifest (deterministic byte counts), against its budget, or against today's size where the
// budget is not met yet (see budgets.ts), so no change makes a page heavier unnoticed.
const clientDir = path.resolve("build/client");

type Verdict = { routeId: string; bytes: number; requests: number; ceiling: number; maxRequests: number | null; ok: boolean };

const budgetOf = (routeId: string) =>
  firstLoadBudgetOf(
    routeId === "routes/home"
      ? "home"
      : routeId === "routes/product"
        ? "product"
        : // The pages that pay with PayPal: the checkout and a booking's arrhes.
          routeId === "routes/checkout" || routeId === "routes/deposit-payment"
          ? "checkout"
          : "other",
  );

function verdict(load: FirstLoad): Verdict {
  const budget = budgetOf(load.routeId).bytes;
  const ceiling = Math.max(budget, (firstLoadCeilings[load.routeId] ?? 0) * 1024);
  const maxRequests = budgetOf(load.routeId).requests ?? null;
  return { ...load, ceiling, maxRequests, ok: load.bytes <= ceiling && (maxRequests === null || load.requests <= maxRequests) };
}

test("every public page's first-load JavaScript stays within its budget", () => {
  const manifest = readClientManifest(clientDir);
  const pages = publicPageRoutes(manifest);
  expect(pages).toContain("routes/home");
  expect(pages).toContain("routes/product");
  expect(pages.some((id) => id.startsWith("routes/admin/"))).toBe(false);

  const verdicts = pages.map((id) => verdict(firstLoadOf(clientDir, manifest, id)));
  const table = verdicts.map(
    (v) =>
      `${v.ok ? "ok  " : "OVER"} ${v.routeId.padEnd(26)} ${kb(v.bytes).padStart(9)} / ${kb(v.ceiling)}  ${v.requests} scripts${v.maxRequests ? ` / ${v.maxRequests}` : ""}`,
  );
  console.log(table.join("\n"));
  expect(verdicts.filter((v) => !v.ok).map((v) => v.routeId)).toEqual([]);
  // A ceiling above the budget is today's size: once a page gets lighter, lower it (or drop it).
  const slack = verdicts.filter((v) => v.ceiling > budgetOf(v.routeId).bytes && v.ceiling - v.bytes > 3 * 1024);
  expect(slack.map((v) => `${v.routeId}: ${kb(v.bytes)} under a ${kb(v.ceiling)} ceiling`)).toEqual([]);
});

test("the guard counts what a page loads: the entry, the shell, the page, and not what it fetches on demand", () => {
  const manifest = readClientManifest(clientDir);
  const home = firstLoadOf(clientDir, manifest, "routes/home");
  const files = home.files.map((f) => f.file);
  expect(files).toContain(manifest.entry.module);
  expect(files).toContain(manifest.routes["root"]!.module);
  expect(files).toContain(manifest.routes["routes/home"]!.module);
  // The booking dialog's date picker and Zod come on demand: no first-load file holds them.
  const sources = files.map((file) => readFileSync(path.join(clientDir, file), "utf8"));
  expect(sources.filter((source) => source.includes("$ZodType"))).toEqual([]);
  expect(sources.filter((source) => source.includes("rdp-"))).toEqual([]);
  // And a page over its ceiling is reported.
  expect(verdict({ ...home, bytes: home.bytes + 200 * 1024 }).ok).toBe(false);
  expect(verdict({ ...home, requests: 40 }).ok).toBe(false);
});

test("the shell's parts written by the server, and its code used only once asked for, are in no page's first-load scripts", () => {
  const manifest = readClientManifest(clientDir);
  const files = new Set(publicPageRoutes(manifest).flatMap((id) => firstLoadOf(clientDir, manifest, id).files.map((f) => f.file)));
  const sources = [...files].map((file) => readFileSync(path.join(clientDir, file), "utf8"));
  const found = (text: string) => sources.some((source) => source.includes(text));
  // Written by the server, kept by the browser: the announcements, the delivery promises, the
  // newsletter block's text and form, the footer's last line, the 404 page.
  for (const text of [
    "Commandez en ligne, retirez en boutique",
    "Produits 95-100 % naturels",
    "Rejoignez notre newsletter",
    "Tous droits réservés",
    "La page que vous cherchez n'existe pas",
  ]) {
    expect(found(text), text).toBe(false);
  }
  // Fetched when needed: the cookie banner, the newsletter form's fields (their ids), the toasts' library.
  for (const text of ["Cookies et confidentialité", "newsletter-adresse-erreur", "data-sonner-toaster"]) {
    expect(found(text), text).toBe(false);
  }
});
