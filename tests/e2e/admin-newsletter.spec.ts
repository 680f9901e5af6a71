import { signInAsAdmin, uniqueEmail } from "./support/accounts";
import { expect, test, type Page } from "./support/fixtures";

const origin = (page: Page) => ({ Origin: new URL(page.url()).origin });

/** Subscribes `email` and follows its confirmation link, as its owner would. */
async function confirmedSubscriber(page: Page, email: string) {
  const { linkIn, waitForMail } = await import("./support/mailbox");
  expect((await page.request.post("/api/newsletter", { form: { email }, headers: origin(page) })).status()).toBe(200);
  const mail = await waitForMail(email, (m) => m.subject === "Confirmez votre inscription à la newsletter");
  expect((await page.request.post(linkIn(mail, "/newsletter/confirmation/"), { headers: origin(page) })).status()).toBe(200);
}

test("the admin finds a confirmed subscriber, exports the list as CSV, and removes the address", async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  const email = uniqueEmail(`abonne${testInfo.repeatEachIndex}`);
  await page.goto("/");
  await confirmedSubscriber(page, email);

  // Not for visitors: the CSV sends them to the admin's sign-in.
  const refused = await request.get("/admin/newsletter/abonnes.csv", { maxRedirects: 0 });
  expect(refused.status()).toBe(302);
  expect(refused.headers()["location"]).toBe("/admin");

  await signInAsAdmin(page);
  await page.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Newsletter" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Newsletter" })).toBeVisible();
  await expect(page.getByText("Abonnés confirmés")).toBeVisible();
  await expect(page.getByRole("link", { name: "Écrire une newsletter" })).toHaveAttribute("href", "/admin/newsletter/envois");

  await page.getByRole("searchbox", { name: "Rechercher" }).fill(email);
  await page.getByRole("button", { name: "Rechercher" }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByRole("status").filter({ hasText: "trouvée" })).toHaveText("1 adresse(s) trouvée(s)");
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("Confirmé");

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Exporter en CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^abonnes-newsletter-\d{4}-\d{2}-\d{2}\.csv$/);
  const { readFileSync } = await import("node:fs");
  const csv = readFileSync((await file.path())!, "utf8");
  expect(csv.startsWith("\uFEFFE-mail;Confirmé le\r\n")).toBe(true);
  expect(csv).toMatch(new RegExp(`\\r\\n${email.replace(/[.+]/g, "\\$&")};\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}\\r\\n`));

  await row.getByRole("button", { name: `Retirer ${email} de la newsletter` }).click();
  const dialog = page.getByRole("alertdialog", { name: "Retirer l'abonné" });
  await expect(dialog).toContainText("ne recevra plus la newsletter");
  await expect(dialog.getByRole("button", { name: "Annuler" })).toBeFocused();
  await dialog.getByRole("button", { name: "Retirer" }).click();
  await expect(page.getByText("Abonné retiré de la newsletter").first()).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: email })).toHaveCount(0);
  await page.getByRole("combobox", { name: "Statut" }).selectOption("unsubscribed");
  await expect(page.getByRole("row").filter({ hasText: email })).toContainText("Désinscrit");
});
