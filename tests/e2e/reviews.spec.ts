import { expect, refuseCookies, test, type Page } from "./support/fixtures";
import { salon } from "~/lib/salon";

/** The cookie banner appears once the page is hydrated; dismissing it also frees the bottom of the screen. */
async function openHome(page: Page) {
  await page.goto("/");
  await refuseCookies(page);
  return page.locator("#avis");
}

test.describe("home page reviews", () => {
  test("the form opens, refuses a blank name and a rating out of range under their fields, then queues a 4-star review for moderation and resets", async ({
    page,
  }) => {
    const section = await openHome(page);
    const toggle = section.getByRole("button", { name: "Laisser un avis" });
    const name = section.getByLabel("Votre nom");
    const comment = section.getByLabel("Votre avis");
    const submit = section.getByRole("button", { name: "Envoyer mon avis" });

    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(name).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(name).toBeVisible();
    await expect(section.getByRole("radio", { name: "5 étoiles" })).toBeChecked();

    await name.fill("   ");
    await comment.fill("Coupe nette et conseils avisés.");
    await submit.click();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Veuillez entrer votre nom");
    await expect(name).toBeFocused();
    await expect(comment).not.toHaveAttribute("aria-invalid", "true");

    const customer = `Léo ${Date.now()}`;
    await name.fill(customer);
    await expect(name).not.toHaveAttribute("aria-invalid", "true");
    // A star whose value the form cannot accept (as a tampered page would send it): the rating's
    // error under the stars, read with their group.
    const stars = section.getByRole("radiogroup", { name: "Votre note" });
    await section.getByRole("radio", { name: "5 étoiles" }).evaluate((star: HTMLInputElement) => (star.value = "6"));
    await submit.click();
    await expect(stars).toHaveAttribute("aria-invalid", "true");
    await expect(stars).toHaveAccessibleDescription("Veuillez choisir une note entre 1 et 5");
    await expect(stars.getByRole("radio", { name: "1 étoile" })).toBeFocused();
    await section.getByRole("radio", { name: "5 étoiles" }).evaluate((star: HTMLInputElement) => (star.value = "5"));
    await section.getByRole("radio", { name: "4 étoiles" }).click();
    await expect(stars).not.toHaveAttribute("aria-invalid", "true");
    await expect(section.getByRole("radio", { name: "4 étoiles" })).toBeChecked();
    await submit.click();
    await expect(page.getByText("Merci pour votre avis ! Il sera publié après modération.")).toBeVisible();

    await expect(name).toHaveValue("");
    await expect(section.getByRole("radio", { name: "5 étoiles" })).toBeChecked();
    await expect(comment).toHaveValue("");
    // The stars are radios: the arrow keys change the rating too.
    await section.getByRole("radio", { name: "5 étoiles" }).focus();
    await page.keyboard.press("ArrowLeft");
    await expect(section.getByRole("radio", { name: "4 étoiles" })).toBeChecked();
    // Waiting for moderation: not shown, even after the page is loaded again.
    await page.reload();
    await expect(page.locator("#avis").getByText(customer)).toHaveCount(0);
  });

  test("shows the salon's Google rating labelled as such, reviews, and the link to the third-party review site", async ({ page }) => {
    const section = await openHome(page);
    await expect(section.getByRole("heading", { name: "Avis clients" })).toBeVisible();
    // The spec's fixed figure is the salon's Google rating, in French figures.
    await expect(section).toContainText("5,0 sur 5 · 255 avis Google");
    // The approved reviews, or the samples while there are none.
    await expect(section.getByRole("article")).not.toHaveCount(0);
    await expect(section.getByText(/^Note : [1-5] sur 5$/).first()).toBeAttached();
    const link = section.getByRole("link", { name: "Voir tous nos avis sur Google" });
    await expect(link).toHaveAttribute("href", salon.reviewsUrl);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });
});
