import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import sharp from "sharp";
import { PUBLIC_DATA_TTL_MS } from "~/lib/memo.server";
import { startPostgres, type PostgresServer } from "../support/postgres-server";
import { startReverseProxy, type ReverseProxy } from "../support/reverse-proxy";
import { freePort, startSmtpSink } from "../support/smtp-sink";
import { expectSignedInAs, signInAsAdmin, signUpThroughForm, uniqueEmail } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { startServer, waitHealthy, type OwnServer } from "../support/own-server";
import { book, catalogue, freeSlots, parisDay, serviceIdAt, signUp, slotsAnswer } from "./support/site-client";

const ADMIN = { email: "patron@instances.test", password: "Patron-instances-2026!" };

// Two instances of the built site share one PostgreSQL and one data directory, behind a proxy
// that sends each request to them in turn: as the salon would run two processes for a restart
// without downtime.
test.describe("two instances on one PostgreSQL", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });
  let postgres: PostgresServer;
  let proxy: ReverseProxy;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let dataDir: string;
  const servers: OwnServer[] = [];
  const instances: string[] = [];

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dataDir = mkdtempSync(path.join(tmpdir(), "salon-instances-"));
    postgres = await startPostgres();
    sink = await startSmtpSink();
    const ports = [await freePort(), await freePort()];
    instances.push(...ports.map((port) => `http://127.0.0.1:${port}`));
    proxy = await startReverseProxy(instances);
    // Started at the same moment on an empty database: one at a time migrates, seeds and makes the admin.
    for (const port of ports) {
      servers.push(
        startServer({
          PORT: String(port),
          PUBLIC_URL: proxy.url,
          DATA_DIR: dataDir,
          DATABASE_URL: postgres.url,
          TRUST_PROXY: "true",
          SMTP_URL: sink.url,
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
        }),
      );
    }
    await Promise.all(servers.map((server, i) => waitHealthy(instances[i]!, server)));
  });

  test.afterAll(async () => {
    for (const server of servers) server.child.kill("SIGTERM");
    const runs = await Promise.all(servers.map((s) => s.exited));
    await proxy?.close();
    await sink?.close();
    await postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    for (const run of runs) expect(run.code, run.output).toBe(0);
  });

  test("started together, they seeded the catalogue once and serve the same one", async () => {
    const [first, second] = await Promise.all(instances.map((url) => catalogue(url, proxy.url)));
    // The seeded products on sale (one is out of stock), each once.
    expect(first!.length).toBe(10);
    expect(new Set(first!.map((p) => p.name)).size).toBe(10);
    expect(second).toEqual(first);
  });

  test("a customer signs up and stays signed in whichever instance answers", async ({ browser }) => {
    const context = await browser.newContext({ baseURL: proxy.url });
    const page = await context.newPage();
    const email = uniqueEmail("deux");
    await signUpThroughForm(page, email);
    await expectSignedInAs(page, email);
    const before = proxy.perUpstream;
    for (const path of ["/account/orders", "/shop", "/account/orders", "/about"]) {
      await page.goto(path);
      await expectSignedInAs(page, email);
    }
    await expect(page).toHaveURL(/\/about$/);
    // Both instances answered some of these pages.
    const after = proxy.perUpstream;
    expect(after[0]! - before[0]!).toBeGreaterThan(0);
    expect(after[1]! - before[1]!).toBeGreaterThan(0);
    await context.close();
  });

  test("of simultaneous bookings of one time on both instances, one wins; its confirmation is sent once", async ({ browser }) => {
    const serviceId = await serviceIdAt(browser, proxy.url);
    const date = parisDay(4).iso;
    // One barber's chair: the others may take the same time.
    const barberId = (await slotsAnswer(instances[0]!, serviceId, date)).barbers[0]!.id;
    const [timeSlot] = await freeSlots(instances[0]!, serviceId, date, barberId);
    expect(timeSlot).toBeTruthy();
    const tries = Array.from({ length: 12 }, (_, n) => ({ n, email: `course${n}-${Date.now()}@example.test` }));
    const answers = await Promise.all(
      tries.map(({ n, email }) =>
        book(
          instances[n % 2]!,
          `10.44.0.${n + 1}`,
          { serviceId, date, timeSlot: timeSlot!, barberId, name: `Client ${n}`, email, phone: `06${String(n + 10).padStart(8, "0")}` },
          proxy.url,
        ),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(11);
    const winner = tries[statuses.indexOf(200)]!;
    // Both instances now see the time as taken.
    for (const url of instances) expect(await freeSlots(url, serviceId, date, barberId)).not.toContain(timeSlot);

    // Both instances' mail workers read the same outbox: once it is empty, the winner got one mail.
    await sink.waitFor((m) => m.envelopeTo.includes(winner.email), 30_000);
    const client = new pg.Client(postgres.url);
    await client.connect();
    try {
      await expect
        .poll(async () => (await client.query("select count(*)::int as n from email_outbox where status in ('pending', 'sending')")).rows[0].n, {
          timeout: 30_000,
        })
        .toBe(0);
    } finally {
      await client.end();
    }
    expect(sink.messages.filter((m) => m.envelopeTo.includes(winner.email))).toHaveLength(1);
    for (const { email } of tries.filter((t) => t !== winner)) expect(sink.messages.filter((m) => m.envelopeTo.includes(email))).toHaveLength(0);
  });

  test("limits are counted across instances: a sixth sign-up from one address within the hour is refused", async () => {
    const ip = "10.45.0.1";
    const statuses: number[] = [];
    for (let n = 0; n < 6; n++) {
      const url = instances[n % 2]!;
      statuses.push(
        await signUp(url, uniqueEmail(`limite${n}`), ip, proxy.url).then(
          () => 302,
          (error: Error) => Number(/: (\d{3})$/.exec(error.message)?.[1] ?? 0),
        ),
      );
    }
    expect(statuses).toEqual([302, 302, 302, 302, 302, 429]);
  });

  test("an image the admin uploads through one instance is served by both", async ({ browser }) => {
    test.slow();
    const context = await browser.newContext({ baseURL: proxy.url });
    const page = await context.newPage();
    await signInAsAdmin(page, ADMIN);
    await page.goto("/admin/products");
    const dialog = page.getByRole("dialog", { name: "Ajouter un produit" });
    await expect(async () => {
      if (!(await dialog.isVisible())) await page.getByRole("button", { name: "Ajouter un produit" }).click();
      await expect(dialog).toBeVisible({ timeout: 1000 });
    }).toPass();
    const picture = await sharp({ create: { width: 800, height: 800, channels: 3, background: `#${randomBytes(3).toString("hex")}` } })
      .png()
      .toBuffer();
    await dialog.locator('input[type="file"]').setInputFiles([{ name: "baume.png", mimeType: "image/png", buffer: picture }]);
    const name = `Baume Partagé ${Date.now().toString(36)}`;
    await dialog.getByLabel("Nom", { exact: true }).fill(name);
    await dialog.getByLabel("Description").fill("Un baume pour deux serveurs.");
    await dialog.getByLabel("Prix (€)").fill("12.00");
    await dialog.getByLabel("Catégorie").selectOption("barbe-rasage");
    await dialog.getByLabel("Stock").fill("3");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByText("Produit ajouté avec succès")).toBeVisible();
    await context.close();

    // The shop, from either instance, shows the product with an image both can serve: at once from
    // the instance that saved it, within PUBLIC_DATA_TTL_MS from the other, whose catalogue may be
    // in its memory.
    for (const url of instances) {
      const shown = async () => {
        const html = await (await fetch(`${url}/shop?search=${encodeURIComponent(name)}`)).text();
        return /\/media\/products\/[0-9a-f]{16}-800x800\.webp/.exec(html)?.[0];
      };
      await expect.poll(shown, { message: url, timeout: 2 * PUBLIC_DATA_TTL_MS }).toBeTruthy();
      const image = await shown();
      for (const server of instances) {
        const res = await fetch(`${server}${image}`);
        expect(res.status, `${server}${image}`).toBe(200);
        expect(res.headers.get("content-type")).toBe("image/webp");
      }
    }
  });
});
