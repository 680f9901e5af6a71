import ICAL from "ical.js";
import { expect, test, type Page } from "./support/fixtures";
import { waitForMail } from "./support/mailbox";
import { parisDay } from "./support/site-client";

async function openDialog(page: Page, service = "Coupe + shampoing") {
  await page.goto("/");
  const consent = page.getByRole("region", { name: /cookies/i });
  if (await consent.isVisible()) await consent.getByRole("button", { name: "Refuser" }).click();
  await page.getByRole("button", { name: `Réserver : ${service}` }).click();
  const booking = page.locator("#booking");
  await expect(booking.getByRole("heading", { name: service })).toBeVisible();
  await booking.getByRole("button", { name: "Réserver maintenant" }).click();
  const dialog = page.getByRole("dialog", { name: "Réserver votre rendez-vous" });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function pickDate(page: Page, longDate: string) {
  const dialog = page.getByRole("dialog");
  const day = dialog.getByRole("button", { name: new RegExp(longDate, "i") });
  if (!(await day.isVisible())) await dialog.getByRole("button", { name: /mois suivant/i }).click();
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
});

test("book a slot, receive both mails with a valid .ics, cancel once from the private link", async ({ page }) => {
  const day = parisDay(3);
  const dialog = await openDialog(page);
  await pickDate(page, day.long);
  await dialog.getByRole("button", { name: "10:00", exact: true }).click();
  await expect(dialog.getByText("Récapitulatif de votre réservation")).toHaveCount(0);
  await dialog.getByLabel("Nom complet").fill("Jean Réservation");
  await dialog.getByLabel("Email").fill("jean.reservation@example.test");
  await dialog.getByLabel("Téléphone").fill("06 12 34 56 78");
  await expect(dialog.getByLabel("Email")).toHaveAttribute("type", "email");
  await expect(dialog.getByLabel("Téléphone")).toHaveAttribute("type", "tel");
  const recap = dialog.getByRole("region", { name: "Récapitulatif de votre réservation" });
  await expect(recap).toContainText(day.long);
  await expect(recap).toContainText("10:00");
  await expect(recap).toContainText("30 min");
  await expect(recap).toContainText("20,00");
  await recap.getByRole("button", { name: "Confirmer la réservation" }).click();
  await expect(page.getByText("Réservation confirmée !")).toBeVisible();
  await expect(dialog).toBeHidden();

  // Reopened, the dialog starts afresh and no longer offers the booked slot.
  await page.locator("#booking").getByRole("button", { name: "Réserver maintenant" }).click();
  await expect(page.getByLabel("Nom complet")).toHaveCount(0);
  await pickDate(page, day.long);
  await expect(page.getByRole("dialog").getByRole("button", { name: "10:30", exact: true })).toBeVisible();
  await expect(page.getByRole("dialog").getByRole("button", { name: "10:00", exact: true })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(page.locator("#booking").getByRole("button", { name: "Réserver maintenant" })).toBeFocused();

  const confirmation = await waitForMail("jean.reservation@example.test", (m) => m.subject!.startsWith("Rendez-vous confirmé"));
  expect(confirmation.subject).toContain("à 10:00");
  const ics = confirmation.attachments.find((a) => a.filename === "rendez-vous.ics");
  expect(ics?.contentType).toContain("text/calendar");
  const calendar = new ICAL.Component(ICAL.parse(ics!.content.toString()));
  ICAL.TimezoneService.register(new ICAL.Timezone(calendar.getFirstSubcomponent("vtimezone")!), "Europe/Paris");
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
  const start = event.startDate.toJSDate();
  expect(new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(start)).toBe(day.iso);
  expect(new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", hour: "2-digit", minute: "2-digit" }).format(start)).toBe("10:00");
  const owner = await waitForMail("owner@e2e.test", (m) => m.subject!.startsWith("Nouvelle réservation") && m.html !== false && String(m.html).includes("Jean Réservation"));
  expect(owner.subject).toContain("Coupe + shampoing");

  const link = String(confirmation.html).match(/https?:\/\/[^"]+\/rendez-vous\/[\w-]+/)![0];
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Mon rendez-vous" })).toBeVisible();
  await expect(page.getByText("Confirmée")).toBeVisible();
  await page.getByRole("button", { name: "Annuler mon rendez-vous" }).click();
  await expect(page.getByText("Votre rendez-vous est annulé.")).toBeVisible();
  await waitForMail("owner@e2e.test", (m) => m.subject!.startsWith("Annulation"));
  await page.goto(link);
  await expect(page.getByText("Annulée")).toBeVisible();
  await expect(page.getByText("Ce rendez-vous est déjà annulé.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Annuler mon rendez-vous" })).toHaveCount(0);

  // The time is free again.
  await openDialog(page);
  await pickDate(page, day.long);
  await expect(page.getByRole("dialog").getByRole("button", { name: "10:00", exact: true })).toBeVisible();
});

test("an unknown private link answers 404", async ({ page }) => {
  const response = await page.goto(`/rendez-vous/${"x".repeat(43)}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page introuvable" })).toBeVisible();
});
