import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, startSmtpSink } from "../support/smtp-sink";
import { expect, test, waitForHydration } from "./support/fixtures";
import { startServer, waitHealthy, type OwnServer } from "./support/own-server";

/** A Paris day some days ahead, ISO and as the calendar names it. */
function parisDay(daysAhead: number) {
  const day = new Date(Date.now() + daysAhead * 86_400_000);
  return {
    iso: new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(day),
    long: new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", weekday: "long", day: "numeric", month: "long" }).format(day),
  };
}

// The server is killed (SIGKILL: no shutdown at all) in the middle of a burst of bookings. Every
// booking it acknowledged must be there after a restart, with its confirmation mail sent then.
test.describe("a crash mid-burst", () => {
  test.describe.configure({ timeout: 240_000 });
  let server: OwnServer | undefined;
  let dataDir: string;

  test.afterAll(async () => {
    server?.child.kill("SIGKILL");
    await server?.exited;
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("loses no acknowledged booking, and every one gets its confirmation mail", async ({ browser }) => {
    dataDir = mkdtempSync(path.join(tmpdir(), "salon-crash-"));
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    // Mails are sent before the crash or after the restart, at least once each.
    const sink = await startSmtpSink();
    try {
      const env = { PORT: String(port), PUBLIC_URL: url, DATA_DIR: dataDir, TRUST_PROXY: "true", SMTP_URL: sink.url, MAIL_RETRY_BASE_MS: "200" };
      server = startServer(env);
      await waitHealthy(url, server);

      // The service's id, as the booking dialog sends it.
      const page = await browser.newPage({ baseURL: url });
      await page.goto("/");
      await waitForHydration(page);
      await page.getByRole("button", { name: "Réserver : Coupe + shampoing" }).click();
      await page.locator("#booking").getByRole("button", { name: "Réserver maintenant" }).click();
      const dialog = page.getByRole("dialog", { name: "Réserver votre rendez-vous" });
      const day = parisDay(5);
      const dayButton = dialog.getByRole("button", { name: new RegExp(day.long, "i") });
      if (!(await dayButton.isVisible())) await dialog.getByRole("button", { name: /mois suivant/i }).click();
      const slotsCall = page.waitForRequest((r) => r.url().includes("/api/booking/slots"));
      await dayButton.click();
      const serviceId = new URL((await slotsCall).url()).searchParams.get("serviceId")!;
      await page.close();

      const days = [parisDay(5).iso, parisDay(6).iso, parisDay(7).iso];
      const wanted: Array<{ date: string; timeSlot: string }> = [];
      for (const date of days) {
        const { slots } = (await (await fetch(`${url}/api/booking/slots?serviceId=${serviceId}&date=${date}`)).json()) as { slots: string[] };
        wanted.push(...slots.map((timeSlot) => ({ date, timeSlot })));
      }
      expect(wanted.length).toBeGreaterThanOrEqual(20);

      // Six at a time, each its own customer and address; the server dies once eight are acknowledged.
      const acknowledged: Array<{ email: string; date: string; timeSlot: string }> = [];
      let unanswered = 0;
      let killed = false;
      const book = async (slot: { date: string; timeSlot: string }, n: number) => {
        const email = `crash${n}@example.test`;
        const body = new URLSearchParams({ serviceId, ...slot, name: `Client ${n}`, email, phone: `07${String(n).padStart(8, "0")}` });
        try {
          const res = await fetch(`${url}/api/bookings`, {
            method: "POST",
            headers: { Origin: url, "X-Forwarded-For": `10.66.${Math.floor(n / 250)}.${(n % 250) + 1}`, "Content-Type": "application/x-www-form-urlencoded" },
            body,
          });
          if (res.status === 200) acknowledged.push({ email, ...slot });
          else expect(res.status, await res.text()).toBeLessThan(500);
        } catch {
          unanswered++;
        }
        if (!killed && acknowledged.length >= 8) {
          killed = true;
          server!.child.kill("SIGKILL");
        }
      };
      const queue = wanted.map((slot, n) => ({ slot, n }));
      await Promise.all(
        Array.from({ length: 6 }, async () => {
          for (let item = queue.shift(); item; item = queue.shift()) await book(item.slot, item.n);
        }),
      );
      const run = await server.exited;
      expect(run.signal).toBe("SIGKILL");
      expect(acknowledged.length).toBeGreaterThanOrEqual(8);
      expect(unanswered).toBeGreaterThan(0);

      // Back up on the same data: every acknowledged booking is there, its time taken, and its
      // confirmation sent (before the crash, or from the outbox after the restart).
      server = startServer(env);
      await waitHealthy(url, server);
      for (const date of days) {
        const { slots } = (await (await fetch(`${url}/api/booking/slots?serviceId=${serviceId}&date=${date}`)).json()) as { slots: string[] };
        for (const booked of acknowledged.filter((b) => b.date === date)) expect(slots, `${booked.date} ${booked.timeSlot}`).not.toContain(booked.timeSlot);
      }
      for (const booked of acknowledged) {
        const mail = await sink.waitFor((m) => m.envelopeTo.includes(booked.email), 60_000);
        expect(mail.subject).toContain(`à ${booked.timeSlot}`);
      }
      server.child.kill("SIGTERM");
      expect((await server.exited).code).toBe(0);
      server = undefined;
    } finally {
      await sink.close();
    }
  });
});
