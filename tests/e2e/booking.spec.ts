import ICAL from "ical.js";
import type { Locator } from "@playwright/test";
import { expect, test, type Page } from "./support/fixtures";
import { waitForMail } from "./support/mailbox";
import { openDialog, parisDay, parisDayWhere, showMonthOf } from "./support/site-client";

/** The chosen service's id, as the dialog sends it when asked for a day's times (the day is then chosen). */
async function serviceIdOfDialog(page: Page, longDate: string) {
  const slotsCall = page.waitForRequest((r) => r.url().includes("/api/booking/slots"));
  await pickDate(page, longDate);
  return new URL((await slotsCall).url()).searchParams.get("serviceIds")!;
}

/** A barber's id, as the slots API lists those working on a day. */
async function barberIdOf(page: Page, serviceId: string, date: string, name: string) {
  const answer = (await (await page.request.get(`/api/booking/slots?serviceId=${serviceId}&date=${date}`)).json()) as {
    barbers: Array<{ id: string; name: string }>;
  };
  return answer.barbers.find((b) => b.name === name)!.id;
}

async function pickDate(page: Page, longDate: string) {
  const dialog = page.getByRole("dialog");
  const day = dialog.getByRole("button", { name: new RegExp(longDate, "i") });
  await showMonthOf(dialog, day);
  await day.click();
}

test("the services are grouped by category and a card selects, then deselects, a service", async ({ page }) => {
  await page.goto("/");
  const headings = await page.locator("#services h3").allTextContents();
  expect(headings).toEqual(["Coiffure", "Barbe", "Soins visage", "Formules", "Coloration, Défrisage", "Juniors & Etudiant"]);
  await expect(page.locator("#booking")).toContainText("Aucun service sélectionné");
  await page.getByRole("button", { name: "Réserver : Rasage complet" }).click();
  await expect(page.locator("#booking")).toBeInViewport();
  await expect(page.locator("#booking").getByRole("heading", { name: "Rasage complet" })).toBeVisible();
  await page.getByRole("button", { name: "Désélectionner : Rasage complet" }).click();
  await expect(page.locator("#booking")).toContainText("Veuillez sélectionner un service ci-dessus pour commencer la réservation.");
  // A click anywhere on the card (here its top corner, away from its button) selects it too.
  const card = page
    .locator("#services")
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: "Rasage complet" }) });
  await card.click({ position: { x: 8, y: 8 } });
  await expect(page.locator("#booking").getByRole("heading", { name: "Rasage complet" })).toBeVisible();
  await expect(card.getByRole("button", { name: "Désélectionner : Rasage complet" })).toHaveAttribute("aria-pressed", "true");
});

/** The .ics attached to a mail, parsed: its event's summary and start. */
function invitationOf(mail: Awaited<ReturnType<typeof waitForMail>>) {
  const ics = mail.attachments.find((a) => a.filename === "rendez-vous.ics");
  expect(ics?.contentType).toContain("text/calendar");
  const calendar = new ICAL.Component(ICAL.parse(ics!.content.toString()));
  ICAL.TimezoneService.register(new ICAL.Timezone(calendar.getFirstSubcomponent("vtimezone")!), "Europe/Paris");
  return new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
}

const barberStep = (dialog: Locator) => dialog.getByRole("group", { name: "1. Choisir votre barbier" });

/**
 * A day Karim works (not a Monday), later than the days other journeys book, and none of the
 * agenda's: not its Thursday, nor its Saturday, where it books Karim at 16:00 (run on a Friday, 8
 * days ahead was that Saturday); a repeat of a journey takes the next such day.
 */
const karimWorksAlone = (weekday: number) => weekday !== 1 && weekday !== 4 && weekday !== 6;
function karimDay(repeat: number) {
  let day = parisDayWhere(8, karimWorksAlone);
  for (let r = 0; r < repeat; r++) day = parisDayWhere(day.ahead + 1, karimWorksAlone);
  return day;
}

/** Another customer books a time, as the dialog posts it. */
async function bookAside(page: Page, booking: Record<string, string>) {
  const answer = await page.request.post("/api/bookings", { form: booking, headers: { Origin: new URL(page.url()).origin } });
  expect(answer.status()).toBe(200);
}

