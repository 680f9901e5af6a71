import type { Browser, Locator, TestInfo } from "@playwright/test";
import { signInAsAdmin } from "./support/accounts";
import { clientAddressOf, expect, test, waitForLive, type Page } from "./support/fixtures";
import { waitForMail } from "./support/mailbox";
import { book, freeSlots, openDialog, parisDayWhere, serviceIdOf, showMonthOf, slotsAnswer } from "./support/site-client";

// The waiting list of a full day. Each repetition has a barber, a service and a day of its own, two
// or three days ahead (the other journeys fill no barber's day then: the bookings screen's journey
// takes the last barber's times four days ahead, 'Mes rendez-vous' Yanis's five or more, the agenda
// and the team a week or more), and fills that barber's day honestly: the admin blocks their free
// hours but the last half-hour, which a client books online.

const plans = [
  { barber: "Lucas", dayOff: 7, service: "Coupe + shampoing" },
  { barber: "Karim", dayOff: 1, service: "Coupe étudiant" },
  { barber: "Yanis", dayOff: 3, service: "Taille de barbe sculptée" },
];

function planOf(repeat: number) {
  const plan = plans[repeat % plans.length]!;
  return { ...plan, day: parisDayWhere(2 + Math.floor(repeat / plans.length), (weekday) => weekday !== plan.dayOff) };
}

const tagOf = (testInfo: TestInfo) => `${testInfo.repeatEachIndex}-${Date.now().toString(36)}`;
const randomPhone = () =>
  `07 ${String(Math.floor(Math.random() * 1e8))
    .padStart(8, "0")
    .replace(/(\d\d)(?=\d)/g, "$1 ")}`;

/** Consecutive half-hours as [from, to) ranges: "10:00","10:30","12:00" → 10:00–11:00, 12:00–12:30. */
function runsOf(times: string[]): Array<[string, string]> {
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
  const text = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
  const runs: Array<[number, number]> = [];
  for (const start of times.map(minutes).sort((a, b) => a - b)) {
    const last = runs.at(-1);
    if (last && last[1] === start) last[1] = start + 30;
    else runs.push([start, start + 30]);
  }
  return runs.map(([from, to]) => [text(from), text(to)]);
}

/** The admin's agenda on `date`, in a browser of its own. */
async function adminAgenda(browser: Browser, testInfo: TestInfo, date: string): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": clientAddressOf(testInfo.testId, 100 + testInfo.repeatEachIndex) } });
  const admin = await context.newPage();
  await signInAsAdmin(admin);
  await admin.goto(`/admin/agenda?view=day&date=${date}`);
  await expect(admin.getByRole("heading", { level: 1, name: "Agenda" })).toBeVisible();
  return admin;
}

/** The admin blocks `from`–`to` of `date` for one barber. */
async function blockFor(admin: Page, barber: string, date: string, from: string, to: string) {
  await admin.getByRole("button", { name: "Bloquer un créneau" }).click();
  const dialog = admin.getByRole("dialog", { name: "Bloquer un créneau" });
  await dialog.getByLabel("Pour").selectOption({ label: barber });
  await dialog.getByLabel("Date", { exact: true }).fill(date);
  await dialog.getByLabel("De", { exact: true }).fill(from);
  await dialog.getByLabel("À", { exact: true }).fill(to);
  await dialog.getByLabel("Motif").fill("Formation");
  await dialog.getByRole("button", { name: "Bloquer", exact: true }).click();
  await expect(admin.getByText(`Créneau bloqué pour ${barber}`).last()).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** The day's cell of the dialog's calendar, on its month. */
async function dayCell(dialog: Locator, iso: string) {
  const cell = dialog.locator(`[data-day="${iso}"]`);
  await showMonthOf(dialog, cell);
  await expect(cell).toBeVisible();
  return cell;
}

const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));

