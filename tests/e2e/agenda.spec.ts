import type { Browser, TestInfo } from "@playwright/test";
import { signInAsAdmin } from "./support/accounts";
import { clientAddressOf, expect, test, watchForText, type Page } from "./support/fixtures";
import { waitForMail } from "./support/mailbox";
import { book, bookingDialogAt, parisDay, serviceIdOf } from "./support/site-client";

// The admin's agenda. Its day: the first Thursday a week or more ahead (other journeys book
// within the next week, and the opening-hours journey closes a Tuesday). Each journey books times
// of its own, and each repetition of it others, so that they may run at once. The demo team:
// Karim (off on Monday), Yanis (off on Wednesday), Lucas (off on Sunday); the days are chosen by
// their weekday, whatever today is.

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

type Barbers = Record<string, string>;

/** The barbers working on `date` by name, and a barber's free times, as the booking dialog asks for them. */
async function barbersOn(page: Page, serviceId: string, date: string): Promise<Barbers> {
  const answer = (await (await page.request.get(`/api/booking/slots?serviceId=${serviceId}&date=${date}`)).json()) as {
    barbers: Array<{ id: string; name: string }>;
  };
  return Object.fromEntries(answer.barbers.map((b) => [b.name, b.id]));
}
async function freeTimesOf(page: Page, serviceId: string, date: string, barberId: string): Promise<string[]> {
  return ((await (await page.request.get(`/api/booking/slots?serviceId=${serviceId}&date=${date}&barberId=${barberId}`)).json()) as { slots: string[] }).slots;
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
  // An end before the start and no reason: both said under their fields, focus on the first.
  await dialog.getByLabel("De", { exact: true }).fill("13:00");
  await dialog.getByLabel("À", { exact: true }).fill("12:00");
  await dialog.getByRole("button", { name: "Bloquer", exact: true }).click();
  await expect(dialog.getByLabel("À", { exact: true })).toHaveAccessibleDescription("L'heure de fin doit être après l'heure de début");
  await expect(dialog.getByLabel("Motif")).toHaveAccessibleDescription("Veuillez indiquer un motif (ex. : Pause, Rendez-vous personnel)");
  await expect(dialog.getByLabel("À", { exact: true })).toBeFocused();
  await expect(dialog.getByLabel("De", { exact: true })).not.toHaveAttribute("aria-invalid", "true");
  await dialog.getByLabel("Date", { exact: true }).fill(date.iso);
  await dialog.getByLabel("De", { exact: true }).fill("12:00");
  await dialog.getByLabel("À", { exact: true }).fill("13:00");
  await dialog.getByLabel("Motif").fill("Pause déjeuner");
  await dialog.getByRole("button", { name: "Bloquer", exact: true }).click();
  await expect(admin.getByText("Créneau bloqué pour tout le salon")).toBeVisible();
  await expect(dialog).toBeHidden();
  const day = admin.getByRole("region", { name: date.long, exact: true });
  // The whole salon's: in each barber's column.
  for (const barber of ["Karim", "Yanis", "Lucas"])
    await expect(day.getByRole("region", { name: barber, exact: true }).getByText("Pause déjeuner")).toBeVisible();

  const times = await offeredTimes(page, date.iso);
  expect(times).not.toContain("12:00");
  expect(times).not.toContain("12:30");
  expect(times).toEqual(expect.arrayContaining(["11:30", "13:00"]));

  await day
    .getByRole("region", { name: "Yanis", exact: true })
    .getByRole("button", { name: /^Libérer 12:00–13:00/ })
    .click();
  await expect(admin.getByText("Créneau libéré")).toBeVisible();
  await expect(day.getByText("Pause déjeuner")).toHaveCount(0);
  expect(await offeredTimes(page, date.iso)).toEqual(expect.arrayContaining(["12:00", "12:30"]));
  await admin.context().close();
});