test("book a slot with a chosen barber: his times only, the recap, the confirmation and both mails name him, cancel once from the private link", async ({
  page,
}, testInfo) => {
  // Three mails and a cancellation: on a loaded machine this journey runs past the default 30 s.
  test.slow();
  const day = karimDay(testInfo.repeatEachIndex);
  // A customer of its own per repeat: mails are found by address and name.
  const who = {
    name: `Jean Réservation${["", " Bis", " Ter"][testInfo.repeatEachIndex] ?? ""}`,
    email: `jean.reservation${testInfo.repeatEachIndex || ""}@example.test`,
  };
  const dialog = await openDialog(page);
  const barbers = barberStep(dialog);
  // The demo team (a journey adding a barber of its own may run meanwhile).
  await expect(barbers.getByRole("radio").first()).toHaveAccessibleName("Sans préférence");
  for (const name of ["Karim", "Yanis", "Lucas"]) await expect(barbers.getByRole("radio", { name })).toHaveCount(1);
  await expect(barbers.getByRole("radio", { name: "Sans préférence" })).toBeChecked();
  // By keyboard: the next choice of the group is Karim.
  await barbers.getByRole("radio", { name: "Sans préférence" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(barbers.getByRole("radio", { name: "Karim" })).toBeChecked();

  // Karim is busy at 16:00 that day; another barber is not.
  const serviceId = await serviceIdOfDialog(page, day.long);
  const busy = await page.request.post("/api/bookings", {
    form: {
      serviceId,
      barberId: await barberIdOf(page, serviceId, day.iso, "Karim"),
      date: day.iso,
      timeSlot: "16:00",
      name: "Client Occupant",
      email: "occupant.karim@example.test",
      phone: "06 44 55 66 01",
    },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(busy.status()).toBe(200);
  await barbers.getByRole("radio", { name: "Sans préférence" }).check();
  await expect(dialog.getByRole("button", { name: "16:00", exact: true })).toBeVisible();
  await barbers.getByRole("radio", { name: "Karim" }).check();
  await expect(dialog.getByRole("button", { name: "16:30", exact: true })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "16:00", exact: true })).toHaveCount(0);

  await dialog.getByRole("button", { name: "16:30", exact: true }).click();
  await expect(dialog.getByText("Récapitulatif de votre réservation")).toHaveCount(0);
  await dialog.getByLabel("Nom complet").fill(who.name);
  await dialog.getByLabel("Email").fill(who.email);
  await dialog.getByLabel("Téléphone").fill("06 12 34 56 78");
  await expect(dialog.getByLabel("Nom complet")).toHaveAttribute("autocomplete", "name");
  await expect(dialog.getByLabel("Email")).toHaveAttribute("type", "email");
  await expect(dialog.getByLabel("Téléphone")).toHaveAttribute("type", "tel");
  const recap = dialog.getByRole("region", { name: "Récapitulatif de votre réservation" });
  await expect(recap).toContainText(day.long);
  await expect(recap).toContainText("16:30");
  await expect(recap).toContainText("30 min");
  await expect(recap).toContainText("20,00");
  await expect(recap.getByRole("definition").nth(1)).toHaveText("Karim");
  await expect(recap.getByRole("term").nth(1)).toHaveText("Barbier");
  // The client's express request (right of withdrawal, L221-25) is asked before anything is booked.
  const ask = recap.getByRole("checkbox", { name: /Je demande que la prestation soit réalisée à la date choisie/ });
  await recap.getByRole("button", { name: "Confirmer la réservation" }).click();
  await expect(ask).toHaveAccessibleDescription("Cochez la case pour demander que la prestation soit réalisée à la date choisie.");
  await expect(ask).toBeFocused();
  await ask.check();
  await recap.getByRole("button", { name: "Confirmer la réservation" }).click();
  await expect(page.getByText("Réservation confirmée ! Votre barbier : Karim.")).toBeVisible();
  await expect(dialog).toBeHidden();

  // Reopened, the dialog starts afresh and no longer offers Karim's booked time.
  await page.locator("#booking").getByRole("button", { name: "Réserver maintenant" }).click();
  await expect(page.getByLabel("Nom complet")).toHaveCount(0);
  await expect(barberStep(page.getByRole("dialog")).getByRole("radio", { name: "Sans préférence" })).toBeChecked();
  await barberStep(page.getByRole("dialog")).getByRole("radio", { name: "Karim" }).check();
  await pickDate(page, day.long);
  await expect(page.getByRole("dialog").getByRole("button", { name: "17:00", exact: true })).toBeVisible();
  await expect(page.getByRole("dialog").getByRole("button", { name: "16:30", exact: true })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(page.locator("#booking").getByRole("button", { name: "Réserver maintenant" })).toBeFocused();

  const confirmation = await waitForMail(who.email, (m) => m.subject!.startsWith("Rendez-vous confirmé"));
  expect(confirmation.subject).toContain("à 16:30");
  expect(confirmation.text).toContain("Barbier : Karim");
  const event = invitationOf(confirmation);
  expect(event.summary).toBe("Coupe + shampoing avec Karim – Monsieur Moustache");
  const start = event.startDate.toJSDate();
  expect(new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(start)).toBe(day.iso);
  expect(new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", hour: "2-digit", minute: "2-digit" }).format(start)).toBe("16:30");
  const owner = await waitForMail(
    "owner@e2e.test",
    (m) => m.subject!.startsWith("Nouvelle réservation") && m.html !== false && String(m.html).includes(who.name),
  );
  expect(owner.subject).toContain("pour Karim : Coupe + shampoing");
  expect(owner.text).toContain("Barbier : Karim");

  const link = String(confirmation.html).match(/https?:\/\/[^"]+\/rendez-vous\/[\w-]+/)![0];
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Mon rendez-vous" })).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: "Karim" })).toBeVisible();
  await expect(page.getByText("Confirmée")).toBeVisible();
  await page.getByRole("button", { name: "Annuler mon rendez-vous" }).click();
  await expect(page.getByText("Votre rendez-vous est annulé.")).toBeVisible();
  const cancelled = await waitForMail("owner@e2e.test", (m) => m.subject!.startsWith("Annulation") && String(m.text).includes(who.name));
  expect(cancelled.text).toContain("Barbier : Karim");
  await page.goto(link);
  await expect(page.getByText("Annulée")).toBeVisible();
  await expect(page.getByText("Ce rendez-vous est déjà annulé.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Annuler mon rendez-vous" })).toHaveCount(0);

  // The time is free again.
  const again = await openDialog(page);
  await barberStep(again).getByRole("radio", { name: "Karim" }).check();
  await pickDate(page, day.long);
  await expect(again.getByRole("button", { name: "16:30", exact: true })).toBeVisible();
});

test("'Confirmer' with a blank name and phone shows each error under its field, focus on the first, and sends nothing; a time taken meanwhile is a toast", async ({
  page,
}, testInfo) => {
  // Karim's day of the journey above, at a time of his that journey leaves alone.
  const day = karimDay(testInfo.repeatEachIndex);
  const dialog = await openDialog(page);
  await barberStep(dialog).getByRole("radio", { name: "Karim" }).check();
  const serviceId = await serviceIdOfDialog(page, day.long);
  let bookingPosts = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname.startsWith("/api/bookings")) bookingPosts++;
  });

  await dialog.getByRole("button", { name: "18:00", exact: true }).click();
  const name = dialog.getByLabel("Nom complet");
  const email = dialog.getByLabel("Email");
  const phone = dialog.getByLabel("Téléphone");
  await name.fill("   ");
  await email.fill(`vide.karim${testInfo.repeatEachIndex || ""}@example.test`);
  await phone.fill(" ");
  const recap = dialog.getByRole("region", { name: "Récapitulatif de votre réservation" });
  await recap.getByRole("checkbox", { name: /Je demande que la prestation soit réalisée à la date choisie/ }).check();
  await recap.getByRole("button", { name: "Confirmer la réservation" }).click();
  for (const field of [name, phone]) {
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription("Veuillez remplir tous les champs");
  }
  await expect(name).toBeFocused();
  await expect(email).not.toHaveAttribute("aria-invalid", "true");
  // Under the fields only: no toast says it as well.
  await expect(page.getByText("Veuillez remplir tous les champs")).toHaveCount(2);
  expect(bookingPosts).toBe(0);
  // Each field is checked again as it is typed.
  await name.fill("Inès Vide");
  await expect(name).not.toHaveAttribute("aria-invalid", "true");
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await phone.fill(`06 44 55 68 0${testInfo.repeatEachIndex}`);
  await expect(phone).not.toHaveAttribute("aria-invalid", "true");

  // Someone else takes 18:00 meanwhile: not a field's error, a toast; the times come again without
  // it, and the details stay.
  const karim = await barberIdOf(page, serviceId, day.iso, "Karim");
  await bookAside(page, {
    serviceId,
    barberId: karim,
    date: day.iso,
    timeSlot: "18:00",
    name: "Client Rapide",
    email: `rapide.karim${testInfo.repeatEachIndex || ""}@example.test`,
    phone: `06 44 55 67 0${testInfo.repeatEachIndex}`,
  });
  await recap.getByRole("checkbox", { name: /Je demande que la prestation soit réalisée à la date choisie/ }).check();
  await recap.getByRole("button", { name: "Confirmer la réservation" }).click();
  await expect(page.getByText("Ce créneau n'est plus disponible")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "18:30", exact: true })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "18:00", exact: true })).toHaveCount(0);
  expect(bookingPosts).toBe(1);
  await dialog.getByRole("button", { name: "18:30", exact: true }).click();
  await expect(name).toHaveValue("Inès Vide");
  await expect(name).not.toHaveAttribute("aria-invalid", "true");
});

