import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { addDays, parisInstant, parisWallClock } from "~/lib/paris-time";
import { openDatabase } from "~db/client.server";
import { agendaBlocks, barbers, bookings, customers, services, waitlistEntries } from "~db/schema";
import { seedDatabase } from "~db/seed/seed.server";
import { freePort } from "../support/smtp-sink";
import { signInAsAdmin } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { startServer, waitHealthy } from "../support/own-server";
import { parisDay, serviceIdOf } from "./support/site-client";

// A booking can be marked absent only once it has begun, and the site books nothing in the past:
// this journey runs its own server on a data folder it prepares with the site's own migrations and
// seed, holding a client's appointments of the day before yesterday (already marked absent),
// yesterday and tomorrow, a stranger's absence with his phone number (never counted as his), and
// someone on today's waiting list.

const admin = { email: "patron-absences@example.test", password: "Absences-2026-admin!" };
const client = { name: "Jules Absent", email: "jules-absent@example.test", phone: "06 41 52 63 74" };

type Days = { before: string; yesterday: string; today: string; tomorrow: string };

async function prepare(dataDir: string, days: Days) {
  const database = openDatabase({ dataDir, migrationsFolder: path.join(process.cwd(), "db", "migrations") });
  try {
    await database.migrate();
    await seedDatabase(database.db);
    const db = database.db;
    const [service] = await db.select({ id: services.id, title: services.title }).from(services).where(eq(services.slug, "coupe-shampoing"));
    const [karim] = await db.select({ id: barbers.id }).from(barbers).where(eq(barbers.name, "Karim"));
    const [yanis] = await db.select({ id: barbers.id }).from(barbers).where(eq(barbers.name, "Yanis"));
    const customerOf = async (who: { name: string; email: string; phone: string }) =>
      (await db.insert(customers).values(who).returning({ id: customers.id }))[0]!.id;
    const appointment = async (
      date: string,
      who: { customerId: string; name: string; phone: string; barberId: string; channel: "online" | "phone" },
      noShowAt: Date | null,
    ) => {
      const start = parisInstant(date, "10:00");
      const end = new Date(start.getTime() + 30 * 60_000);
      await db.insert(bookings).values({
        serviceId: service!.id,
        customerId: who.customerId,
        barberId: who.barberId,
        customerName: who.name,
        customerPhone: who.phone,
        date,
        timeSlot: "10:00",
        durationMinutes: 30,
        priceCents: 2500,
        during: sql`tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, '[)')`,
        blocked: sql`tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, '[)')`,
        title: service!.title,
        channel: who.channel,
        noShowAt,
      });
    };
    // Taken on the phone with the client's e-mail: one customer, his number however it was typed.
    const julesId = await customerOf(client);
    const jules = (phone: string) => ({ customerId: julesId, name: client.name, phone, barberId: karim!.id, channel: "phone" as const });
    await appointment(days.before, jules(client.phone), parisInstant(days.before, "10:30"));
    await appointment(days.yesterday, jules("+33 6 41 52 63 74"), null);
    await appointment(days.tomorrow, jules("0641526374"), null);
    // Someone else who typed his number online, absent too: not his absence.
    const stranger = { name: "Inconnu Même Numéro", email: "inconnu-meme-numero@example.test", phone: "06.41.52.63.74" };
    const strangerId = await customerOf(stranger);
    await appointment(
      days.before,
      { customerId: strangerId, name: stranger.name, phone: stranger.phone, barberId: yanis!.id, channel: "online" },
      parisInstant(days.before, "10:30"),
    );
    // Today is closed for the whole salon (a block), so the waiting list's job, which runs at the
    // server's start, finds no free time whatever the hour: the entry stays 'Pas encore prévenu'.
    await db.insert(agendaBlocks).values({
      date: days.today,
      during: sql`tstzrange(${parisInstant(days.today, "00:00").toISOString()}::timestamptz, ${parisInstant(addDays(days.today, 1), "00:00").toISOString()}::timestamptz, '[)')`,
      label: "Fermé",
      barberId: null,
    });
    await db.insert(waitlistEntries).values({
      serviceId: service!.id,
      serviceIds: [service!.id],
      date: days.today,
      barberId: null,
      email: "attend-un-creneau@example.test",
      phone: "07 12 34 56 78",
      tokenHash: randomBytes(32).toString("hex"),
    });
  } finally {
    await database.close();
  }
}

