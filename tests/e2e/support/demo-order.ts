import { signUpThroughForm, uniqueEmail } from "./accounts";
import { expect, plainSpaces, waitForHydration, type Page } from "./fixtures";

/** A new customer orders one Shampoing Barbe (16,99 €) for pickup, paid with the demonstration payment. */
export async function orderShampoo(page: Page, prefix: string): Promise<{ email: string; orderNumber: string }> {
  await page.goto("/shop");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Ajouter au panier : Shampoing Barbe" }).click();
  await expect(page.getByText("Produit ajouté au panier").first()).toBeVisible();
  const email = uniqueEmail(prefix);
  await signUpThroughForm(page, email, { redirect: "/checkout" });
  await expect(page).toHaveURL(/^[^?]*\/checkout$/);
  // The delivery choice is the page's state: chosen once the page is live.
  await waitForHydration(page);
  // A choice made while the page is still being made live can be lost: made again until it shows.
  await expect(async () => {
    await page.getByRole("radio", { name: /Click & Collect/ }).check();
    expect(plainSpaces(await page.getByTestId("order-total").innerText())).toBe("16,99 €");
  }).toPass();
  await page.getByRole("button", { name: /^Payer 16,99/ }).click();
  await expect(page).toHaveURL(/\/success\?order=/);
  return { email, orderNumber: new URL(page.url()).searchParams.get("order")! };
}