test("'Sans préférence': the confirmation and the mail name the barber assigned", async ({ page }, testInfo) => {
  const email = `marc.sanspref${testInfo.repeatEachIndex || ""}@example.test`;
  const day = parisDay(9);
  const dialog = await openDialog(page);
  await expect(barberStep(dialog).getByRole("radio", { name: "Sans préférence" })).toBeChecked();
  await pickDate(page, day.long);
  // The latest time, the one before if another journey just took it.
  const times = dialog.getByRole("group", { name: "Créneaux disponibles" }).getByRole("button");
  await expect(times.first()).toBeVisible();
  const time = (await times.last().textContent())!;
  await times.last().click();
  await dialog.getByLabel("Nom complet").fill("Marc Sanspref");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Téléphone").fill("06 12 34 56 79");
  const recap = dialog.getByRole("region", { name: "Récapitulatif de votre réservation" });
  await expect(recap.getByRole("definition").nth(1)).toHaveText("Sans préférence");
  await recap.getByRole("checkbox", { name: /Je demande que la prestation soit réalisée à la date choisie/ }).check();
  await recap.getByRole("button", { name: "Confirmer la réservation" }).click();
  const toast = page.getByText(/^Réservation confirmée ! Votre barbier : (Karim|Yanis|Lucas)\.$/);
  await expect(toast).toBeVisible();
  const assigned = /Votre barbier : (\w+)\./.exec((await toast.textContent())!)![1]!;
  const confirmation = await waitForMail(email, (m) => m.subject!.startsWith("Rendez-vous confirmé"));
  expect(confirmation.subject).toContain(`à ${time}`);
  expect(confirmation.text).toContain(`Barbier : ${assigned}`);
  expect(invitationOf(confirmation).summary).toBe(`Coupe + shampoing avec ${assigned} – Monsieur Moustache`);
});

