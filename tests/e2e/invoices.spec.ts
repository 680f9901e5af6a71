import { readFile } from "node:fs/promises";
import { pdfText } from "../support/pdf-text";
import { signInAsAdmin } from "./support/accounts";
import { orderShampoo } from "./support/demo-order";
import { waitForMail } from "./support/mailbox";
import { expect, test, type Page } from "./support/fixtures";
import type { Download, Locator } from "@playwright/test";

/** Clicks a download link and reads back the file the browser saved. */
async function download(page: Page, link: Locator): Promise<{ file: Download; text: string; head: string }> {
  const [file] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const content = await readFile((await file.path())!);
  return { file, text: await pdfText(content), head: content.subarray(0, 5).toString() };
}

test("the invoice of an order downloads from 'Mes commandes' as a PDF with its number and its VAT, and comes with the confirmation mail", async ({
  page,
  browser,
}) => {
  const { email, orderNumber } = await orderShampoo(page, "facture");

  await page.goto("/account/orders");
  const order = page.getByRole("article", { name: `Commande ${orderNumber}` });
  const link = order.getByRole("link", { name: /^Télécharger la facture FA-\d{4}-\d{6} \(PDF\)$/ });
  await expect(link).toBeVisible();
  const number = /FA-\d{4}-\d{6}/.exec(await link.innerText())![0];

  const { file, text, head } = await download(page, link);
  expect(file.suggestedFilename()).toBe(`${number}.pdf`);
  expect(head).toBe("%PDF-");
  expect(text).toContain("Facture");
  expect(text).toContain(`N° ${number}`);
  expect(text).toContain(`Commande : ${orderNumber}`);
  expect(text).toContain("SIRET : 912 345 678 00014");
  expect(text).toContain("Shampoing Barbe");
  // 16,99 € incl. VAT: 14,16 € excl. VAT (1 415,83 ct rounded) and 2,83 € of VAT.
  expect(text).toContain("Total HT 14,16 €");
  expect(text).toContain("TVA 20 % 2,83 €");
  expect(text).toContain("Total TTC 16,99 €");

  // Only its customer gets it: signed out, the address leads to the sign-in page.
  const stranger = await browser.newContext({ baseURL: new URL(page.url()).origin, extraHTTPHeaders: { "X-Forwarded-For": "10.250.2.1" } });
  const anonymous = await stranger.request.get(`/account/invoices/${number}`, { maxRedirects: 0 });
  expect(anonymous.status()).toBe(302);
  expect(anonymous.headers()["location"]).toMatch(/^\/login\?redirect=/);
  await stranger.close();

  const mail = await waitForMail(email, (m) => m.subject === `Votre commande ${orderNumber}`);
  expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([[`${number}.pdf`, "application/pdf"]]);
  expect(await pdfText(mail.attachments[0]!.content)).toContain(`N° ${number}`);
});

test("the admin cancels an order: its invoice stays, a credit note cancels it, both download from the order card", async ({ page, browser }) => {
  const { email, orderNumber } = await orderShampoo(page, "avoir");

  const adminContext = await browser.newContext({ baseURL: new URL(page.url()).origin, extraHTTPHeaders: { "X-Forwarded-For": "10.250.2.2" } });
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await admin.goto(`/admin/orders?q=${encodeURIComponent(email)}`);
  const card = admin.getByRole("article", { name: `Commande ${orderNumber}` });
  const invoiceLink = card.getByRole("link", { name: /^Télécharger la facture FA-\d{4}-\d{6} \(PDF\)$/ });
  await expect(invoiceLink).toBeVisible();
  const invoiceNumber = /FA-\d{4}-\d{6}/.exec(await invoiceLink.innerText())![0];

  // The confirmation opens once the page is live: clicked until it does.
  const confirm = admin.getByRole("alertdialog", { name: "Annuler la commande" });
  await expect(async () => {
    if (!(await confirm.isVisible())) await card.getByRole("button", { name: `Annuler la commande ${orderNumber}` }).click();
    await expect(confirm).toBeVisible({ timeout: 1000 });
  }).toPass();
  await confirm.getByRole("button", { name: "Confirmer" }).click();
  await expect(card).toContainText("Annulée");
  const creditLink = card.getByRole("link", { name: /^Télécharger l'avoir AV-\d{4}-\d{6} \(PDF\)$/ });
  await expect(creditLink).toBeVisible();
  const creditNumber = /AV-\d{4}-\d{6}/.exec(await creditLink.innerText())![0];
  await expect(invoiceLink).toBeVisible();

  const credit = await download(admin, creditLink);
  expect(credit.file.suggestedFilename()).toBe(`${creditNumber}.pdf`);
  expect(credit.text).toContain("Avoir");
  expect(credit.text).toContain(`N° ${creditNumber}`);
  expect(credit.text).toContain(`Facture d'origine : ${invoiceNumber}`);
  expect(credit.text).toContain("TVA 20 % -2,83 €");
  expect(credit.text).toContain("Total TTC -16,99 €");
  const invoice = await download(admin, invoiceLink);
  expect(invoice.text).toContain(`N° ${invoiceNumber}`);
  expect(invoice.text).toContain("Total TTC 16,99 €");

  // The customer sees both, and the cancellation mail carries the credit note.
  await page.goto("/account/orders");
  const order = page.getByRole("article", { name: `Commande ${orderNumber}` });
  await expect(order.getByRole("link", { name: `Télécharger la facture ${invoiceNumber} (PDF)` })).toBeVisible();
  await expect(order.getByRole("link", { name: `Télécharger l'avoir ${creditNumber} (PDF)` })).toBeVisible();
  const mail = await waitForMail(email, (m) => m.subject === `Votre commande ${orderNumber} est annulée`);
  expect(mail.attachments.map((a) => a.filename)).toEqual([`${creditNumber}.pdf`]);
  await adminContext.close();
});
