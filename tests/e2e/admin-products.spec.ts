import { signInAsAdmin } from "./support/accounts";
import { jpegFile, openForm, pngFile, productCard as card } from "./support/admin-products";
import { expect, test, type Page } from "./support/fixtures";

const imageList = (page: Page) => page.getByRole("dialog").getByRole("list", { name: "Images du produit" }).getByRole("listitem");
const statusOf = async (page: Page, url: string) => (await page.request.get(url)).status();

test("the admin adds a product with two images, sees it in the shop, edits it, replaces an image and deletes it", async ({ page }, testInfo) => {
  // Sign-in, three saves with image processing and two page visits: more than the default 30 s on a busy machine.
  test.slow();
  const name = `Baume Essai ${testInfo.repeatEachIndex}-${Date.now().toString(36)}`;
  await signInAsAdmin(page);
  await page.goto("/admin/products");

  const form = await openForm(page, "Ajouter un produit", "Ajouter un produit");
  await expect(form.getByLabel("Nom", { exact: true })).toHaveValue("");
  await expect(form.getByLabel("Stock")).toHaveValue("0");
  await form.locator('input[type="file"]').setInputFiles([await pngFile("face.png"), await jpegFile("dos.jpg")]);
  await expect(imageList(page)).toHaveCount(2);
  await expect(imageList(page).first()).toContainText("Image principale");
  await form.getByLabel("Nom", { exact: true }).fill(name);
  await form.getByLabel("Description").fill("Un baume doux pour la barbe.");
  await form.getByLabel("Prix (€)").fill("18.50");
  await form.getByLabel("Catégorie").selectOption("barbe-rasage");
  await form.getByLabel("Stock").fill("7");
  await form.getByLabel("Conseils d'utilisation").fill("Une noisette le matin.");
  await form.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Produit ajouté avec succès")).toBeVisible();
  await expect(form).toBeHidden();
  await expect(card(page, name)).toContainText("18,50 €");
  await expect(card(page, name)).toContainText("Barbe & Rasage");
  await expect(card(page, name)).toContainText("Stock : 7");

  // In the shop, and its page shows both images in the slider.
  await page.goto(`/shop?search=${encodeURIComponent(name)}`);
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  // From the keyboard: the pointer is not over the slider, which then waits to be used.
  await page.getByRole("region", { name: "Produits" }).getByRole("link", { name, exact: true }).press("Enter");
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const slider = page.getByRole("region", { name: `Images de ${name}` });
  const slides = slider.getByRole("img", { name: new RegExp(`^${name}, image \\d sur 2$`) });
  // The thumbnails are the images' small versions; the second image itself comes once the slider is used.
  const thumbnails = slider.getByRole("button", { name: /^Afficher l'image/ }).locator("img");
  await expect(thumbnails.nth(1)).toHaveAttribute("src", /^\/media\/products\/[0-9a-f]{16}-480x480\.webp$/);
  await expect.poll(() => thumbnails.nth(1).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(480);
  expect(requested.filter((path) => path.endsWith("-900x900.webp"))).toEqual([]);
  await slider.hover();
  await expect(slides).toHaveCount(2);
  const [firstMain, secondMain] = await slides.evaluateAll((imgs) => imgs.map((img) => img.getAttribute("src") ?? ""));
  expect(firstMain).toMatch(/^\/media\/products\/[0-9a-f]{16}-1200x857\.webp$/);
  expect(secondMain).toMatch(/^\/media\/products\/[0-9a-f]{16}-900x900\.webp$/);
  await expect.poll(() => slides.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
  await slider.getByRole("button", { name: "Afficher l'image 2 sur 2" }).click();
  await expect(slider.getByRole("button", { name: "Afficher l'image 2 sur 2" })).toHaveAttribute("aria-current", "true");

  // Edit the price.
  await page.goto("/admin/products");
  let edit = await openForm(page, `Modifier ${name}`, "Modifier le produit");
  await expect(edit.getByLabel("Prix (€)")).toHaveValue("18.50");
  await edit.getByLabel("Prix (€)").fill("24.90");
  await edit.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Produit mis à jour avec succès")).toBeVisible();
  await expect(card(page, name)).toContainText("24,90 €");

  // Replace the main image: the second becomes the main one, the new one follows; the old files go.
  edit = await openForm(page, `Modifier ${name}`, "Modifier le produit");
  await expect(imageList(page)).toHaveCount(2);
  const oldThumb = (await imageList(page).first().getByRole("img").getAttribute("src"))!;
  expect(oldThumb).toMatch(/^\/media\/products\/[0-9a-f]{16}-480x343\.webp$/);
  await edit.getByRole("button", { name: "Retirer l'image 1" }).click();
  await expect(imageList(page)).toHaveCount(1);
  await edit.locator('input[type="file"]').setInputFiles([await pngFile("nouvelle.png")]);
  await expect(imageList(page)).toHaveCount(2);
  await edit.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Produit mis à jour avec succès").first()).toBeVisible();
  await expect(edit).toBeHidden();
  await expect.poll(() => statusOf(page, firstMain!)).toBe(404);
  expect(await statusOf(page, oldThumb)).toBe(404);
  expect(await statusOf(page, secondMain!)).toBe(200);
  await expect(card(page, name).locator("img")).toHaveAttribute("src", secondMain!.replace("900x900", "480x480"));

  // Delete, after confirming.
  await card(page, name)
    .getByRole("button", { name: `Supprimer ${name}` })
    .click();
  const confirm = page.getByRole("alertdialog", { name: "Supprimer le produit" });
  await confirm.getByRole("button", { name: "Supprimer" }).click();
  await expect(page.getByText("Produit supprimé avec succès")).toBeVisible();
  await expect(card(page, name)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Ajouter un produit" })).toBeFocused();
  await expect.poll(() => statusOf(page, secondMain!)).toBe(404);
  await page.goto(`/shop?search=${encodeURIComponent(name)}`);
  await expect(page.getByText("Aucun produit trouvé")).toBeVisible();
});

test("the product form shows each field's problem under it, focus on the first, and sends nothing until they are fixed", async ({ page }) => {
  // Sign-in and two images read in the browser: more than the default 30 s on a busy machine.
  test.slow();
  await signInAsAdmin(page);
  await page.goto("/admin/products");
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  const form = await openForm(page, "Ajouter un produit", "Ajouter un produit");
  const images = form.getByLabel(/^Déposez des images ici/);
  const name = form.getByLabel("Nom", { exact: true });
  const price = form.getByLabel("Prix (€)");

  // An image, a category and a stock, but no name and a price with three decimals.
  await images.setInputFiles([await pngFile("face.png")]);
  await expect(imageList(page)).toHaveCount(1);
  await price.fill("12.345");
  await form.getByLabel("Catégorie").selectOption("barbe-rasage");
  await form.getByRole("button", { name: "Enregistrer" }).click();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAccessibleDescription("Veuillez indiquer le nom du produit");
  await expect(price).toHaveAttribute("aria-invalid", "true");
  await expect(price).toHaveAccessibleDescription("Le prix doit être un montant en euros, par exemple 12,50");
  await expect(name).toBeFocused();
  await expect(images).not.toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Catégorie")).not.toHaveAttribute("aria-invalid", "true");

  // Each change checks again: the name typed, its error goes; the price's stays.
  await name.fill("Baume sans prix");
  await expect(name).not.toHaveAttribute("aria-invalid", "true");
  await expect(price).toHaveAccessibleDescription("Le prix doit être un montant en euros, par exemple 12,50");
  // The images kept by the form count as its fields: without one, it says so under them.
  await form.getByRole("button", { name: "Retirer l'image 1" }).click();
  await expect(images).toHaveAccessibleDescription("Veuillez ajouter au moins une image");
  await images.setInputFiles([await pngFile("dos.png")]);
  await expect(images).not.toHaveAttribute("aria-invalid", "true");
  await form.getByRole("button", { name: "Enregistrer" }).click();
  await expect(price).toBeFocused();
  expect(posts).toEqual([]);

  await page.keyboard.press("Escape");
  await expect(form).toBeHidden();
  await expect(page.getByRole("button", { name: "Ajouter un produit" })).toBeFocused();
  expect(posts).toEqual([]);
});

test("on a phone, the grid and the form fit the screen and every control is reachable", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page);
  await page.goto("/admin/products");
  await expect(page.getByRole("list", { name: "Liste des produits" }).getByRole("listitem").first()).toBeVisible();
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  const form = await openForm(page, "Ajouter un produit", "Ajouter un produit");
  // The upload area is reached with the keyboard, and the save button stays on screen.
  await form.getByLabel("Nom", { exact: true }).focus();
  await page.keyboard.press("Shift+Tab");
  await expect(form.locator('input[type="file"]')).toBeFocused();
  await expect(form.getByRole("button", { name: "Enregistrer" })).toBeInViewport();
  await page.keyboard.press("Escape");
  await expect(form).toBeHidden();
  await expect(page.getByRole("button", { name: "Ajouter un produit" })).toBeFocused();
});
