import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startReverseProxy, type ReverseProxy } from "../support/reverse-proxy";
import { freePort } from "../support/smtp-sink";
import { signUpThroughForm, uniqueEmail, expectSignedInAs } from "./support/accounts";
import { expect, refuseCookies, test, waitForHydration } from "./support/fixtures";
import { startServer, waitHealthy, type OwnServer } from "../support/own-server";
import { parisDay, showMonthOf } from "./support/site-client";

// The built server behind a reverse proxy that rewrites Host (nginx's default): the public address
// is the proxy's, which the server knows only from PUBLIC_URL.
test.describe("behind a reverse proxy", () => {
  test.describe.configure({ timeout: 180_000 });
  let server: OwnServer;
  let proxy: ReverseProxy;
  let dataDir: string;

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    dataDir = mkdtempSync(path.join(tmpdir(), "salon-proxy-journey-"));
    const port = await freePort();
    const upstream = `http://127.0.0.1:${port}`;
    proxy = await startReverseProxy(upstream);
    server = startServer({ PORT: String(port), DATA_DIR: dataDir, TRUST_PROXY: "true", PUBLIC_URL: proxy.url });
    await waitHealthy(upstream, server);
  });

  test.afterAll(async () => {
    server?.child.kill("SIGTERM");
    await server?.exited;
    await proxy?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("a customer signs up, books a time and pays an order, all through the proxy", async ({ browser }) => {
    const context = await browser.newContext({ baseURL: proxy.url });
    const page = await context.newPage();
    const email = uniqueEmail("proxy");

    // A page-route form action: its origin check must see the public address, not the rewritten Host.
    await signUpThroughForm(page, email);
    await expectSignedInAs(page, email);

    // An order paid in demonstration mode, picked up at the salon (before any cookie choice, whose
    // banner tells that the page is hydrated).
    await page.goto("/shop");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Ajouter au panier : Huile Barbe" }).click();
    await expect(page.getByText("Produit ajouté au panier").first()).toBeVisible();
    await page.goto("/checkout");
    await expect(page.getByRole("heading", { name: "Finaliser ma commande" })).toBeVisible();
    await page.getByRole("radio", { name: /Click & Collect/ }).check();
    await page.getByRole("button", { name: /^Payer/ }).click();
    await expect(page).toHaveURL(/\/success\?order=ORD-/);
    await expect(page.getByRole("heading", { name: "Merci pour votre commande !" })).toBeVisible();
    // A booking, through the API route.
    await page.goto("/");
    await waitForHydration(page);
    await refuseCookies(page);
    await page.getByRole("button", { name: "Réserver : Coupe + shampoing" }).click();
    await page.locator("#booking").getByRole("button", { name: "Réserver maintenant" }).click();
    const dialog = page.getByRole("dialog", { name: "Réserver votre rendez-vous" });
    const dayButton = dialog.getByRole("button", { name: new RegExp(parisDay(3).long, "i") });
    await showMonthOf(dialog, dayButton);
    await dayButton.click();
    await dialog
      .getByRole("button", { name: /^\d\d:\d\d$/ })
      .first()
      .click();
    await dialog.getByLabel("Nom complet").fill("Jean Proxy");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Téléphone").fill("06 55 44 33 22");
    await dialog.getByRole("checkbox", { name: /Je demande que la prestation soit réalisée à la date choisie/ }).check();
    await dialog.getByRole("button", { name: "Confirmer la réservation" }).click();
    await expect(page.getByText("Réservation confirmée !")).toBeVisible();

    expect(proxy.requests).toBeGreaterThan(10);
    await context.close();
  });
});
