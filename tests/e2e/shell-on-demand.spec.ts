import type { Route } from "@playwright/test";
import { uniqueEmail } from "./support/accounts";
import { expect, refuseCookies, test, waitForLive, type Page } from "./support/fixtures";
import { waitForMail } from "./support/mailbox";

// The shell's code that only matters once used comes when it is: the newsletter form's (its check,
// its post without leaving the page, its toasts) when the visitor comes to the form, the cookie
// banner's only for a visitor who has not chosen yet (first-load-size.spec.ts checks that no
// first-load script holds them, nor the toasts' library, nor the shell's parts the server writes).

const newsletterCode = /\/assets\/newsletter-form-[\w-]+\.js$/;
const bannerCode = /\/assets\/cookie-banner-[\w-]+\.js$/;

/** The site's scripts fetched by the page, as they come. */
function scriptsFetched(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

/** Posts of the newsletter form, and whether a script sent them (a fetch) or the browser (a page). */
function newsletterPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/api/newsletter")) posts.push(request.resourceType());
  });
  return posts;
}

function newsletterBlock(page: Page) {
  const block = page.getByRole("region", { name: "Rejoignez notre newsletter" });
  return { block, address: block.getByLabel("Adresse e-mail"), subscribe: block.getByRole("button", { name: "S'inscrire" }) };
}

test("the newsletter, with scripts from a fresh page: its code comes when the visitor comes to it; the error under the field, then subscribed with a toast", async ({
  page,
}, testInfo) => {
  const scripts = scriptsFetched(page);
  const posts = newsletterPosts(page);
  await page.goto("/");
  await waitForLive(page);
  await refuseCookies(page);
  const { block, address, subscribe } = newsletterBlock(page);
  await block.scrollIntoViewIfNeeded();
  // The form's code did not come with the page.
  expect(scripts.filter((url) => newsletterCode.test(url))).toEqual([]);

  await address.fill("pas-une-adresse");
  await expect.poll(() => scripts.filter((url) => newsletterCode.test(url))).toHaveLength(1);
  await subscribe.click();
  await expect(address).toHaveAttribute("aria-invalid", "true");
  await expect(address).toHaveAccessibleDescription("Veuillez entrer une adresse email valide");
  await expect(address).toBeFocused();
  expect(posts).toEqual([]);

  const email = uniqueEmail(`lettre-vive${testInfo.repeatEachIndex}`);
  await address.fill(email);
  await block.getByRole("button", { name: "S'inscrire" }).click();
  await expect(page.getByText("Merci ! Confirmez votre inscription grâce au lien envoyé par e-mail").first()).toBeVisible();
  // Sent by the page's script, without leaving the page.
  expect(posts).toEqual(["fetch"]);
  await expect(page).toHaveURL(/\/$/);
  await expect(address).toHaveValue("");
  await expect(address).not.toHaveAttribute("aria-invalid", "true");
  await waitForMail(email, (m) => m.subject === "Confirmez votre inscription à la newsletter");
});

test("the newsletter: a submit made before the form's code arrived waits for it, then is sent by it, the focus where it was", async ({ page }, testInfo) => {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(newsletterCode, async (route: Route) => {
    await held;
    await route.continue();
  });
  const posts = newsletterPosts(page);
  await page.goto("/shop");
  await waitForLive(page);
  await refuseCookies(page);
  const { address, subscribe } = newsletterBlock(page);
  const email = uniqueEmail(`lettre-attente${testInfo.repeatEachIndex}`);
  await address.fill(email);
  await address.press("Enter");
  // Waiting for the code: the button says so, nothing is sent yet, and the page stays.
  const waiting = page.getByRole("region", { name: "Rejoignez notre newsletter" }).getByRole("button", { name: "Inscription..." });
  await expect(waiting).toBeDisabled();
  expect(posts).toEqual([]);

  release();
  await expect(page.getByText("Merci ! Confirmez votre inscription grâce au lien envoyé par e-mail").first()).toBeVisible();
  expect(posts).toEqual(["fetch"]);
  await expect(page).toHaveURL(/\/shop$/);
  await expect(address).toBeFocused();
  await expect(subscribe).toBeEnabled();
  await waitForMail(email, (m) => m.subject === "Confirmez votre inscription à la newsletter");
});

test("the newsletter: when the form's code cannot be fetched, the browser sends the form and the page says the answer", async ({ page }, testInfo) => {
  // The site reloads a page whose code is gone (a new version): not here, where it never comes.
  await page.addInitScript(() => sessionStorage.setItem("on-demand-reloaded-at", String(Date.now())));
  await page.route(newsletterCode, (route) => route.abort());
  const posts = newsletterPosts(page);
  await page.goto("/about");
  await waitForLive(page);
  await refuseCookies(page);
  const { address, subscribe } = newsletterBlock(page);
  const email = uniqueEmail(`lettre-sans-code${testInfo.repeatEachIndex}`);
  await address.fill(email);
  await subscribe.click();
  await expect(page).toHaveURL(/\/about#newsletter$/);
  expect(posts).toEqual(["document"]);
  await expect(page.getByText("Merci ! Confirmez votre inscription grâce au lien envoyé par e-mail").first()).toBeVisible();
  await waitForMail(email, (m) => m.subject === "Confirmez votre inscription à la newsletter");
});

test("the cookie banner's code comes only for a visitor who has not chosen; 'Gérer les cookies' brings the banner back, pressed before the page is live too", async ({
  page,
}) => {
  const scripts = scriptsFetched(page);
  await page.goto("/blog");
  const banner = page.getByRole("region", { name: /cookies/i });
  await expect(banner).toBeVisible();
  expect(scripts.filter((url) => bannerCode.test(url))).toHaveLength(1);
  await banner.getByRole("button", { name: "Refuser" }).click();
  await expect(banner).toBeHidden();

  // Chosen: the next page loads none of the banner's code. Its scripts are held back to press the
  // footer's button before the page is live: it waits, then brings the banner back.
  scripts.length = 0;
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.reload({ waitUntil: "commit" });
  const manage = page.getByRole("contentinfo").getByRole("button", { name: "Gérer les cookies" });
  await manage.click();
  await expect(manage).toHaveAttribute("aria-busy", "true");
  release();
  await waitForLive(page);
  await expect(banner).toBeVisible();
  expect(scripts.filter((url) => bannerCode.test(url))).toHaveLength(1);
  expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBeNull();
  await banner.getByRole("button", { name: "Accepter" }).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toContain("accepted");

  await page.unrouteAll();
  scripts.length = 0;
  await page.reload();
  await waitForLive(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(scripts.filter((url) => bannerCode.test(url))).toEqual([]);
  await expect(banner).toBeHidden();
});
