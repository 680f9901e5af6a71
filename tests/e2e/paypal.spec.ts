import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PAYPAL_CLIENT, PAYPAL_MERCHANT_ID, startPayPalServer, type PayPalServer } from "../support/paypal-server";
import { freePort } from "../support/smtp-sink";
import { signUpThroughForm, uniqueEmail } from "./support/accounts";
import { expect, test, waitForHydration, plainSpaces } from "./support/fixtures";
import { startServer, waitHealthy, type OwnServer } from "../support/own-server";

// A server of its own in PayPal mode, talking to a loopback PayPal (REST API and JavaScript SDK).
test.describe("PayPal checkout", () => {
  test.describe.configure({ timeout: 180_000 });
  let paypal: PayPalServer;
  let server: OwnServer;
  let dataDir: string;
  let url: string;

  test.beforeAll(async () => {
    // Starting a server on a new data folder (migrations, demo data) takes a while on a busy machine.
    test.setTimeout(150_000);
    paypal = await startPayPalServer();
    dataDir = mkdtempSync(path.join(tmpdir(), "salon-paypal-"));
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    server = startServer({
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      PAYMENT_MODE: "paypal",
      PAYPAL_CLIENT_ID: PAYPAL_CLIENT.id,
      PAYPAL_CLIENT_SECRET: PAYPAL_CLIENT.secret,
      PAYPAL_MERCHANT_ID,
      PAYPAL_API_URL: paypal.url,
      PAYPAL_SDK_URL: `${paypal.url}/sdk/js`,
    });
    await waitHealthy(url, server);
  });

  test.afterAll(async () => {
    server?.child.kill("SIGTERM");
    await server?.exited;
    await paypal?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("PayPal's button pays the server's total, the order is captured once and /success shows it", async ({ browser }) => {
    const context = await browser.newContext({ baseURL: url });
    const page = await context.newPage();
    await page.goto("/shop");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Ajouter au panier : Huile Barbe" }).click();
    await expect(page.getByText("Produit ajouté au panier").first()).toBeVisible();
    await page.goto("/checkout");
    await expect(page).toHaveURL(/\/login\?redirect=\/checkout$/);
    await signUpThroughForm(page, uniqueEmail("paypal"), { redirect: "/checkout" });
    await expect(page).toHaveURL(/^[^?]*\/checkout$/);

    // No demonstration button in this mode: PayPal's own.
    const payPalButton = page.getByRole("button", { name: "Payer avec PayPal" });
    await expect(payPalButton).toBeVisible();
    await expect(page.getByRole("button", { name: /démonstration/ })).toHaveCount(0);

    // An address not filled in: its messages under its fields (once: no toast besides), and nothing asked of PayPal.
    await payPalButton.click();
    await expect(page.getByLabel("Nom complet")).toBeFocused();
    await expect(page.getByLabel("Nom complet")).toHaveAccessibleDescription("Veuillez entrer votre nom complet");
    await expect(page.getByText("Veuillez entrer votre nom complet")).toHaveCount(1);
    expect(paypal.orders.size).toBe(0);
    await expect(page.getByText("Une erreur est survenue lors du paiement.")).toHaveCount(0);

    await page.getByRole("radio", { name: /Click & Collect/ }).check();
    await expect.poll(async () => plainSpaces(await page.getByTestId("order-total").innerText())).toBe("19,99 €");
    await payPalButton.click();
    await expect(page).toHaveURL(/\/success\?order=ORD-\d{13}-[A-Z]{6}$/);
    const orderNumber = new URL(page.url()).searchParams.get("order")!;
    await expect(page.getByText(`Votre commande ${orderNumber} est confirmée.`)).toBeVisible();
    await expect(page.getByTestId("cart-count")).toBeHidden();

    // PayPal saw one order, for the server's total, captured once.
    const orders = [...paypal.orders.values()];
    expect(orders).toHaveLength(1);
    expect(orders[0]!.purchaseUnit.amount).toEqual({ currency_code: "EUR", value: "19.99" });
    expect(orders[0]!.status).toBe("COMPLETED");
    expect(paypal.captureCalls).toHaveLength(1);
    await context.close();
  });
});
