import ICAL from "ical.js";
import { signInAsAdmin } from "./support/accounts";
import { clientAddressOf, expect, test } from "./support/fixtures";
import { book, freeSlots, parisDay, serviceIdOf } from "./support/site-client";

// The salon's calendar feed: the admin makes its secret address, and a phone's calendar (no
// cookie, no session) reads the bookings from it.

test("on 'Équipe' the admin makes the salon's feed address; a booking made online shows in the feed, read without a session", async ({
  browser,
  page,
  request,
}, testInfo) => {
  test.slow();
  const origin = new URL(testInfo.project.use.baseURL!).origin;
  const day = parisDay(10 + (testInfo.repeatEachIndex % 3));
  const serviceId = await serviceIdOf(page);
  const times = await freeSlots(origin, serviceId, day.iso);
  const time = times[times.length - 1 - (testInfo.repeatEachIndex % 4)]!;
  const name = `Client Abonnement ${testInfo.repeatEachIndex}-${Date.now().toString(36)}`;
  const booked = await book(origin, clientAddressOf(testInfo.testId, 300 + testInfo.repeatEachIndex), {
    serviceId,
    date: day.iso,
    timeSlot: time,
    name,
    email: `abonnement-${testInfo.repeatEachIndex}-${Date.now().toString(36)}@example.test`,
    phone: "06 77 88 99 00",
  });
  expect(booked.status).toBe(200);

  const admin = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": clientAddressOf(testInfo.testId, 100 + testInfo.repeatEachIndex) } });
  const adminPage = await admin.newPage();
  await signInAsAdmin(adminPage);
  // On 'Équipe', the salon's agenda: its button makes the address and shows it once.
  await adminPage.goto("/admin/equipe");
  const salon = adminPage.locator("form", { hasText: "Agenda du salon" }).locator("..");
  await salon.getByRole("button", { name: "Nouvelle adresse d'abonnement" }).click();
  const field = salon.getByLabel("Adresse de l'agenda");
  await expect(field).toHaveValue(/\/agenda\/[A-Za-z0-9_-]{43}\.ics$/);
  const url = await field.inputValue();
  expect(url).toMatch(new RegExp(`^${origin}/agenda/[A-Za-z0-9_-]{43}\\.ics$`));
  const webcalUrl = await salon.getByRole("link", { name: "S'abonner dans l'agenda du téléphone" }).getAttribute("href");
  expect(webcalUrl).toBe(url.replace(/^https?:/, "webcal:"));
  await admin.close();

  // The phone: no cookie.
  const feed = await request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(feed.headers()["cache-control"]).toBe("no-store");
  const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
  ICAL.TimezoneService.register(new ICAL.Timezone(calendar.getFirstSubcomponent("vtimezone")!), "Europe/Paris");
  expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Monsieur Moustache – Salon");
  const event = calendar
    .getAllSubcomponents("vevent")
    .map((component) => new ICAL.Event(component))
    .find((e) => e.summary.includes(name));
  expect(event?.summary).toBe(`Coupe + shampoing – ${name}`);
  expect(event!.description).toContain("Téléphone : 06 77 88 99 00");
  expect(event!.description).not.toContain("@example.test");
  const start = event!.startDate.toJSDate();
  expect(new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", hour: "2-digit", minute: "2-digit" }).format(start)).toBe(time);

  // A wrong address says nothing more than 404.
  expect((await request.get(url.replace(/.{4}\.ics$/, "AAAA.ics"))).status()).toBe(404);
});
