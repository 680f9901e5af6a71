import { signInAsAdmin, uniqueEmail } from "./support/accounts";
import { clientAddressOf, expect, test, watchForText } from "./support/fixtures";
import { waitForMail } from "./support/mailbox";
import { book, parisDay, serviceIdOf } from "./support/site-client";

// The admin's team. The journey's barber is its own, working one late hour of one day far ahead
// only: the other journeys' 'Sans préférence' bookings never land on them.

const weekdays = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"];

/** A day 11 to 13 days ahead that is not a Tuesday (the opening-hours journey closes one). */
function farDay(repeat: number) {
  for (let ahead = 11 + (repeat % 3); ahead < 14; ahead++) {
    const day = parisDay(ahead);
    if (!day.long.startsWith("mardi")) return { ...day, weekday: weekdays.findIndex((w) => day.long.startsWith(w)) + 1 };
  }
  const day = parisDay(12);
  return { ...day, weekday: weekdays.findIndex((w) => day.long.startsWith(w)) + 1 };
}

test("the admin adds a barber, deactivates them with bookings, gives one to another barber and cancels the other; /about shows the active team", async ({
  browser,
  page,
}, testInfo) => {
  test.slow();
  const name = `Barbier ${testInfo.repeatEachIndex}-${Date.now().toString(36)}`;
  const day = farDay(testInfo.repeatEachIndex);
  const serviceId = await serviceIdOf(page);

  const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": clientAddressOf(testInfo.testId, 100 + testInfo.repeatEachIndex) } });
  const admin = await context.newPage();
  await signInAsAdmin(admin);
  await admin.getByRole("link", { name: "Équipe" }).first().click();
  await expect(admin.getByRole("heading", { level: 1, name: "Équipe" })).toBeVisible();

  const addForm = admin.getByRole("form", { name: "Ajouter un barbier" });
  await addForm.getByLabel("Nom").fill(name);
  await addForm.getByLabel("Présentation").fill("Barbier de passage, spécialiste du rasage.");
  await addForm.getByRole("button", { name: "Ajouter le barbier" }).click();
  await expect(admin.getByText("Barbier ajouté")).toBeVisible();
  const card = admin.getByRole("article", { name });
  await expect(card).toBeVisible();

  // Their week: one late hour of the journey's day, a day off otherwise.
  const weekForm = card.getByRole("form", { name: `Semaine de ${name}` });
  for (let d = 1; d <= 7; d++) await weekForm.locator(`select[name="mode${d}"]`).selectOption(d === day.weekday ? "hours" : "off");
  // Hours that do not read are said under that day's hours, before anything is sent.
  const hours = weekForm.locator(`input[name="hours${day.weekday}"]`);
  await hours.fill("19h-20h15");
  await weekForm.getByRole("button", { name: "Enregistrer la semaine" }).click();
  await expect(hours).toHaveAttribute("aria-invalid", "true");
  await expect(hours).toHaveAccessibleDescription("Horaires invalides : écrivez par exemple 10:00-12:30, 15:00-20:00 (demi-heures, dans l'ordre)");
  await expect(hours).toBeFocused();
  await hours.fill("19:00-20:00");
  await expect(hours).not.toHaveAttribute("aria-invalid", "true");
  await weekForm.getByRole("button", { name: "Enregistrer la semaine" }).click();
  await expect(admin.getByText("Semaine du barbier enregistrée")).toBeVisible();

  await page.goto("/about");
  const team = page.getByRole("list", { name: "Nos barbiers" });
  await expect(team.getByRole("heading", { name })).toBeVisible();
  await expect(team.getByRole("heading", { name: "Karim" })).toBeVisible();

  const barberId = await card.locator('input[name="id"]').first().inputValue();
  const origin = new URL(admin.url()).origin;
  const emails = [uniqueEmail("equipe-deplace"), uniqueEmail("equipe-annule")];
  for (const [i, timeSlot] of ["19:00", "19:30"].entries()) {
    const res = await book(origin, clientAddressOf(testInfo.testId, 200 + testInfo.repeatEachIndex), {
      serviceId,
      date: day.iso,
      timeSlot,
      barberId,
      name: `Client Équipe ${i}`,
      email: emails[i]!,
      // A number of its own: the cap on appointments to come counts by phone too.
      phone: `06 ${String(Date.now() + testInfo.repeatEachIndex).slice(-8)}`,
    });
    expect(res.status).toBe(200);
  }

  // The confirmation dialog takes the focus and Escape closes it, focus back on its button.
  const deactivate = card.getByRole("button", { name: "Désactiver" });
  await deactivate.click();
  const dialog = admin.getByRole("alertdialog", { name: `Désactiver ${name}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Annuler" })).toBeFocused();
  await admin.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(deactivate).toBeFocused();
  await deactivate.click();
  await dialog.getByRole("button", { name: "Désactiver" }).click();
  await expect(admin.getByText("Barbier désactivé. Ses rendez-vous à venir sont listés en haut de la page", { exact: false })).toBeVisible();

  const listed = admin.getByRole("list", { name: "Rendez-vous à reprendre" });
  // Only this journey's bookings: another journey's 'Sans préférence' may have landed on the barber too.
  const [moved, cancelled] = emails.map((email) => listed.getByRole("listitem").filter({ hasText: email }));
  await expect(moved!).toBeVisible();
  await expect(cancelled!).toBeVisible();
  const movedToast = await watchForText(admin, "Rendez-vous confié à un autre barbier : le client a été prévenu par e-mail");
  await moved!.getByRole("button", { name: "Confier" }).click();
  await movedToast();
  await waitForMail(emails[0]!, (m) => (m.subject ?? "").startsWith("Votre rendez-vous est déplacé"));

  await cancelled!.getByRole("button", { name: /^Annuler le rendez-vous de Client Équipe 1/ }).click();
  const cancelledToast = await watchForText(admin, "Rendez-vous annulé : le client a été prévenu par e-mail");
  await admin.getByRole("alertdialog", { name: "Annuler ce rendez-vous" }).getByRole("button", { name: "Annuler le rendez-vous" }).click();
  await cancelledToast();
  await waitForMail(emails[1]!, (m) => /est annulé$/.test(m.subject ?? ""));
  await expect(moved!).toHaveCount(0);
  await expect(cancelled!).toHaveCount(0);

  await page.goto("/about");
  await expect(page.getByRole("list", { name: "Nos barbiers" }).getByRole("heading", { name: "Karim" })).toBeVisible();
  await expect(page.getByRole("heading", { name })).toHaveCount(0);
  await context.close();
});
