import { expect, type Page } from "./fixtures";
import { E2E_ADMIN } from "./global-setup";

export const PASSWORD = "Motdepasse-2026!";

export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;

/** Signs up through the /signup page; the browser ends up signed in. */
export async function signUpThroughForm(page: Page, email: string, options: { redirect?: string; password?: string } = {}) {
  await page.goto(options.redirect ? `/signup?redirect=${options.redirect}` : "/signup");
  await page.getByLabel("Prénom").fill("Jean");
  await page.getByLabel("Nom", { exact: true }).fill("Dupont");
  await page.getByLabel("Date de naissance").fill("1990-05-12");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(options.password ?? PASSWORD);
  await page.getByLabel("Confirmer le mot de passe").fill(options.password ?? PASSWORD);
  await page.getByRole("button", { name: "Créer mon compte" }).click();
}

export async function signInThroughForm(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
}

export async function expectSignedInAs(page: Page, email: string) {
  await expect(page.getByRole("button", { name: `Mon compte (${email})` })).toBeVisible();
}

/** Signs in at /admin (the e2e server's admin unless told otherwise) and lands on the bookings. */
export async function signInAsAdmin(page: Page, credentials: { email: string; password: string } = E2E_ADMIN) {
  await page.goto("/admin");
  await page.getByLabel("Email").fill(credentials.email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(credentials.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/admin\/bookings$/);
}