test("a booking taken on the phone by clicking a time in Yanis's column is his, in his column, and that time is gone online for him", async ({
  browser,
  page,
}, testInfo) => {
  test.slow();
  const thursday = thursdayAhead();
  const time = pick(["14:00", "14:30", "15:00", "15:30"], testInfo.repeatEachIndex);
  const name = `Client Téléphone ${testInfo.repeatEachIndex}-${Date.now().toString(36)}`;
  const serviceId = await serviceIdOf(page);
  const team = await barbersOn(page, serviceId, thursday.iso);
  expect(await freeTimesOf(page, serviceId, thursday.iso, team.Yanis!)).toContain(time);

  const admin = await adminAgenda(browser, testInfo, thursday.iso);
  const day = admin.getByRole("region", { name: thursday.long, exact: true });
  // One column per barber, named after them.
  await expect(day.getByRole("heading", { level: 2 })).toHaveText(["Karim", "Yanis", "Lucas"]);
  const yanis = day.getByRole("region", { name: "Yanis", exact: true });
  await yanis.getByRole("button", { name: `Réserver ${time} avec Yanis`, exact: true }).click();
  const dialog = admin.getByRole("dialog", { name: "Rendez-vous pris par téléphone" });
  await expect(dialog.getByLabel("Barbier")).toHaveValue(team.Yanis!);
  await expect(dialog.getByLabel("Date", { exact: true })).toHaveValue(thursday.iso);
  await expect(dialog.getByLabel("Heure")).toHaveValue(time);
  await dialog.getByLabel("Service", { exact: true }).selectOption({ label: "Coupe + shampoing (30 min)" });
  await dialog.getByLabel("Nom du client").fill(name);
  await dialog.getByLabel("Téléphone").fill(`06 55 44 33 ${String(10 + testInfo.repeatEachIndex)}`);
  await dialog.getByRole("button", { name: "Enregistrer le rendez-vous" }).click();
  await expect(admin.getByText("Rendez-vous enregistré avec Yanis")).toBeVisible();
  await expect(dialog).toBeHidden();
  const booking = new RegExp(`^${time}–.* : Coupe \\+ shampoing, ${name} \\(par téléphone\\), avec Yanis$`);
  await expect(yanis.getByRole("button", { name: booking })).toBeVisible();
  await expect(day.getByRole("region", { name: "Karim", exact: true }).getByRole("button", { name: booking })).toHaveCount(0);

  expect(await freeTimesOf(page, serviceId, thursday.iso, team.Yanis!)).not.toContain(time);
  await admin.context().close();
});