test("a full day offers the waiting list; a cancellation mails the one waiting, whose link opens the dialog on that day, service and barber", async ({
  browser,
  page,
}, testInfo) => {
  test.slow();
  const plan = planOf(testInfo.repeatEachIndex);
  const { day } = plan;
  const tag = tagOf(testInfo);
  const origin = new URL(testInfo.project.use.baseURL!).origin;
  const serviceId = await serviceIdOf(page, plan.service, day);
  const barberId = (await slotsAnswer(origin, serviceId, day.iso)).barbers.find((b) => b.name === plan.barber)!.id;

  // One client takes the barber's last free half-hour (the one before, if it was just taken).
  const client = { email: `attente-reservation-${tag}@example.test`, phone: randomPhone() };
  let kept = "";
  await expect(async () => {
    const last = (await freeSlots(origin, serviceId, day.iso, barberId)).at(-1)!;
    const booked = await book(origin, clientAddressOf(testInfo.testId, 200 + testInfo.repeatEachIndex), {
      serviceId,
      barberId,
      date: day.iso,
      timeSlot: last,
      name: `Client Complet ${tag}`,
      ...client,
    });
    expect(booked.status).toBe(200);
    kept = last;
  }).toPass();

  // The admin blocks the rest of the barber's day (again, should another journey have booked or
  // freed a time of theirs meanwhile) until no time is left with them.
  const admin = await adminAgenda(browser, testInfo, day.iso);
  await expect(async () => {
    for (const [from, to] of runsOf(await freeSlots(origin, serviceId, day.iso, barberId))) await blockFor(admin, plan.barber, day.iso, from, to);
    expect(await freeSlots(origin, serviceId, day.iso, barberId)).toEqual([]);
  }).toPass({ timeout: 60_000 });
  await admin.context().close();

  // The waiting client: the barber, the day, no time left, and the waiting list, by keyboard.
  const waiting = `attente-${tag}@example.test`;
  const dialog = await openDialog(page, plan.service);
  await dialog.getByRole("group", { name: "1. Choisir votre barbier" }).getByRole("radio", { name: plan.barber }).check();
  await (await dayCell(dialog, day.iso)).getByRole("button").click();
  await expect(dialog.getByText("Aucun créneau disponible ce jour-là.")).toBeVisible();
  const offer = dialog.getByRole("button", { name: "Me prévenir si un créneau se libère" });
  await expect(offer).toHaveAttribute("aria-expanded", "false");
  await offer.focus();
  await page.keyboard.press("Enter");
  await expect(offer).toHaveAttribute("aria-expanded", "true");
  const email = dialog.getByRole("textbox", { name: "Email" });
  await expect(email).toBeFocused();
  // Sent empty: the error under the field, which keeps the focus.
  await page.keyboard.press("Enter");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription("Veuillez entrer votre adresse email");
  await expect(email).toBeFocused();
  await page.keyboard.type(waiting);
  await expect(email).not.toHaveAttribute("aria-invalid", "true");
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("textbox", { name: "Téléphone (facultatif)" })).toBeFocused();
  await page.keyboard.type(randomPhone());
  await page.keyboard.press("Enter");
  await expect(page.getByText("C'est noté : nous vous écrirons si un créneau se libère ce jour-là.")).toBeVisible();
  await expect(dialog.getByRole("status").filter({ hasText: "Vous êtes sur la liste d'attente de ce jour-là." })).toBeVisible();
  await page.keyboard.press("Escape");
  // Someone else waits for the same day, as the dialog's form posts it.
  const other = `attente-bis-${tag}@example.test`;
  const joined = await fetch(`${origin}/api/waitlist`, {
    method: "POST",
    headers: {
      Origin: origin,
      "X-Forwarded-For": clientAddressOf(testInfo.testId, 400 + testInfo.repeatEachIndex),
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({ serviceId, date: day.iso, barberId, email: other }),
  });
  expect([joined.status, await joined.json()]).toEqual([200, { ok: true, message: "C'est noté : nous vous écrirons si un créneau se libère ce jour-là." }]);

  // The booked client cancels from the private link of their confirmation.
  const confirmation = await waitForMail(client.email, (m) => /^Rendez-vous confirmé/.test(m.subject ?? ""), 30_000);
  const manage = hrefs(confirmation.html || "").find((h) => h.includes("/rendez-vous/"))!;
  const clientContext = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": clientAddressOf(testInfo.testId, 300 + testInfo.repeatEachIndex) } });
  const clientPage = await clientContext.newPage();
  await clientPage.goto(manage);
  // The press this journey is about is the cancellation's effect, not a press made as the page goes live.
  await waitForLive(clientPage);
  await clientPage.getByRole("button", { name: "Annuler mon rendez-vous" }).click();
  await expect(clientPage.getByText("Votre rendez-vous est annulé.")).toBeVisible();
  await clientContext.close();

  // The waiting client's mail: the day, the service, the barber, the freed time, first come first served.
  const notice = await waitForMail(waiting, (m) => /^Un créneau s'est libéré le /.test(m.subject ?? ""), 30_000);
  expect(notice.subject).toContain(day.long);
  expect(notice.text).toContain(`Prestation : ${plan.service}`);
  expect(notice.text).toContain(`Barbier : ${plan.barber}`);
  expect(notice.text).toContain(kept);
  expect(notice.text).toContain("Premier arrivé, premier servi");
  const link = hrefs(notice.html || "").find((h) => h.includes("?service="))!;
  const url = new URL(link);
  expect([url.origin, url.pathname]).toEqual([origin, "/"]);
  expect(Object.fromEntries(url.searchParams)).toEqual({ service: serviceId, barber: barberId, date: day.iso });

  // The link opens the dialog on that day, with that service and barber, showing the freed time.
  await page.goto(link);
  const reopened = page.getByRole("dialog", { name: "Réserver votre rendez-vous" });
  await expect(reopened).toBeVisible();
  await expect(reopened).toContainText(`${plan.service} · `);
  await expect(reopened.getByRole("radio", { name: plan.barber })).toBeChecked();
  await expect(reopened.locator(`[data-day="${day.iso}"]`)).toHaveAttribute("data-selected", "true");
  await expect(reopened.getByRole("group", { name: "Créneaux disponibles" }).getByRole("button", { name: kept })).toBeVisible();

  // 'Ne plus être prévenu': the wait ends, and its link with it; with the page's scripts, and without.
  const stop = hrefs(notice.html || "").find((h) => h.includes("/liste-attente/"))!;
  await page.goto(stop);
  await expect(page.getByRole("heading", { level: 1, name: "Liste d'attente" })).toBeVisible();
  await expect(page.getByText(plan.service)).toBeVisible();
  await page.getByRole("button", { name: "Ne plus être prévenu" }).click();
  await expect(page.getByText("C'est fait : vous ne serez plus prévenu pour ce jour-là.")).toBeVisible();
  expect((await page.request.get(stop)).status()).toBe(404);

  const otherNotice = await waitForMail(other, (m) => /^Un créneau s'est libéré le /.test(m.subject ?? ""), 30_000);
  const otherStop = hrefs(otherNotice.html || "").find((h) => h.includes("/liste-attente/"))!;
  expect(otherStop).not.toBe(stop);
  const bare = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { "X-Forwarded-For": clientAddressOf(testInfo.testId, 500 + testInfo.repeatEachIndex) },
  });
  const plain = await bare.newPage();
  await plain.goto(otherStop);
  await expect(plain.getByText(other)).toBeVisible();
  await plain.getByRole("button", { name: "Ne plus être prévenu" }).click();
  await expect(plain.getByText("C'est fait : vous ne serez plus prévenu pour ce jour-là.")).toBeVisible();
  expect((await plain.request.get(otherStop)).status()).toBe(404);
  await bare.close();
});