test("the admin marks yesterday's booking 'Absent' (pressed before the page is live, then back and forth), and the client's absences show in the agenda and the bookings list", async ({
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const today = parisWallClock(new Date()).date;
  const days = { before: addDays(today, -2), yesterday: addDays(today, -1), today, tomorrow: addDays(today, 1) };
  const dataDir = mkdtempSync(path.join(tmpdir(), `salon-no-shows-${testInfo.repeatEachIndex}-`));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  await prepare(dataDir, days);
  const server = startServer({ PORT: String(port), PUBLIC_URL: url, DATA_DIR: dataDir, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  try {
    await waitHealthy(url, server);
    const context = await browser.newContext({ baseURL: url });
    const page = await context.newPage();
    await signInAsAdmin(page, admin);

    // The page's scripts (not its styles) are held back: the press reaches a page that is not live yet.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const script = (address: URL) => address.pathname.startsWith("/assets/") && address.pathname.endsWith(".js");
    await page.route(script, async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    await page.goto(`/admin/agenda?view=day&date=${days.yesterday}`, { waitUntil: "commit" });
    const karim = page.getByRole("region", { name: "Karim", exact: true });
    const booking = (suffix: string) =>
      karim.getByRole("button", { name: new RegExp(`^10:00–10:30 : Coupe \\+ shampoing, ${client.name} \\(par téléphone\\), avec Karim${suffix}$`) });
    // His absence of the day before yesterday; the stranger's, with his number, is not his.
    await expect(booking(", 1 absence")).toBeVisible();
    await expect(page.getByRole("region", { name: "Liste d'attente" }).getByText("Personne n'attend qu'un créneau se libère ce jour-là.")).toBeVisible();
    await karim.getByRole("button", { name: `Marquer absent : ${client.name}, 10:00–10:30` }).click();
    // The server's page, still without scripts: the answer, the label and the new count.
    const served = page.locator("p", { hasText: "Rendez-vous marqué « Absent »" });
    await expect(served).toHaveAttribute("role", "status");
    await expect(page).toHaveURL(new RegExp(`date=${days.yesterday}`));
    await expect(booking(", absent, 2 absences")).toBeVisible();
    await expect(booking(", absent, 2 absences")).toContainText("Absent");
    await expect(booking(", absent, 2 absences")).toContainText("2 absences");
    release();
    // Once live, the page's answer moves to the usual toast.
    await expect(served).toBeHidden();
    await page.unroute(script);

    // Live: back to 'Venu', and 'Absent' again.
    await karim.getByRole("button", { name: `Marquer venu : ${client.name}, 10:00–10:30` }).click();
    await expect(page.getByText("Rendez-vous marqué « Venu »").first()).toBeVisible();
    await expect(booking(", 1 absence")).toBeVisible();
    await expect(page.getByText("Rendez-vous marqué « Absent »")).toHaveCount(0, { timeout: 15_000 });
    await karim.getByRole("button", { name: `Marquer absent : ${client.name}, 10:00–10:30` }).click();
    await expect(page.getByText("Rendez-vous marqué « Absent »").first()).toBeVisible();
    await expect(booking(", absent, 2 absences")).toBeVisible();
    await booking(", absent, 2 absences").click();
    const details = page.getByRole("dialog", { name: `${client.name}, 10:00–10:30` });
    await expect(details.getByText("Marqué « Absent » : pour le déplacer")).toBeVisible();
    await expect(details.getByRole("button", { name: "Déplacer", exact: true })).toHaveCount(0);
    await page.keyboard.press("Escape");

    // Tomorrow: the count beside the name, and nothing to mark yet.
    for (const date of [days.today, days.tomorrow]) {
      await page.getByRole("link", { name: /Jour suivant/ }).click();
      await expect(page).toHaveURL(new RegExp(`date=${date}`));
    }
    await expect(booking(", 2 absences")).toBeVisible();
    await expect(page.getByRole("button", { name: /^Marquer (absent|venu)/ })).toHaveCount(0);

    // Today's waiting list.
    await page.getByRole("link", { name: "Aujourd'hui" }).click();
    const waitlist = page.getByRole("region", { name: "Liste d'attente" });
    const waiting = waitlist.getByRole("row").filter({ hasText: "attend-un-creneau@example.test" });
    for (const cell of ["Coupe + shampoing", "Sans préférence", "07 12 34 56 78", "Pas encore prévenu"]) await expect(waiting).toContainText(cell);

    // The bookings list: each past booking of the client with the count, the one marked with 'Absent'.
    await page.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Rendez-vous" }).click();
    await page.getByRole("link", { name: "Passées" }).click();
    await expect(page).toHaveURL(/when=past/);
    const rows = page.getByRole("row").filter({ hasText: client.name });
    await expect(rows).toHaveCount(2);
    for (const row of await rows.all()) {
      await expect(row.getByText("2 absences")).toBeVisible();
      await expect(row.getByText("Absent", { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("row").filter({ hasText: "Inconnu Même Numéro" }).getByText("1 absence", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "À venir" }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.getByText("2 absences")).toBeVisible();
    await expect(rows.getByText("Absent", { exact: true })).toHaveCount(0);

    // The salon's rule: from 2 absences, no online booking (the client found by e-mail, never by phone).
    await page.goto("/admin/prestations");
    const rules = page.getByRole("form", { name: "Règles des arrhes" });
    await rules.getByLabel("À partir de combien d'absences").fill("2");
    await rules.getByLabel("Alors").selectOption("refuse");
    await rules.getByRole("button", { name: "Enregistrer les règles" }).click();
    await expect(page.getByText("Règles des arrhes enregistrées").first()).toBeVisible();
    const later = parisDay(3);
    const serviceId = await serviceIdOf(page, "Coupe + shampoing", later);
    const bookAs = (who: { name: string; email: string; phone: string }) =>
      page.request.post("/api/bookings", { form: { serviceId, date: later.iso, timeSlot: "16:00", ...who }, headers: { Origin: url } });
    const refused = await bookAs(client);
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe("Merci d'appeler le salon pour réserver : 01 43 58 20 20.");
    // His number typed by someone else, with one absence of his own: booked.
    expect((await bookAs({ name: "Inconnu Même Numéro", email: "inconnu-meme-numero@example.test", phone: client.phone })).status()).toBe(200);
    await context.close();
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
});