test("a break for one barber shows in his column only, and leaves the others bookable then", async ({ browser, page }, testInfo) => {
  test.slow();
  // Monday: Karim's day off, Lucas and Yanis work.
  const monday = dayAhead("lundi");
  const [from, to] = pick(["16:00–17:00", "17:00–18:00", "18:00–19:00"], testInfo.repeatEachIndex).split("–") as [string, string];
  const serviceId = await serviceIdOf(page);
  const team = await barbersOn(page, serviceId, monday.iso);
  expect(Object.keys(team)).toEqual(["Yanis", "Lucas"]);

  const admin = await adminAgenda(browser, testInfo, monday.iso);
  const day = admin.getByRole("region", { name: monday.long, exact: true });
  await expect(day.getByRole("region", { name: "Karim", exact: true }).getByText("Ne travaille pas")).toBeVisible();
  const lucas = day.getByRole("region", { name: "Lucas", exact: true });
  // From Lucas's column: the phone form, then 'Bloquer ce créneau', for him.
  await lucas.getByRole("button", { name: `Réserver ${from} avec Lucas`, exact: true }).click();
  await admin.getByRole("dialog", { name: "Rendez-vous pris par téléphone" }).getByRole("button", { name: "Bloquer ce créneau" }).click();
  const dialog = admin.getByRole("dialog", { name: "Bloquer un créneau" });
  await expect(dialog.getByLabel("Pour")).toHaveValue(team.Lucas!);
  await expect(dialog.getByLabel("De", { exact: true })).toHaveValue(from);
  await dialog.getByLabel("À", { exact: true }).fill(to);
  await dialog.getByLabel("Motif").fill("Formation Lucas");
  await dialog.getByRole("button", { name: "Bloquer", exact: true }).click();
  await expect(admin.getByText("Créneau bloqué pour Lucas")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(lucas.getByText("Formation Lucas")).toBeVisible();
  await expect(day.getByText("Formation Lucas")).toHaveCount(1);

  expect(await freeTimesOf(page, serviceId, monday.iso, team.Lucas!)).not.toContain(from);
  expect(await freeTimesOf(page, serviceId, monday.iso, team.Yanis!)).toContain(from);
  expect(await offeredTimes(page, monday.iso)).toContain(from);

  await lucas.getByRole("button", { name: new RegExp(`^Libérer ${from}–${to} \\(Formation Lucas, Lucas\\)`) }).click();
  await expect(admin.getByText("Créneau libéré")).toBeVisible();
  expect(await freeTimesOf(page, serviceId, monday.iso, team.Lucas!)).toContain(from);
  await admin.context().close();
});

test("the week filtered by barber shows that barber's bookings only, and works before the scripts", async ({ browser, page }, testInfo) => {
  test.slow();
  const saturday = dayAhead("samedi");
  const time = pick(["16:00", "16:30", "17:00"], testInfo.repeatEachIndex);
  const tag = `${testInfo.repeatEachIndex}-${Date.now().toString(36)}`;
  const serviceId = await serviceIdOf(page);
  const team = await barbersOn(page, serviceId, saturday.iso);
  const origin = new URL(page.url()).origin;
  for (const [i, barber] of (["Karim", "Yanis"] as const).entries()) {
    const booked = await book(origin, clientAddressOf(testInfo.testId, 300 + 10 * testInfo.repeatEachIndex + i), {
      serviceId,
      date: saturday.iso,
      timeSlot: time,
      name: `Semaine ${barber} ${tag}`,
      email: `semaine-${barber.toLowerCase()}-${tag}@example.test`,
      phone: `07 44 33 2${i} ${String(10 + testInfo.repeatEachIndex)}`,
      barberId: team[barber]!,
    });
    expect(booked.status).toBe(200);
  }

  const admin = await adminAgenda(browser, testInfo, saturday.iso);
  await admin.getByRole("navigation", { name: "Vue" }).getByRole("link", { name: "Semaine" }).click();
  await expect(admin).toHaveURL(/view=week/);
  const day = admin.getByRole("region", { name: saturday.long, exact: true });
  await expect(day.getByRole("button", { name: new RegExp(`Semaine Karim ${tag}, avec Karim$`) })).toBeVisible();
  await expect(day.getByRole("button", { name: new RegExp(`Semaine Yanis ${tag}, avec Yanis$`) })).toBeVisible();
  await admin.getByLabel("Barbier").selectOption({ label: "Yanis" });
  await expect(admin).toHaveURL(new RegExp(`barber=${team.Yanis}`));
  await expect(day.getByRole("button", { name: new RegExp(`Semaine Yanis ${tag}, avec Yanis$`) })).toBeVisible();
  await expect(day.getByRole("button", { name: new RegExp(`Semaine Karim ${tag}`) })).toHaveCount(0);
  await admin.context().close();

  // Without scripts: the same form, sent by its button.
  const bare = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { "X-Forwarded-For": clientAddressOf(testInfo.testId, 150 + testInfo.repeatEachIndex) },
  });
  const plain = await bare.newPage();
  await signInAsAdmin(plain);
  await plain.goto(`/admin/agenda?view=week&date=${saturday.iso}`);
  await plain.getByLabel("Barbier").selectOption({ label: "Karim" });
  await plain.getByRole("button", { name: "Filtrer" }).click();
  await expect(plain).toHaveURL(new RegExp(`barber=${team.Karim}`));
  const plainDay = plain.getByRole("region", { name: saturday.long, exact: true });
  await expect(plainDay.getByRole("button", { name: new RegExp(`Semaine Karim ${tag}, avec Karim$`) })).toBeVisible();
  await expect(plainDay.getByRole("button", { name: new RegExp(`Semaine Yanis ${tag}`) })).toHaveCount(0);
  await bare.close();
});