test("a barber is offered only for the services he performs and only on the days he works", async ({ page }) => {
  const dialog = await openDialog(page);
  const names = async () =>
    barberStep(page.getByRole("dialog"))
      .getByRole("radio")
      .evaluateAll((radios) => radios.map((r) => r.closest("label")!.textContent));
  expect(await names()).toEqual(["Sans préférence", "Karim", "Yanis", "Lucas"]);
  await barberStep(dialog).getByRole("radio", { name: "Lucas" }).check();
  // Lucas's day off (Sunday) is not a choice with him; it is without a preference.
  const sunday = parisDayWhere(1, (weekday) => weekday === 7);
  const cell = dialog.locator(`[data-day="${sunday.iso}"]`);
  await showMonthOf(dialog, cell);
  await expect(cell.getByRole("button")).toBeDisabled();
  await barberStep(dialog).getByRole("radio", { name: "Sans préférence" }).check();
  await expect(cell.getByRole("button")).toBeEnabled();
  await barberStep(dialog).getByRole("radio", { name: "Lucas" }).check();
  await page.keyboard.press("Escape");

  // He does not shave: for 'Rasage complet' he is not offered, and the choice falls back to 'Sans préférence'.
  await page.getByRole("button", { name: "Réserver : Rasage complet" }).click();
  await expect(page.locator("#booking").getByRole("heading", { name: "Rasage complet" })).toBeVisible();
  await page.locator("#booking").getByRole("button", { name: "Réserver maintenant" }).click();
  await expect(page.getByRole("dialog")).toContainText("Rasage complet");
  expect(await names()).toEqual(["Sans préférence", "Karim", "Yanis"]);
  await expect(barberStep(page.getByRole("dialog")).getByRole("radio", { name: "Sans préférence" })).toBeChecked();
});

test("an unknown private link answers 404", async ({ page }) => {
  const response = await page.goto(`/rendez-vous/${"x".repeat(43)}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page introuvable" })).toBeVisible();
});
