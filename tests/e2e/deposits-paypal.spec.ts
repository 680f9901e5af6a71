import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PAYPAL_CLIENT, PAYPAL_MERCHANT_ID, startPayPalServer, type PayPalServer } from "../support/paypal-server";
import { freePort } from "../support/smtp-sink";
import { expect, test, type Page } from "./support/fixtures";
import { startServer, waitHealthy, type OwnServer } from "../support/own-server";
import { freeSlots, parisDayWhere, serviceIdOf } from "./support/site-client";

// A server of its own in PayPal mode, talking to a loopback PayPal (REST API and JavaScript SDK):
// a booking's arrhes paid with PayPal's button on their page; the server killed (SIGKILL) between
// PayPal's capture and its own write, put right at restart from PayPal's order; then, restarted
// with a hold of 6 seconds, a hold that runs out.
test.describe("arrhes paid with PayPal", () => {
  test.describe.configure({ mode: "serial", timeout: 240_000 });
  let paypal: PayPalServer;
  let server: OwnServer;
  let dataDir: string;
  let url: string;
  let env: Record<string, string>;
  const day = parisDayWhere(9, (weekday) => weekday !== 1 && weekday !== 3);
  let serviceId = "";

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    paypal = await startPayPalServer();
    dataDir = mkdtempSync(path.join(tmpdir(), "salon-arrhes-"));
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    env = {
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      TRUST_PROXY: "true",
      PAYMENT_MODE: "paypal",
      PAYPAL_CLIENT_ID: PAYPAL_CLIENT.id,
      PAYPAL_CLIENT_SECRET: PAYPAL_CLIENT.secret,
      PAYPAL_MERCHANT_ID,
      PAYPAL_API_URL: paypal.url,
      PAYPAL_SDK_URL: `${paypal.url}/sdk/js`,
      // Long enough for the server to be killed while it waits for a capture's answer.
      PAYPAL_TIMEOUT_MS: "60000",
    };
    server = startServer(env);
    await waitHealthy(url, server);
  });

  test.afterAll(async () => {
    server?.child.kill("SIGKILL");
    await server?.exited;
    await paypal?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** 'Barbe + serviette chaude' booked at `timeSlot` as the dialog posts it: its arrhes' payment token. */
  async function bookAt(page: Page, timeSlot: string, n: number) {
    serviceId ||= await serviceIdOf(page, "Barbe + serviette chaude", day);
    const answer = await page.request.post("/api/bookings", {
      form: { serviceId, date: day.iso, timeSlot, name: `Client PayPal ${n}`, email: `arrhes.paypal${n}@example.test`, phone: `06 22 33 44 0${n}` },
      headers: { Origin: url, "X-Forwarded-For": `10.91.0.${n}` },
    });
    expect(answer.status(), await answer.text()).toBe(200);
    return ((await answer.json()) as { deposit: { paymentToken: string } }).deposit.paymentToken;
  }

  test("PayPal's button on the arrhes' page pays them once, for the booking, and confirms it", async ({ browser }) => {
    const page = await (await browser.newContext({ baseURL: url })).newPage();
    const token = await bookAt(page, "10:00", 1);
    await page.goto(`/arrhes/${token}`);
    await expect(page.getByRole("button", { name: /démonstration/ })).toHaveCount(0);
    // Without the express request, nothing is asked of PayPal.
    await page.getByRole("button", { name: "Payer avec PayPal" }).click();
    const ask = page.getByRole("checkbox", { name: /Je demande que la prestation soit réalisée à la date choisie/ });
    await expect(ask).toHaveAccessibleDescription(/Cochez la case/);
    expect(paypal.orders.size).toBe(0);
    await ask.check();
    await page.getByRole("button", { name: "Payer avec PayPal" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Arrhes réglées : votre rendez-vous est confirmé." })).toBeVisible();
    const orders = [...paypal.orders.values()];
    expect(orders).toHaveLength(1);
    expect(orders[0]!.purchaseUnit).toMatchObject({ amount: { currency_code: "EUR", value: "10.00" } });
    expect(orders[0]!.purchaseUnit.custom_id).toMatch(/^booking:[0-9a-f-]{36}$/);
    expect(paypal.captureCalls).toHaveLength(1);
  });

  test("killed between PayPal's capture and its write, the server confirms the booking at restart", async ({ browser }) => {
    const page = await (await browser.newContext({ baseURL: url })).newPage();
    const token = await bookAt(page, "11:00", 2);
    await page.goto(`/arrhes/${token}`);
    // PayPal captures, then never answers: the server waits, and dies meanwhile.
    paypal.captureMode = "hang-after-capture";
    await page.getByRole("checkbox", { name: /Je demande que la prestation soit réalisée/ }).check();
    await page.getByRole("button", { name: "Payer avec PayPal" }).click();
    await expect.poll(() => paypal.captureCalls.length, { timeout: 30_000 }).toBe(2);
    const captured = [...paypal.orders.values()].at(-1)!;
    expect(captured.status).toBe("COMPLETED");
    server.child.kill("SIGKILL");
    expect((await server.exited).signal).toBe("SIGKILL");
    paypal.captureMode = "ok";

    // Restarted (with a short hold for the next journey): PayPal's order is the record.
    server = startServer({ ...env, BOOKING_HOLD_MINUTES: "0.1" });
    await waitHealthy(url, server);
    await expect(async () => {
      await page.goto(`/arrhes/${token}`);
      await expect(page.getByRole("status").filter({ hasText: "Arrhes réglées" })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    // Captured once: no second charge.
    expect(paypal.captureCalls).toHaveLength(2);
    expect(captured.captures).toHaveLength(1);
  });

  test("a hold that runs out: the time is offered again, nothing is charged, the page says so", async ({ browser }) => {
    const page = await (await browser.newContext({ baseURL: url })).newPage();
    const token = await bookAt(page, "14:00", 3);
    expect(await freeSlots(url, serviceId, day.iso)).not.toContain("14:00");
    await expect.poll(() => freeSlots(url, serviceId, day.iso), { timeout: 30_000 }).toContain("14:00");
    await page.goto(`/arrhes/${token}`);
    await expect(page.getByRole("alert")).toHaveText("Le délai de paiement est dépassé : le créneau n'est plus réservé pour vous. Choisissez-en un autre.");
    await expect(page.getByRole("button", { name: "Payer avec PayPal" })).toHaveCount(0);
    expect(paypal.orders.size).toBe(2);
  });
});