test("the admin moves a booking: the customer gets a mail with the new time, and the old time is offered again", async ({ browser, page }, testInfo) => {
  test.slow();
  const thursday = thursdayAhead();
  const from = pick(["10:00", "10:30", "11:00"], testInfo.repeatEachIndex);
  const to = pick(["17:00", "17:30", "18:00"], testInfo.repeatEachIndex);
  const email = `deplace-${testInfo.repeatEachIndex}-${Date.now().toString(36)}@example.test`;
  const serviceId = await serviceIdOf(page);
  const team = await barbersOn(page, serviceId, thursday.iso);
  const booked = await book(new URL(page.url()).origin, clientAddressOf(testInfo.testId, 200 + testInfo.repeatEachIndex), {
    barberId: team.Karim!,
    serviceId,
    date: thursday.iso,
    timeSlot: from,
    name: "Marc Déplacé",
    email,
    phone: `07 66 55 44 ${String(10 + testInfo.repeatEachIndex)}`,
  });
  expect(booked.status).toBe(200);

  const admin = await adminAgenda(browser, testInfo, thursday.iso);
  await admin.getByRole("button", { name: new RegExp(`^${from}–.* : Coupe \\+ shampoing, Marc Déplacé, avec Karim$`) }).click();
  const dialog = admin.getByRole("dialog", { name: new RegExp(`^Marc Déplacé, ${from}`) });
  await expect(dialog.getByText(email)).toBeVisible();
  await dialog.getByLabel("Nouvelle heure").fill(to);
  await dialog.getByRole("button", { name: "Déplacer", exact: true }).click();
  await expect(admin.getByText("Rendez-vous déplacé : le client a reçu la nouvelle heure par e-mail")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(
    admin
      .getByRole("region", { name: "Karim", exact: true })
      .getByRole("button", { name: new RegExp(`^${to}–.* : Coupe \\+ shampoing, Marc Déplacé, avec Karim$`) }),
  ).toBeVisible();

  const mail = await waitForMail(email, (m) => /déplacé/.test(m.subject ?? ""));
  expect(mail.subject).toContain(`à ${to}`);
  expect(mail.text).toContain(`à ${from}`);
  const invitation = mail.attachments.find((a) => a.filename === "rendez-vous.ics");
  expect(invitation!.content.toString()).toContain(`DTSTART;TZID=Europe/Paris:${thursday.iso.replace(/-/g, "")}T${to.replace(":", "")}00`);

  expect(await offeredTimes(page, thursday.iso)).toContain(from);
  const karims = await freeTimesOf(page, serviceId, thursday.iso, team.Karim!);
  expect(karims).toContain(from);
  expect(karims).not.toContain(to);
  await admin.context().close();
});

/** Gives 'Coloration barbe' a buffer of `minutes` in 'Prestations', as the owner does. */
async function setBuffer(admin: Page, minutes: number) {
  await admin.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Prestations" }).click();
  const card = admin.getByRole("article", { name: "Coloration barbe", exact: true });
  await card.getByText("Modifier la prestation").click();
  const form = card.getByRole("form", { name: "Modifier Coloration barbe" });
  await form.getByLabel("Temps de battement après (min)").fill(String(minutes));
  const saved = await watchForText(admin, "Prestation mise à jour");
  await form.getByRole("button", { name: "Enregistrer" }).click();
  await saved();
}

test("a visit of two services taken on the phone: one booking named after both, and the buffer after it drawn apart, on the day and the week", async ({
  browser,
  page,
}, testInfo) => {
  test.slow();
  // No other journey books 'Coloration barbe': its buffer (kept afterwards) changes no one else's times.
  const tuesday = dayAhead("mardi");
  const time = pick(["14:00", "16:00", "18:00"], testInfo.repeatEachIndex);
  const hour = Number(time.slice(0, 2));
  const name = `Visite Téléphone ${testInfo.repeatEachIndex}-${Date.now().toString(36)}`;

  const admin = await adminAgenda(browser, testInfo, tuesday.iso);
  await setBuffer(admin, 15);
  await admin.getByRole("link", { name: "Agenda" }).first().click();
  await admin.getByLabel("Aller au").fill(tuesday.iso);
  await admin.getByRole("button", { name: "Afficher" }).click();
  await expect(admin).toHaveURL(new RegExp(`date=${tuesday.iso}`));
  const day = admin.getByRole("region", { name: tuesday.long, exact: true });
  const karim = day.getByRole("region", { name: "Karim", exact: true });
  await karim.getByRole("button", { name: `Réserver ${time} avec Karim`, exact: true }).click();
  const dialog = admin.getByRole("dialog", { name: "Rendez-vous pris par téléphone" });
  await dialog.getByLabel("Service", { exact: true }).selectOption({ label: "Coupe + shampoing (30 min)" });
  // Added, chosen at once; a third added and taken back.
  await dialog.getByRole("button", { name: "Ajouter une prestation" }).click();
  await expect(dialog.getByLabel("Service 2", { exact: true })).toBeFocused();
  await dialog.getByLabel("Service 2", { exact: true }).selectOption({ label: "Coloration barbe (30 min)" });
  await expect(dialog.getByText("Total : 1 h, 35,00 €")).toBeVisible();
  await dialog.getByRole("button", { name: "Ajouter une prestation" }).click();
  await dialog.getByLabel("Service 3", { exact: true }).selectOption({ label: "Contours & finitions (15 min)" });
  await expect(dialog.getByText("Total : 1 h 15, 43,00 €")).toBeVisible();
  await dialog.getByRole("button", { name: "Retirer le service 3" }).click();
  await expect(dialog.getByLabel("Service 3", { exact: true })).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: "Ajouter une prestation" })).toBeFocused();
  await expect(dialog.getByText("Total : 1 h, 35,00 €")).toBeVisible();
  await dialog.getByLabel("Nom du client").fill(name);
  await dialog.getByLabel("Téléphone").fill(`06 77 44 33 ${String(10 + testInfo.repeatEachIndex)}`);
  await dialog.getByRole("button", { name: "Enregistrer le rendez-vous" }).click();
  await expect(admin.getByText("Rendez-vous enregistré avec Karim")).toBeVisible();
  await expect(dialog).toBeHidden();

  // 1 h of services, then 15 minutes of buffer: Karim is free again half an hour later, on the grid.
  const end = `${hour + 1}:00`;
  const free = `${hour + 1}:30`;
  const booking = karim.getByRole("button", {
    name: new RegExp(`^${time}–${end} : Coupe \\+ shampoing \\+ Coloration barbe, ${name} \\(par téléphone\\), avec Karim$`),
  });
  await expect(booking).toBeVisible();
  const strip = karim.getByRole("listitem").filter({ hasText: `Battement 15 min, jusqu'à ${free}` });
  await expect(strip).toHaveCount(1);
  await expect(strip).toHaveAttribute("title", `Battement 15 min, jusqu'à ${free}`);
  // Right under the booking, half an hour high; the booking keeps its hour (measured at once: the page may be scrolling).
  const [bookingBox, stripBox] = await karim.getByRole("list").evaluate(
    (list, texts) =>
      texts.map(
        (text) =>
          Array.from(list.children)
            .find((item) => item.textContent?.includes(text))
            ?.getBoundingClientRect()
            .toJSON() as DOMRect | undefined,
      ),
    [name, `Battement 15 min, jusqu'à ${free}`],
  );
  expect(Math.abs(stripBox!.top - (bookingBox!.bottom + 2)), JSON.stringify([bookingBox, stripBox])).toBeLessThan(1.5);
  expect(Math.abs(bookingBox!.height - (60 * 1.1 - 2))).toBeLessThan(1.5);
  expect(Math.abs(stripBox!.height - (30 * 1.1 - 2))).toBeLessThan(1.5);
  await booking.click();
  const details = admin.getByRole("dialog", { name: new RegExp(`^${name}, ${time}`) });
  await expect(details.getByText(`15 min, jusqu'à ${free}`)).toBeVisible();
  await admin.keyboard.press("Escape");

  // Its barber is not offered online until the buffer is over.
  const serviceId = await serviceIdOf(page);
  const team = await barbersOn(page, serviceId, tuesday.iso);
  expect(await freeTimesOf(page, serviceId, tuesday.iso, team.Karim!)).not.toContain(end);

  await admin.getByRole("navigation", { name: "Vue" }).getByRole("link", { name: "Semaine" }).click();
  await expect(admin).toHaveURL(/view=week/);
  const weekDay = admin.getByRole("region", { name: tuesday.long, exact: true });
  await expect(weekDay.getByRole("listitem").filter({ hasText: `Battement 15 min, jusqu'à ${free}` })).toHaveCount(1);
  await admin.context().close();
});

