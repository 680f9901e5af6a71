import { signInAsAdmin } from "./support/accounts";
import { clientAddressOf, expect, test, watchForText, type Page } from "./support/fixtures";

// The owner's service list. The journey changes the price of a service no other journey reads
// (and puts it back), and adds a service of its own (retired at the end): the other journeys meet
// the list they expect.

const DURATION_REFUSED = "La durée doit être comprise entre 5 et 480 minutes, par pas de 5.";
const PRICE_REFUSED = "Le prix doit être un montant en euros de 0 à 1 000, avec au plus deux décimales (par exemple 25 ou 27,50).";

/** A card of the home page's services section. */
const homeCard = (page: Page, title: string) =>
  page
    .locator("#services")
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });

/** The field's error is its own: said with it (its description), and marked invalid. */
async function expectFieldError(form: ReturnType<Page["getByRole"]>, label: string, error: string) {
  const field = form.getByLabel(label, { exact: true });
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(error);
}

test("the owner changes a price and adds a service: the home page shows both at once; a refused duration is said under its field", async ({
  browser,
  page,
}, testInfo) => {
  test.slow();
  const title = `Soin express ${testInfo.repeatEachIndex}-${Date.now().toString(36)}`;
  const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": clientAddressOf(testInfo.testId, 100 + testInfo.repeatEachIndex) } });
  const admin = await context.newPage();
  await signInAsAdmin(admin);
  await admin.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Prestations" }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "Prestations" })).toBeVisible();

  // A price changed: the home page has it at once.
  const purifying = admin.getByRole("article", { name: "Soin visage purifiant", exact: true });
  await purifying.getByText("Modifier la prestation").click();
  const editForm = purifying.getByRole("form", { name: "Modifier Soin visage purifiant" });
  const price = editForm.getByLabel("Prix (€)");
  const before = await price.inputValue();
  await price.fill("26,5");
  const updated = await watchForText(admin, "Prestation mise à jour");
  await editForm.getByRole("button", { name: "Enregistrer" }).click();
  await updated();
  await expect(purifying).toContainText("26,50 €");
  await page.goto("/");
  await expect(homeCard(page, "Soin visage purifiant")).toContainText("26,50 €");

  // A new service: its refused duration said under the field, before anything is sent.
  const addForm = admin.getByRole("form", { name: "Nouvelle prestation" });
  await addForm.getByLabel("Nom").fill(title);
  await addForm.getByLabel("Description").fill("Nettoyage, gommage et serviette chaude, en vingt minutes.");
  await addForm.getByLabel("Catégorie", { exact: true }).selectOption("Soins visage");
  const duration = addForm.getByLabel("Durée (min)");
  await duration.fill("22");
  await addForm.getByLabel("Prix (€)").fill("18.9");
  await addForm.getByRole("button", { name: "Ajouter la prestation" }).click();
  await expectFieldError(addForm, "Durée (min)", DURATION_REFUSED);
  await expect(duration).toBeFocused();
  await duration.fill("20");
  await expect(duration).not.toHaveAttribute("aria-invalid", "true");
  const added = await watchForText(admin, "Prestation ajoutée à la carte");
  await addForm.getByRole("button", { name: "Ajouter la prestation" }).click();
  await added();
  const card = admin.getByRole("list", { name: "Prestations : Soins visage" }).getByRole("article", { name: title });
  await expect(card).toContainText("18,90 €");
  await expect(card).toContainText("Karim, Yanis, Lucas");
  // The form is emptied for the next one.
  await expect(addForm.getByLabel("Nom")).toHaveValue("");

  await page.goto("/");
  await expect(homeCard(page, title)).toContainText("18,90 €");
  await expect(homeCard(page, title)).toContainText("20 min");

  // Retired: gone from the home page at once, listed apart, and may come back.
  const retired = await watchForText(admin, "Prestation retirée de la carte");
  await card.getByRole("button", { name: `Retirer de la carte : ${title}` }).click();
  await retired();
  await expect(admin.getByRole("list", { name: "Retirées de la carte" }).getByRole("button", { name: `Remettre à la carte : ${title}` })).toBeVisible();
  await page.goto("/");
  await expect(homeCard(page, "Soin visage purifiant")).toBeVisible();
  await expect(homeCard(page, title)).toHaveCount(0);

  // The price as it was, for the other journeys.
  await purifying.getByLabel("Prix (€)").fill(before);
  const back = await watchForText(admin, "Prestation mise à jour");
  await editForm.getByRole("button", { name: "Enregistrer" }).click();
  await back();
  await context.close();
});

test("without JavaScript, the service forms come back with each refusal under its field and what was typed", async ({ browser }, testInfo) => {
  const extraHTTPHeaders = { "X-Forwarded-For": clientAddressOf(testInfo.testId, 100 + testInfo.repeatEachIndex) };
  const signIn = await browser.newContext({ extraHTTPHeaders });
  await signInAsAdmin(await signIn.newPage());
  const context = await browser.newContext({ extraHTTPHeaders, javaScriptEnabled: false, storageState: await signIn.storageState() });
  await signIn.close();
  const admin = await context.newPage();
  await admin.goto("/admin/prestations");

  const addForm = admin.getByRole("form", { name: "Nouvelle prestation" });
  await addForm.getByLabel("Nom").fill("Coupe sans script");
  await addForm.getByLabel("Durée (min)").fill("500");
  await addForm.getByLabel("Prix (€)").fill("1e3");
  await addForm.getByRole("button", { name: "Ajouter la prestation" }).click();
  await expect(admin).toHaveURL(/\/admin\/prestations$/);
  await expectFieldError(addForm, "Durée (min)", DURATION_REFUSED);
  await expectFieldError(addForm, "Prix (€)", PRICE_REFUSED);
  await expect(addForm.getByLabel("Nom")).toHaveValue("Coupe sans script");
  await expect(addForm.getByLabel("Durée (min)")).toHaveValue("500");
  await expect(addForm.getByLabel("Nom")).not.toHaveAttribute("aria-invalid", "true");

  // An existing service's form: it comes back open, its price refused under the field.
  const shave = admin.getByRole("article", { name: "Rasage complet", exact: true });
  await shave.getByText("Modifier la prestation").click();
  const editForm = shave.getByRole("form", { name: "Modifier Rasage complet" });
  await editForm.getByLabel("Prix (€)").fill("12,345");
  await editForm.getByRole("button", { name: "Enregistrer" }).click();
  await expectFieldError(editForm, "Prix (€)", PRICE_REFUSED);
  await expect(editForm.getByLabel("Prix (€)")).toHaveValue("12,345");
  await expect(admin.getByRole("article", { name: "Coupe sans script" })).toHaveCount(0);
  await context.close();
});
