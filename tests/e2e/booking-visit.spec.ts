import ICAL from "ical.js";
import type { Locator } from "@playwright/test";
import { expect, plainSpaces, test, type Page } from "./support/fixtures";
import { waitForMail } from "./support/mailbox";
import { openDialog, parisDayWhere, showMonthOf } from "./support/site-client";

// A visit of several services, done one after the other by one barber: chosen in the booking
// dialog, booked, confirmed by mail; and the limits of a visit (4 services, 4 h).

const VISIT_LIMIT = "Une visite compte 4 prestations au plus, 4 h en tout.";

const visitSection = (dialog: Locator) => dialog.getByRole("region", { name: "Vos prestations" });
const barberStep = (dialog: Locator) => dialog.getByRole("group", { name: "1. Choisir votre barbier" });
const addButton = (dialog: Locator) => dialog.getByRole("button", { name: "Ajouter une prestation" });
const barberNames = (dialog: Locator) =>
  barberStep(dialog)
    .getByRole("radio")
    .evaluateAll((radios) => radios.map((r) => r.closest("label")!.textContent));

/** An option of 'Prestation à ajouter': its title, then its length and price. */
const optionOf = (list: Locator, title: string) => list.locator("option", { hasText: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\(`) });

const idsAskedBy = (url: string) => new URL(url).searchParams.get("serviceIds")?.split(",") ?? [];

/** The services (in order) of the slots request for a visit of `count` the dialog makes as `act` runs. */
async function slotsAskedFor(page: Page, count: number, act: () => Promise<void>) {
  const call = page.waitForRequest((r) => r.url().includes("/api/booking/slots") && idsAskedBy(r.url()).length === count);
  await act();
  return idsAskedBy((await call).url());
}

/** 'Ajouter une prestation', then that service of the list, by keyboard where a person would. */
async function addService(dialog: Locator, title: string) {
  await addButton(dialog).click();
  const list = dialog.getByLabel("Prestation à ajouter");
  await expect(list).toBeFocused();
  const value = await optionOf(list, title).getAttribute("value");
  await list.selectOption(value!);
  await dialog.getByRole("button", { name: "Ajouter cette prestation" }).click();
  await expect(visitSection(dialog).getByRole("listitem").filter({ hasText: title })).toBeVisible();
}

async function pickDay(dialog: Locator, longDate: string) {
  const day = dialog.getByRole("button", { name: new RegExp(longDate, "i") });
  await showMonthOf(dialog, day);
  await day.click();
}

/** The .ics attached to a mail, parsed: its event. */
function invitationOf(mail: Awaited<ReturnType<typeof waitForMail>>) {
  const ics = mail.attachments.find((a) => a.filename === "rendez-vous.ics");
  const calendar = new ICAL.Component(ICAL.parse(ics!.content.toString()));
  ICAL.TimezoneService.register(new ICAL.Timezone(calendar.getFirstSubcomponent("vtimezone")!), "Europe/Paris");
  return new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
}

test("a visit of two services: added, removed and added again, the barbers who perform both, booked, confirmed by mail, its time no longer offered", async ({
  page,
}, testInfo) => {
  // A booking, two mails and the dialog opened three times.
  test.slow();
  const repeat = testInfo.repeatEachIndex;
  // Lucas (off on Sundays), late in the booking window, where other journeys book no apprentice.
  const day = parisDayWhere(10 + (repeat % 3), (weekday) => weekday !== 7);
  const who = { name: `Paul Visite${["", " Bis", " Ter"][repeat] ?? ` ${repeat}`}`, email: `paul.visite${repeat || ""}@example.test` };

  const dialog = await openDialog(page, "Coupe dégradé");
  const visit = visitSection(dialog);
  await expect(visit.getByRole("listitem")).toHaveText([/^Coupe dégradé45 min · 23,00.€$/]);
  // One service: nothing to remove.
  await expect(visit.getByRole("button", { name: /^Retirer/ })).toHaveCount(0);
  await expect(visit).toContainText("Total : 45 min · 23,00 €");
  await barberStep(dialog).getByRole("radio", { name: "Lucas" }).check();
  const [cut] = await slotsAskedFor(page, 1, () => pickDay(dialog, day.long));

  // A second service: the total, the dialog's description, the times asked for both, in order.
  const both = await slotsAskedFor(page, 2, () => addService(dialog, "Taille de barbe sculptée"));
  expect(both[0]).toBe(cut);
  await expect(addButton(dialog)).toBeFocused();
  await expect(visit).toContainText("Total : 1 h 15 · 33,00 €");
  await expect(dialog).toHaveAccessibleDescription("Coupe dégradé + Taille de barbe sculptée · 1 h 15 · 33,00 €");
  // Lucas performs both: still chosen.
  await expect(barberStep(dialog).getByRole("radio", { name: "Lucas" })).toBeChecked();
  expect(await barberNames(dialog)).toEqual(["Sans préférence", "Karim", "Yanis", "Lucas"]);

  // A shave: Lucas does not shave, the choice falls back to 'Sans préférence'.
  await addService(dialog, "Rasage complet");
  await expect(visit).toContainText("Total : 1 h 45 · 43,00 €");
  expect(await barberNames(dialog)).toEqual(["Sans préférence", "Karim", "Yanis"]);
  await expect(barberStep(dialog).getByRole("radio", { name: "Sans préférence" })).toBeChecked();
  // Removed again (the last one): the focus on the 'Retirer' before it, Lucas offered again.
  await visit.getByRole("button", { name: "Retirer : Rasage complet" }).click();
  await expect(visit.getByRole("button", { name: "Retirer : Taille de barbe sculptée" })).toBeFocused();
  expect(await barberNames(dialog)).toEqual(["Sans préférence", "Karim", "Yanis", "Lucas"]);

  // The beard removed (one service left: no 'Retirer', the focus on 'Ajouter'), then added again.
  await visit.getByRole("button", { name: "Retirer : Taille de barbe sculptée" }).click();
  await expect(addButton(dialog)).toBeFocused();
  await expect(visit.getByRole("button", { name: /^Retirer/ })).toHaveCount(0);
  await expect(visit).toContainText("Total : 45 min · 23,00 €");
  await addService(dialog, "Taille de barbe sculptée");
  await expect(visit.getByRole("listitem")).toHaveText([/Coupe dégradé/, /Taille de barbe sculptée/]);

  // Lucas's times for the visit: the first one.
  await barberStep(dialog).getByRole("radio", { name: "Lucas" }).check();
  const times = dialog.getByRole("group", { name: "Créneaux disponibles" }).getByRole("button");
  await expect(times.first()).toBeVisible();
  const time = (await times.first().textContent())!;
  await times.first().click();
  await dialog.getByLabel("Nom complet").fill(who.name);
  await dialog.getByLabel("Email").fill(who.email);
  await dialog.getByLabel("Téléphone").fill(`06 12 34 57 0${repeat % 10}`);
  const recap = dialog.getByRole("region", { name: "Récapitulatif de votre réservation" });
  await expect(recap.getByRole("term")).toHaveText([
    "Prestation 1",
    "Prestation 2",
    "Barbier",
    "Date",
    "Heure",
    "Durée totale",
    "Prix total",
    "Nom",
    "Email",
    "Téléphone",
  ]);
  await expect(recap.getByRole("definition").nth(0)).toHaveText("Coupe dégradé (45 min · 23,00 €)");
  await expect(recap.getByRole("definition").nth(1)).toHaveText("Taille de barbe sculptée (30 min · 10,00 €)");
  await expect(recap.getByRole("definition").nth(2)).toHaveText("Lucas");
  await expect(recap.getByRole("definition").nth(5)).toHaveText("1 h 15");
  await expect(recap.getByRole("definition").nth(6)).toHaveText("33,00 €");
  await recap.getByRole("checkbox", { name: /Je demande que la prestation soit réalisée à la date choisie/ }).check();
  await recap.getByRole("button", { name: "Confirmer la réservation" }).click();
  await expect(page.getByText("Réservation confirmée ! Votre barbier : Lucas.")).toBeVisible();
  await expect(dialog).toBeHidden();

  // The mail lists both services and the totals; its invitation names both.
  const confirmation = await waitForMail(who.email, (m) => m.subject!.startsWith("Rendez-vous confirmé"));
  expect(confirmation.subject).toContain(`à ${time}`);
  const text = plainSpaces(confirmation.text ?? "");
  expect(text).toContain("Prestation 1 : Coupe dégradé · 45 min · 23,00 €");
  expect(text).toContain("Prestation 2 : Taille de barbe sculptée · 30 min · 10,00 €");
  expect(text).toContain("Durée totale : 1 h 15");
  expect(text).toContain("Prix total : 33,00 €");
  expect(text).toContain("Barbier : Lucas");
  const event = invitationOf(confirmation);
  expect(event.summary).toBe("Coupe dégradé + Taille de barbe sculptée avec Lucas – Monsieur Moustache");
  expect(new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(event.startDate.toJSDate())).toBe(day.iso);

  // Reopened, the dialog starts afresh with the page's service alone; the visit again, with Lucas:
  // the time just booked is no longer offered.
  await page.locator("#booking").getByRole("button", { name: "Réserver maintenant" }).click();
  const again = page.getByRole("dialog", { name: "Réserver votre rendez-vous" });
  await expect(visitSection(again).getByRole("listitem")).toHaveText([/Coupe dégradé/]);
  await addService(again, "Taille de barbe sculptée");
  await barberStep(again).getByRole("radio", { name: "Lucas" }).check();
  await pickDay(again, day.long);
  const offered = again.getByRole("group", { name: "Créneaux disponibles" }).getByRole("button");
  await expect(offered.first()).toBeVisible();
  await expect(again.getByRole("group", { name: "Créneaux disponibles" }).getByRole("button", { name: time, exact: true })).toHaveCount(0);
  await page.keyboard.press("Escape");

  // A link naming the visit (a waiting list's mail): the first service chosen on the page, the
  // dialog open with both; an unknown id is left out.
  await page.goto(`/?service=${both.join(",")},00000000-0000-4000-8000-000000000000#booking`);
  const linked = page.getByRole("dialog", { name: "Réserver votre rendez-vous" });
  await expect(visitSection(linked).getByRole("listitem")).toHaveText([/Coupe dégradé/, /Taille de barbe sculptée/]);
  await expect(visitSection(linked)).toContainText("Total : 1 h 15 · 33,00 €");
  await page.keyboard.press("Escape");
  await expect(page.locator("#booking").getByRole("heading", { name: "Coupe dégradé" })).toBeVisible();
});

test("a visit holds 4 services at most and 4 h in all: a fifth cannot be added, nor sent", async ({ page }) => {
  const dialog = await openDialog(page);
  const visit = visitSection(dialog);
  const day = parisDayWhere(6, () => true);
  await pickDay(dialog, day.long);
  await addService(dialog, "Contours & finitions");
  await addService(dialog, "Taille de barbe sculptée");
  const ids = await slotsAskedFor(page, 4, () => addService(dialog, "Soin visage"));
  await expect(visit).toContainText("Total : 1 h 45 · 53,00 €");
  // Four: no 'Ajouter une prestation', the rule said in its place, the focus on the last one's 'Retirer'.
  await expect(addButton(dialog)).toHaveCount(0);
  await expect(visit.getByText(VISIT_LIMIT)).toBeVisible();
  await expect(visit.getByRole("button", { name: "Retirer : Soin visage" })).toBeFocused();
  await expect(visit.getByRole("listitem")).toHaveCount(4);
  expect(ids).toHaveLength(4);

  // Nor past the dialog: a fifth service is refused by the server.
  const fifth = await slotsAskedFor(page, 4, async () => {
    await visit.getByRole("button", { name: "Retirer : Soin visage" }).click();
    await addService(dialog, "Rasage complet");
  });
  const five = [...ids, fifth.at(-1)!];
  expect(new Set(five).size).toBe(5);
  const slots = await page.request.get(`/api/booking/slots?serviceIds=${five.join(",")}&date=${day.iso}`);
  expect([slots.status(), (await slots.json()).message]).toEqual([400, VISIT_LIMIT]);
  const booking = await page.request.post("/api/bookings", {
    form: {
      serviceIds: five.join(","),
      date: day.iso,
      timeSlot: "10:00",
      name: "Client Cinq",
      email: "cinq.prestations@example.test",
      phone: "06 44 55 69 05",
    },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(booking.status()).toBe(400);
  expect(JSON.stringify(await booking.json())).toContain(VISIT_LIMIT);

  // 4 h in all: after a straightening, a colouring and a package (3 h 30), only what lasts 30 min or less.
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Réserver : Défrisage" }).click();
  await page.locator("#booking").getByRole("button", { name: "Réserver maintenant" }).click();
  const long = page.getByRole("dialog", { name: "Réserver votre rendez-vous" });
  await expect(visitSection(long).getByRole("listitem")).toHaveText([/Défrisage/]);
  await addService(long, "Coloration cheveux");
  await addService(long, "Formule complète");
  await expect(visitSection(long)).toContainText("Total : 3 h 30 · 105,00 €");
  await addButton(long).click();
  const list = long.getByLabel("Prestation à ajouter");
  await expect(list).toHaveAccessibleDescription(VISIT_LIMIT);
  await expect(optionOf(list, "Coupe dégradé")).toBeDisabled();
  await expect(optionOf(list, "Coupe + shampoing")).toBeEnabled();
  await expect(optionOf(list, "Défrisage")).toHaveCount(0);
});
