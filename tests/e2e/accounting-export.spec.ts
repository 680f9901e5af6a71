import { readFile } from "node:fs/promises";
import { unzipSync } from "fflate";
import { parisWallClock } from "~/lib/paris-time";
import { signInAsAdmin } from "./support/accounts";
import { orderShampoo } from "./support/demo-order";
import { clientAddressOf, expect, test, type Page } from "./support/fixtures";
import type { Locator } from "@playwright/test";

// The accountant's month: the owner downloads a month's invoices and credit notes, as a CSV and as
// a ZIP of their PDFs, from the dashboard's « Comptabilité » form.
test.describe.configure({ timeout: 90_000 });

/** Presses a download button and reads back the file the browser saved. */
async function download(page: Page, button: Locator): Promise<{ name: string; content: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent("download"), button.click()]);
  return { name: file.suggestedFilename(), content: await readFile((await file.path())!) };
}

test("the admin downloads the month's invoices as a CSV and as a ZIP of PDFs; a month that is not one is refused", async ({ page, browser }) => {
  const { orderNumber } = await orderShampoo(page, "comptable");
  const paris = parisWallClock(new Date());
  const month = paris.date.slice(0, 7);
  const day = `${paris.date.slice(8, 10)}/${paris.date.slice(5, 7)}/${paris.date.slice(0, 4)}`;

  const origin = new URL(page.url()).origin;
  const adminContext = await browser.newContext({ baseURL: origin, extraHTTPHeaders: { "X-Forwarded-For": clientAddressOf(`${test.info().testId}-admin`) } });
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await admin.goto("/admin/tableau-de-bord");
  const accounting = admin.getByRole("region", { name: "Comptabilité" });
  await accounting.getByLabel("Mois").fill(month);

  // The CSV: the order's invoice on its row, 16,99 € TTC = 14,16 € HT + 2,83 € of VAT, paid in demonstration.
  const csv = await download(admin, accounting.getByRole("button", { name: "Factures et avoirs (CSV)" }));
  expect(csv.name).toBe(`factures-${month}.csv`);
  expect([...csv.content.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csv.content.toString("utf8").slice(1).split("\r\n");
  expect(lines[0]).toBe("Numéro;Type;Date;Client;Montant HT;TVA 20 %;Montant TTC;Mode de paiement;Commande ou rendez-vous;Facture d'origine");
  const row = lines.find((line) => line.includes(`;${orderNumber};`));
  expect(row).toMatch(new RegExp(`^FA-\\d{4}-\\d{6};Facture;${day.replaceAll("/", "\\/")};Jean Dupont;14,16;2,83;16,99;Démonstration;${orderNumber};$`));
  expect(lines.at(-2)).toMatch(/^Total;;;;-?\d+,\d\d;-?\d+,\d\d;-?\d+,\d\d;;;$/);
  const invoiceNumber = row!.split(";")[0]!;

  // The ZIP: that invoice's PDF among the month's, and the same CSV.
  const zip = await download(admin, accounting.getByRole("button", { name: "Factures et avoirs (PDF, ZIP)" }));
  expect(zip.name).toBe(`factures-${month}.zip`);
  const files = unzipSync(new Uint8Array(zip.content));
  expect(Object.keys(files)).toContain(`factures-${month}.csv`);
  expect(Buffer.from(files[`${invoiceNumber}.pdf`]!.subarray(0, 5)).toString()).toBe("%PDF-");
  const zippedLines = Buffer.from(files[`factures-${month}.csv`]!).toString("utf8").slice(1).split("\r\n");
  expect(zippedLines).toContain(row);
  // Every document of the CSV has its PDF.
  for (const line of zippedLines.slice(1, -2)) expect(Object.keys(files)).toContain(`${line.split(";")[0]}.pdf`);

  // A month that is not one: refused in words, never a failure of the server.
  for (const bad of ["2026-13", "2026-1", "..%2F", "1999-12", ""]) {
    for (const file of ["factures.csv", "factures.zip"]) {
      const answer = await admin.request.get(`/admin/comptabilite/${file}?mois=${bad}`);
      expect(answer.status(), `${file}?mois=${bad}`).toBe(400);
      expect(await answer.text()).toBe("Ce mois n'est pas valide.");
    }
  }
  await adminContext.close();

  // Without the admin's session: sent to the admin's sign-in, nothing downloaded.
  const stranger = await browser.newContext({ baseURL: origin, extraHTTPHeaders: { "X-Forwarded-For": clientAddressOf(`${test.info().testId}-stranger`) } });
  for (const file of ["factures.csv", "factures.zip"]) {
    const answer = await stranger.request.get(`/admin/comptabilite/${file}?mois=${month}`, { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers()["location"]).toBe("/admin");
  }
  await stranger.close();
});
