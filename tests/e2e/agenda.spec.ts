import type { Browser, TestInfo } from "@playwright/test";
import { signInAsAdmin } from "./support/accounts";
import { clientAddressOf, expect, test, type Page } from "./support/fixtures";
import { waitForMail } from "./support/mailbox";
import { book, bookingDialogAt, parisDay, serviceIdOf } from "./support/site-client";

// The admin's agenda. Its day: the first Thursday a week or more ahead (other journeys book
// within the next week, and the opening-hours journey closes a Tuesday). Each journey books times
// of its own, and each repetition of it others, so that they may run at once.

function dayAhead(weekday = "jeudi") {
  for (let ahead = 7; ahead < 14; ahead++) {
    const day = parisDay(ahead);
    if (day.long.startsWith(weekday)) return day;
  }
  throw new Error(`no ${weekday} in the booking window`);
}
const thursdayAhead = () => dayAhead();

const pick = (times: string[], repeat: number) => times[repeat % times.length]!;

async function adminAgenda(browser: Browser, testInfo: TestInfo, date: string): Promise<Page> {
  const admin = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": clientAddressOf(testInfo.testId, 100 + testInfo.repeatEachIndex) } });
  const page = await admin.newPage();
  await signInAsAdmin(page);
  await page.getByRole("link", { name: "Agenda" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Agenda" })).toBeVisible();
  await page.getByLabel("Aller au").fill(date);
  await page.getByRole("button", { name: "Afficher" }).click();
  await expect(page).toHaveURL(new RegExp(`date=${date}`));
  return page;
}

/** The free times the home page's booking dialog offers on `iso`, for 'Coupe + shampoing'. */
async function offeredTimes(page: Page, iso: string): Promise<string[]> {
  const { dialog, cell } = await bookingDialogAt(page, iso);
  await cell.getByRole("button").click();
  const group = dialog.getByRole("group", { name: "Créneaux disponibles" });
  await expect(group).toBeVisible();
  const times = await group.getByRole("button").allTextContents();
  await page.keyboard.press("Escape");
  return times.map((t) => t.trim());
}

test("the admin blocks 12:00-13:00: those times disappear from the booking dialog, and come back once freed", async ({ browser, page }, testInfo) => {
  test.slow();
  // The break is 12:00-13:00 each time: a repetition blocks it on another day.
  const date = dayAhead(pick(["jeudi", "mercredi", "samedi"], testInfo.repeatEachIndex));
  expect(await offeredTimes(page, date.iso)).toEqual(expect.arrayContaining(["11:30", "12:00", "12:30", "13:00"]));

  const admin = await adminAgenda(browser, testInfo, date.iso);
  await admin.getByRole("button", { name: "Bloquer un créneau" }).click();
  const dialog = admin.getByRole("dialog", { name: "Bloquer un créneau" });
  await dialog.getByLabel("Date", { exact: true }).fill(date.iso);
  await dialog.getByLabel("De", { exact: true }).fill("12:00");
  await dialog.getByLabel("À", { exact: true }).fill("13:00");
  await dialog.getByLabel("Motif").fill("Pause déjeuner");
  await dialog.getByRole("button", { name: "Bloquer", exact: true }).click();
  await expect(admin.getByText("Créneau bloqué")).toBeVisible();
  await expect(dialog).toBeHidden();
  const day = admin.getByRole("region", { name: date.long, exact: true });
  await expect(day.getByText("Pause déjeuner")).toBeVisible();

  const times = await offeredTimes(page, date.iso);
  expect(times).not.toContain("12:00");
  expect(times).not.toContain("12:30");
  expect(times).toEqual(expect.arrayContaining(["11:30", "13:00"]));

  await day.getByRole("button", { name: /^Libérer 12:00–13:00/ }).click();
  await expect(admin.getByText("Créneau libéré")).toBeVisible();
  await expect(day.getByText("Pause déjeuner")).toBeHidden();
  expect(await offeredTimes(page, date.iso)).toEqual(expect.arrayContaining(["12:00", "12:30"]));
  await admin.context().close();
});

test("a booking taken on the phone appears in the agenda and its time is gone online", async ({ browser, page }, testInfo) => {
  test.slow();
  const thursday = thursdayAhead();
  const time = pick(["14:00", "14:30", "15:00", "15:30"], testInfo.repeatEachIndex);
  const name = `Client Téléphone ${testInfo.repeatEachIndex}-${Date.now().toString(36)}`;
  expect(await offeredTimes(page, thursday.iso)).toContain(time);

  const admin = await adminAgenda(browser, testInfo, thursday.iso);
  await admin.getByRole("button", { name: "Nouveau rendez-vous" }).click();
  const dialog = admin.getByRole("dialog", { name: "Rendez-vous pris par téléphone" });
  await dialog.getByLabel("Service").selectOption({ label: "Coupe + shampoing (30 min)" });
  await dialog.getByLabel("Date", { exact: true }).fill(thursday.iso);
  await dialog.getByLabel("Heure").fill(time);
  await dialog.getByLabel("Nom du client").fill(name);
  await dialog.getByLabel("Téléphone").fill(`06 55 44 33 ${String(10 + testInfo.repeatEachIndex)}`);
  await dialog.getByRole("button", { name: "Enregistrer le rendez-vous" }).click();
  await expect(admin.getByText("Rendez-vous enregistré")).toBeVisible();
  await expect(dialog).toBeHidden();
  const booking = admin.getByRole("button", { name: new RegExp(`^${time}–.* : Coupe \\+ shampoing, ${name} \\(par téléphone\\)`) });
  await expect(booking).toBeVisible();

  expect(await offeredTimes(page, thursday.iso)).not.toContain(time);
  await admin.context().close();
});

test("the admin moves a booking: the customer gets a mail with the new time, and the old time is offered again", async ({ browser, page }, testInfo) => {
  test.slow();
  const thursday = thursdayAhead();
  const from = pick(["10:00", "10:30", "11:00"], testInfo.repeatEachIndex);
  const to = pick(["17:00", "17:30", "18:00"], testInfo.repeatEachIndex);
  const email = `deplace-${testInfo.repeatEachIndex}-${Date.now().toString(36)}@example.test`;
  const serviceId = await serviceIdOf(page);
  const booked = await book(new URL(page.url()).origin, clientAddressOf(testInfo.testId, 200 + testInfo.repeatEachIndex), {
    serviceId,
    date: thursday.iso,
    timeSlot: from,
    name: "Marc Déplacé",
    email,
    phone: `07 66 55 44 ${String(10 + testInfo.repeatEachIndex)}`,
  });
  expect(booked.status).toBe(200);

  const admin = await adminAgenda(browser, testInfo, thursday.iso);
  await admin.getByRole("button", { name: new RegExp(`^${from}–.* : Coupe \\+ shampoing, Marc Déplacé$`) }).click();
  const dialog = admin.getByRole("dialog", { name: new RegExp(`^Marc Déplacé, ${from}`) });
  await expect(dialog.getByText(email)).toBeVisible();
  await dialog.getByLabel("Nouvelle heure").fill(to);
  await dialog.getByRole("button", { name: "Déplacer", exact: true }).click();
  await expect(admin.getByText("Rendez-vous déplacé : le client a reçu la nouvelle heure par e-mail")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(admin.getByRole("button", { name: new RegExp(`^${to}–.* : Coupe \\+ shampoing, Marc Déplacé$`) })).toBeVisible();

  const mail = await waitForMail(email, (m) => /déplacé/.test(m.subject ?? ""));
  expect(mail.subject).toContain(`à ${to}`);
  expect(mail.text).toContain(`à ${from}`);
  const invitation = mail.attachments.find((a) => a.filename === "rendez-vous.ics");
  expect(invitation!.content.toString()).toContain(`DTSTART;TZID=Europe/Paris:${thursday.iso.replace(/-/g, "")}T${to.replace(":", "")}00`);

  const times = await offeredTimes(page, thursday.iso);
  expect(times).toContain(from);
  expect(times).not.toContain(to);
  await admin.context().close();
});