test("the phone form says under 'Service', before sending, a visit too long and one with no service", async ({ browser }, testInfo) => {
  test.slow();
  const admin = await adminAgenda(browser, testInfo, dayAhead("mardi").iso);
  const posts: string[] = [];
  admin.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/admin/agenda")) posts.push(request.url());
  });
  await admin.getByRole("button", { name: "Nouveau rendez-vous" }).click();
  const dialog = admin.getByRole("dialog", { name: "Rendez-vous pris par téléphone" });
  await dialog.getByLabel("Heure").fill("11:00");
  await dialog.getByLabel("Nom du client").fill("Trop Long");
  await dialog.getByLabel("Téléphone").fill("06 12 12 12 12");
  // An extra select left on « — » and none chosen: no service.
  await dialog.getByRole("button", { name: "Ajouter une prestation" }).click();
  await dialog.getByRole("button", { name: "Enregistrer le rendez-vous" }).click();
  const service = dialog.getByLabel("Service", { exact: true });
  await expect(service).toHaveAccessibleDescription("Veuillez choisir un service");
  await expect(service).toBeFocused();
  // 1 h 30 + 1 h + 1 h + 1 h: more than 4 h.
  const visit = ["Défrisage (1 h 30)", "Coloration cheveux (1 h)", "Formule complète (1 h)", "Coupe + barbe (1 h)"];
  await service.selectOption({ label: visit[0]! });
  for (const [i, label] of visit.slice(1).entries()) {
    if (i > 0) await dialog.getByRole("button", { name: "Ajouter une prestation" }).click();
    await dialog.getByLabel(`Service ${i + 2}`, { exact: true }).selectOption({ label });
  }
  // Four services: no room for a fifth.
  await expect(dialog.getByRole("button", { name: "Ajouter une prestation" })).toHaveCount(0);
  await expect(dialog.getByText("Total : 4 h 30, 130,00 €")).toBeVisible();
  await dialog.getByRole("button", { name: "Enregistrer le rendez-vous" }).click();
  await expect(service).toHaveAccessibleDescription("Une visite compte 4 prestations au plus, 4 h en tout");
  await expect(service).toHaveAttribute("aria-invalid", "true");
  // One taken back: the error goes as soon as the visit fits.
  await dialog.getByRole("button", { name: "Retirer le service 4" }).click();
  await expect(service).not.toHaveAttribute("aria-invalid", "true");
  expect(posts).toEqual([]);
  await admin.context().close();
});
