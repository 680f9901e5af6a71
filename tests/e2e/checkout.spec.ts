import { signUpThroughForm, uniqueEmail } from "./support/accounts";
import { expect, test, waitForHydration, type Page, plainSpaces } from "./support/fixtures";

const total = (page: Page) => page.getByTestId("order-total");

async function addFromShop(page: Page, name: string) {
  await page.goto("/shop");
  await waitForHydration(page);
  await page.getByRole("button", { name: `Ajouter au panier : ${name}` }).click();
  await expect(page.getByText("Produit ajouté au panier").first()).toBeVisible();
}

/** A new customer with `name` in the cart, arriving on /checkout through the sign-up. */
async function customerAtCheckout(page: Page, prefix: string, name = "Huile Barbe") {
  await addFromShop(page, name);
  const email = uniqueEmail(prefix);
  await page.goto("/checkout");
  await expect(page).toHaveURL(/\/login\?redirect=\/checkout$/);
  await signUpThroughForm(page, email, { redirect: "/checkout" });
  await expect(page).toHaveURL(/^[^?]*\/checkout$/);
  await expect(page.getByRole("heading", { name: "Finaliser ma commande" })).toBeVisible();
  return email;
}

test.describe("checkout", () => {
  // Each journey signs up, shops, fills the checkout and pays: more than the default 30 s on a loaded machine.
  test.describe.configure({ timeout: 90_000 });

  test("home delivery pays 6,00 € under 49 € and nothing above; the address is checked field by field", async ({ page }) => {
    await customerAtCheckout(page, "livraison");
    await expect(page.getByRole("radio", { name: /Livraison à domicile/ })).toBeChecked();
    await expect.poll(async () => plainSpaces(await total(page).innerText())).toBe("25,99 €");
    await expect(page.getByRole("complementary", { name: "Récapitulatif" })).toContainText(/Livraison\s*6,00/);
    await expect(page.getByText(/Livraison estimée : au plus tard le/)).toBeVisible();

    // Nothing filled: each field says what is missing under it, and the first one gets the focus.
    const fullName = page.getByLabel("Nom complet");
    const postcode = page.getByLabel("Code postal");
    const city = page.getByLabel("Ville");
    await page.getByRole("button", { name: /^Payer/ }).click();
    await expect(fullName).toBeFocused();
    await expect(fullName).toHaveAttribute("aria-invalid", "true");
    await expect(fullName).toHaveAccessibleDescription("Veuillez entrer votre nom complet");
    await expect(page.getByLabel("Téléphone")).toHaveAccessibleDescription("Veuillez entrer un numéro de téléphone valide");
    await fullName.fill("Jean Dupont");
    await expect(fullName).not.toHaveAttribute("aria-invalid");
    await page.getByLabel("Numéro").fill("12");
    await page.getByRole("combobox", { name: "Rue" }).fill("12 rue");
    await page.getByLabel("Téléphone").fill("06 12 34 56 78");

    // The postcode and the city left empty: both errors under their fields, the focus on the first, no toast.
    await page.getByRole("button", { name: /^Payer/ }).click();
    await expect(postcode).toBeFocused();
    await expect(postcode).toHaveAttribute("aria-invalid", "true");
    await expect(postcode).toHaveAccessibleDescription("Veuillez entrer un code postal valide (5 chiffres)");
    await expect(city).toHaveAttribute("aria-invalid", "true");
    await expect(city).toHaveAccessibleDescription("Veuillez entrer votre ville");
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Veuillez entrer" })).toHaveCount(0);
    // Each field is checked again as it is typed: four digits are still not a postcode.
    await postcode.fill("7502");
    await expect(postcode).toHaveAccessibleDescription("Veuillez entrer un code postal valide (5 chiffres)");
    await postcode.fill("75020");
    await expect(postcode).not.toHaveAttribute("aria-invalid");
    await expect(city).toHaveAccessibleDescription("Veuillez entrer votre ville");
    await city.fill("Paris");
    await expect(city).not.toHaveAttribute("aria-invalid");

    // The street from the address service's suggestions, chosen with the keyboard.
    await page.getByLabel("Numéro").fill("");
    await page.getByLabel("Code postal").fill("");
    await page.getByLabel("Ville").fill("");
    const street = page.getByRole("combobox", { name: "Rue" });
    await street.fill("rue des pyr");
    const options = page.getByRole("listbox", { name: "Adresses suggérées" }).getByRole("option");
    await expect(options).toHaveCount(5);
    await expect(street).toHaveAttribute("aria-expanded", "true");
    await street.press("ArrowDown");
    await street.press("ArrowDown");
    await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(postcode).toHaveAccessibleDescription("Veuillez entrer un code postal valide (5 chiffres)");
    await street.press("Enter");
    await expect(options).toHaveCount(0);
    await expect(street).toHaveValue("Rue des Pyrénées");
    await expect(page.getByLabel("Numéro")).toHaveValue("120");
    await expect(postcode).toHaveValue("75020");
    await expect(city).toHaveValue("Paris");
    // The fields the suggestion filled are checked again: their errors are gone.
    await expect(postcode).not.toHaveAttribute("aria-invalid");
    await expect(city).not.toHaveAttribute("aria-invalid");
    // Escape closes the list and keeps what was typed.
    await street.fill("avenue gamb");
    await expect(options).toHaveCount(1);
    await street.press("Escape");
    await expect(options).toHaveCount(0);
    await expect(street).toHaveValue("avenue gamb");
    await street.fill("Rue des Pyrénées");

    // Three bottles: 59,97 €, delivered for free.
    await page.getByRole("button", { name: /^Panier/ }).click();
    const sheet = page.getByTestId("cart-sheet");
    const more = sheet.getByRole("button", { name: "Augmenter la quantité de Huile Barbe" });
    await more.click();
    await more.click();
    await page.keyboard.press("Escape");
    await expect.poll(async () => plainSpaces(await total(page).innerText())).toBe("59,97 €");
    await expect(page.getByText("Offerte", { exact: true })).toBeVisible();

    await page.getByRole("button", { name: /^Payer 59,97/ }).click();
    await expect(page).toHaveURL(/\/success\?order=/);
    await expect(page.getByText("Livraison à Jean Dupont, 120 Rue des Pyrénées, 75020 Paris")).toBeVisible();

    // The next visit offers this address again.
    await addFromShop(page, "Masque Barbe");
    await page.goto("/checkout");
    await expect(page.getByRole("combobox", { name: "Rue" })).toHaveValue("Rue des Pyrénées");
    await expect(page.getByLabel("Numéro")).toHaveValue("120");
  });

  test("pickup, a newsletter code read from its mail, a demonstration payment, /success, the mail and 'Mes commandes'", async ({ page }) => {
    const { linkIn, waitForMail } = await import("./support/mailbox");
    const email = await customerAtCheckout(page, "retrait");

    // The customer subscribes with the account's address, confirms from the mail and receives the welcome code.
    const origin = { Origin: new URL(page.url()).origin };
    const subscribe = await page.request.post("/api/newsletter", { form: { email }, headers: origin });
    expect(subscribe.status()).toBe(200);
    const newsletterLink = await waitForMail(email, (m) => m.subject === "Confirmez votre inscription à la newsletter");
    expect((await page.request.post(linkIn(newsletterLink, "/newsletter/confirmation/"), { headers: origin })).status()).toBe(200);
    const welcome = await waitForMail(email, (m) => m.subject === "Votre code de bienvenue -10 %");
    const code = /MM[A-Z0-9]{6}/.exec(welcome.text ?? "")![0];

    await page.getByRole("radio", { name: /Click & Collect/ }).check();
    await expect(page.getByText("18 avenue Gambetta, 75020 Paris")).toBeVisible();
    await expect.poll(async () => plainSpaces(await total(page).innerText())).toBe("19,99 €");

    // An empty code is refused under its field; a wrong one by the server, in a toast.
    const codeField = page.getByLabel("Code promo");
    await page.getByRole("button", { name: "Appliquer", exact: true }).click();
    await expect(codeField).toHaveAccessibleDescription("Veuillez entrer un code promo");
    await expect(codeField).toBeFocused();
    await page.getByLabel("Code promo").fill("MMFAUX00");
    await page.getByRole("button", { name: "Appliquer", exact: true }).click();
    await expect(page.getByText("Code promo invalide").first()).toBeVisible();
    await page.getByLabel("Code promo").fill(code.toLowerCase());
    await expect(page.getByLabel("Code promo")).toHaveValue(code);
    await page.getByRole("button", { name: "Appliquer", exact: true }).click();
    await expect(page.getByText("Code promo appliqué").first()).toBeVisible();
    await expect.poll(async () => plainSpaces(await total(page).innerText())).toBe("17,99 €");
    await expect(page.getByText("Réduction")).toBeVisible();

    await page.getByRole("button", { name: /^Payer 17,99/ }).click();
    await expect(page).toHaveURL(/\/success\?order=ORD-\d{13}-[A-Z]{6}$/);
    const orderNumber = new URL(page.url()).searchParams.get("order")!;
    await expect(page.getByRole("heading", { name: "Merci pour votre commande !" })).toBeVisible();
    await expect(page.getByText(`Votre commande ${orderNumber} est confirmée.`)).toBeVisible();
    await expect(page.getByTestId("cart-count")).toBeHidden();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("cart-storage") ?? "null"));
    expect(stored.state.lines).toEqual([]);

    const confirmation = await waitForMail(email, (m) => m.subject === `Votre commande ${orderNumber}`);
    expect(plainSpaces(confirmation.text ?? "")).toContain("Total : 17,99 €");
    expect(confirmation.text).toContain("Click & Collect");

    // 'Mes commandes', from the account menu.
    await page.getByRole("button", { name: `Mon compte (${email})` }).click();
    await page.getByRole("menuitem", { name: "Mes commandes" }).click();
    await expect(page).toHaveURL(/\/account\/orders$/);
    const order = page.getByRole("article", { name: `Commande ${orderNumber}` });
    await expect(order).toContainText("À expédier");
    await expect(order).toContainText("Huile Barbe");
    await expect(order).toContainText("Click & Collect");
    expect(plainSpaces(await order.innerText())).toContain("17,99 €");

    // The code is spent, and /success without a fresh order claims nothing.
    await page.goto("/success");
    await expect(page.getByRole("heading", { name: "Aucune commande à afficher" })).toBeVisible();
  });
});
