import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startPostgres, type PostgresServer } from "../support/postgres-server";
import { freePort, startSmtpSink } from "../support/smtp-sink";
import { expect, test } from "./support/fixtures";
import { startServer, waitHealthy, type OwnServer } from "../support/own-server";
import { book, catalogue, freeSlots, parisDay, payOrder, placedOrderNumber, serviceIdAt, signUp } from "./support/site-client";

type Acknowledged =
  | { kind: "booking"; email: string; date: string; timeSlot: string; barberId: string }
  | { kind: "order"; email: string; orderNumber: string; productId: string };

// The server is killed (SIGKILL: no shutdown at all) in the middle of a burst of bookings and
// orders. Everything it acknowledged must be there after a restart, with its mail sent then, on
// the embedded database and on a PostgreSQL server alike.
for (const database of ["PGlite", "PostgreSQL"] as const) {
  test.describe(`a crash mid-burst on ${database}`, () => {
    test.describe.configure({ timeout: 300_000 });
    let server: OwnServer | undefined;
    let postgres: PostgresServer | undefined;
    let dataDir: string;

    test.afterAll(async () => {
      server?.child.kill("SIGKILL");
      await server?.exited;
      await postgres?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    test("loses no acknowledged booking or order, sells no stock twice, and sends every mail", async ({ browser }) => {
      dataDir = mkdtempSync(path.join(tmpdir(), "salon-crash-"));
      postgres = database === "PostgreSQL" ? await startPostgres() : undefined;
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      // Mails are sent before the crash or after the restart, at least once each.
      const sink = await startSmtpSink();
      try {
        const env = {
          PORT: String(port),
          PUBLIC_URL: url,
          DATA_DIR: dataDir,
          TRUST_PROXY: "true",
          SMTP_URL: sink.url,
          MAIL_RETRY_BASE_MS: "200",
          ...(postgres ? { DATABASE_URL: postgres.url } : {}),
        };
        server = startServer(env);
        await waitHealthy(url, server);

        const serviceId = await serviceIdAt(browser, url);
        const days = [parisDay(5).iso, parisDay(6).iso, parisDay(7).iso];
        const slots: Array<{ date: string; timeSlot: string }> = [];
        for (const date of days) slots.push(...(await freeSlots(url, serviceId, date)).map((timeSlot) => ({ date, timeSlot })));
        expect(slots.length).toBeGreaterThanOrEqual(20);

        // Ten customers with an account, each to order twice; products with stock to spare.
        const products = (await catalogue(url)).filter((p) => p.stock >= 20);
        expect(products.length).toBeGreaterThanOrEqual(3);
        const customers: Array<{ email: string; cookie: string }> = [];
        for (let n = 0; n < 10; n++) {
          const email = `acheteur${n}@example.test`;
          customers.push({ email, cookie: await signUp(url, email, `10.77.0.${n + 1}`) });
        }

        // Bookings and orders in turn, six at a time, each from its own address; the server dies
        // once sixteen are acknowledged, at least five of each kind.
        type Job = () => Promise<Acknowledged | null>;
        const jobs: Job[] = [];
        slots.slice(0, 24).forEach(({ date, timeSlot }, n) => {
          jobs.push(async () => {
            const email = `crash${n}@example.test`;
            const fields = { serviceId, date, timeSlot, name: `Client ${n}`, email, phone: `07${String(n).padStart(8, "0")}` };
            const res = await book(url, `10.66.0.${n + 1}`, fields);
            if (res.status === 200) return { kind: "booking", email, date, timeSlot, barberId: ((await res.json()) as { barber: { id: string } }).barber.id };
            expect(res.status, await res.text()).toBeLessThan(500);
            return null;
          });
          const customer = customers[n % customers.length]!;
          const product = products[n % products.length]!;
          jobs.push(async () => {
            const res = await payOrder(url, `10.88.0.${n + 1}`, customer.cookie, product);
            const orderNumber = placedOrderNumber(res);
            if (orderNumber) return { kind: "order", email: customer.email, orderNumber, productId: product.productId };
            expect(res.status, await res.text()).toBeLessThan(500);
            return null;
          });
        });
        const attemptedPerProduct = new Map<string, number>();
        for (let n = 0; n < Math.min(24, slots.length); n++) {
          const id = products[n % products.length]!.productId;
          attemptedPerProduct.set(id, (attemptedPerProduct.get(id) ?? 0) + 1);
        }

        const acknowledged: Acknowledged[] = [];
        let unanswered = 0;
        let killed = false;
        const count = (kind: Acknowledged["kind"]) => acknowledged.filter((a) => a.kind === kind).length;
        await Promise.all(
          Array.from({ length: 6 }, async () => {
            for (let job = jobs.shift(); job; job = jobs.shift()) {
              try {
                const done = await job();
                if (done) acknowledged.push(done);
              } catch (error) {
                if (error instanceof TypeError) unanswered++;
                else throw error;
              }
              if (!killed && acknowledged.length >= 16 && count("booking") >= 5 && count("order") >= 5) {
                killed = true;
                server!.child.kill("SIGKILL");
              }
            }
          }),
        );
        const run = await server.exited;
        expect(run.signal).toBe("SIGKILL");
        expect(count("booking")).toBeGreaterThanOrEqual(5);
        expect(count("order")).toBeGreaterThanOrEqual(5);
        expect(unanswered).toBeGreaterThan(0);

        // Back up on the same data.
        server = startServer(env);
        await waitHealthy(url, server);
        // Every acknowledged booking is there: its time is taken for its barber.
        for (const date of days) {
          for (const booked of acknowledged.filter((a) => a.kind === "booking" && a.date === date)) {
            const { timeSlot, barberId } = booked as { timeSlot: string; barberId: string };
            expect(await freeSlots(url, serviceId, date, barberId), `${date} ${timeSlot}`).not.toContain(timeSlot);
          }
        }
        // Every acknowledged order is in its customer's orders.
        for (const customer of customers) {
          const mine = acknowledged.filter((a): a is Extract<Acknowledged, { kind: "order" }> => a.kind === "order" && a.email === customer.email);
          if (mine.length === 0) continue;
          const page = await fetch(`${url}/account/orders`, { headers: { Cookie: customer.cookie } });
          expect(page.status).toBe(200);
          const html = await page.text();
          for (const order of mine) expect(html, `${customer.email} ${order.orderNumber}`).toContain(order.orderNumber);
        }
        // Stock: taken once per order written, acknowledged or not, never below zero.
        const stockNow = new Map((await catalogue(url)).map((p) => [p.productId, p.stock]));
        for (const product of products) {
          const taken = product.stock - stockNow.get(product.productId)!;
          const ordered = acknowledged.filter((a) => a.kind === "order" && a.productId === product.productId).length;
          expect(taken, product.name).toBeGreaterThanOrEqual(ordered);
          expect(taken, product.name).toBeLessThanOrEqual(attemptedPerProduct.get(product.productId) ?? 0);
        }
        // Every confirmation is sent (before the crash, or from the outbox after the restart). One the
        // killed process had taken to send is sent again once its lock lapses, 60 s after it was
        // taken (app/features/email/worker.server.ts): each is waited for 90 s.
        for (const done of acknowledged) {
          await sink.waitFor(
            (m) =>
              m.envelopeTo.includes(done.email) &&
              (done.kind === "booking" ? (m.subject ?? "").includes(`à ${done.timeSlot}`) : m.subject === `Votre commande ${done.orderNumber}`),
            90_000,
          );
        }
        server.child.kill("SIGTERM");
        expect((await server.exited).code).toBe(0);
        server = undefined;
      } finally {
        await sink.close();
      }
    });
  });
}
