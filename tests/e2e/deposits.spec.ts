import { signInAsAdmin } from "./support/accounts";
import { expect, plainSpaces, test, type Page } from "./support/fixtures";
import { linkIn, waitForMail } from "./support/mailbox";
import { openDialog, parisDayWhere, serviceIdOf, showMonthOf } from "./support/site-client";

// 'Barbe + serviette chaude' (45 min, 18,00 €) asks 10,00 € of arrhes in the demonstration: the
// booking holds its time until they are paid on their own page, then mails « Arrhes versées ».

const SERVICE = "Barbe + serviette chaude";

/** A day Yanis and Karim both work (not Monday nor Wednesday), far enough from other journeys. */
const depositDay = (repeat: number) => parisDayWhere(10 + repeat, (weekday) => weekday !== 1 && weekday !== 3);

/** Books online as the dialog posts it; the answer's payment token leads to the arrhes' page. */
async function bookWithDeposit(page: Page, fields: Record<string, string>) {
  const answer = await page.request.post("/api/bookings", { form: fields, headers: { Origin: new URL(page.url()).origin } });
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as { deposit: { amountCents: number; paymentToken: string } | null };
  expect(body.deposit?.amountCents).toBe(1000);
  return body.deposit!.paymentToken;
}

test("a service with arrhes: said before booking, paid on its own page, confirmed by mail, refunded when the client cancels in time", async ({
  page,
}, testInfo) => {
  test.slow();
  const day = depositDay(testInfo.repeatEachIndex);
  const email = `arrhes.client${testInfo.repeatEachIndex || ""}@example.test`;
  const dialog = await openDialog(page, SERVICE);
  const cell = dialog.getByRole("button", { name: new RegExp(day.long, "i") });
  await showMonthOf(dialog, cell);
  await cell.click();
  const slots = dialog.getByRole("group", { name: "Créneaux disponibles" });
  await slots.getByRole("button").first().click();
  await dialog.getByLabel("Nom complet").fill("Paul Arrhes");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Téléphone").fill("06 12 34 50 50");
  const recap = dialog.getByRole("region", { name: "Récapitulatif de votre réservation" });
  await expect(recap.getByRole("definition").filter({ hasText: "10,00" })).toHaveCount(1);
  await expect(recap).toContainText("Arrhes à verser");
  await expect(recap).toContainText("Si vous annulez avant le rendez-vous, elles vous sont remboursées en totalité.");
  await recap.getByRole("checkbox", { name: /Je demande que la prestation soit réalisée à la date choisie/ }).check();
  await recap.getByRole("button", { name: "Réserver et payer les arrhes" }).click();

  await expect(page).toHaveURL(/\/arrhes\/[\w-]{43}$/);
  await expect(page.getByRole("heading", { name: "Arrhes de votre rendez-vous" })).toBeVisible();
  await expect(page.getByText(/Créneau réservé pour vous jusqu'à \d\d:\d\d\./)).toBeVisible();
  // The express request was given in the dialog: not asked again.
  await expect(page.getByRole("checkbox")).toHaveCount(0);
  await page.getByRole("button", { name: /Payer 10,00\s€ d'arrhes \(démonstration\)/ }).click();
  await expect(page.getByRole("status").filter({ hasText: "Arrhes réglées : votre rendez-vous est confirmé." })).toBeVisible();

  const confirmation = await waitForMail(email, (m) => m.subject!.startsWith("Rendez-vous confirmé"));
  expect(plainSpaces(confirmation.text ?? "")).toContain("Arrhes versées : 10,00 €");
  expect(plainSpaces(confirmation.text ?? "")).toContain("Reste à payer au salon : 8,00 €");

  await page.goto(linkIn(confirmation, "/rendez-vous/"));
  await expect(page.getByRole("definition").filter({ hasText: /^10,00\s€$/ })).toHaveCount(1);
  await expect(page.getByText(/Annulé maintenant, vos arrhes de 10,00\s€ vous sont remboursées par PayPal/)).toBeVisible();
  await page.getByRole("button", { name: "Annuler mon rendez-vous" }).click();
  await expect(page.getByRole("status")).toContainText("Vos arrhes de 10,00");
  const cancelled = await waitForMail(email, (m) => m.subject!.startsWith("Annulation de votre rendez-vous"));
  expect(plainSpaces(cancelled.text ?? "")).toContain("Vos arrhes de 10,00 € vous sont remboursées par PayPal.");
});

test("the salon cancels a booking with arrhes: the amounts shown before confirming, refunded and owed twice over, then marked paid", async ({
  page,
}, testInfo) => {
  test.slow();
  const day = depositDay(testInfo.repeatEachIndex + 1);
  const email = `arrhes.salon${testInfo.repeatEachIndex || ""}@example.test`;
  const serviceId = await serviceIdOf(page, SERVICE, day);
  const token = await bookWithDeposit(page, { serviceId, date: day.iso, timeSlot: "17:00", name: "Léa Annulée", email, phone: "06 12 34 50 51" });
  await page.goto(`/arrhes/${token}`);
  // Booked through the API without the express request: asked here first, refused under its box without it.
  const pay = page.getByRole("button", { name: /d'arrhes \(démonstration\)/ });
  await pay.click();
  const ask = page.getByRole("checkbox", { name: /Je demande que la prestation soit réalisée à la date choisie/ });
  await expect(ask).toHaveAccessibleDescription("Cochez la case pour demander que la prestation soit réalisée à la date choisie avant de payer les arrhes.");
  await ask.check();
  await pay.click();
  await expect(page.getByRole("status").filter({ hasText: "Arrhes réglées" })).toBeVisible();

  await signInAsAdmin(page);
  await page.goto(`/admin/bookings?q=${encodeURIComponent(email)}`);
  const row = page.getByRole("row").filter({ hasText: "Léa Annulée" });
  await expect(row).toContainText(/Arrhes : payées \(10,00\s€\)/);
  await row.getByRole("button", { name: /Annuler la réservation de Léa Annulée/ }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText(/Arrhes payées : 10,00\s€, remboursées par PayPal ; le salon doit en plus verser 10,00\s€ au client/);
  await confirm.getByRole("button", { name: "Confirmer" }).click();
  await expect(row).toContainText(/Arrhes : remboursées \(10,00\s€\)/);
  await expect(row).toContainText(/À verser au client en plus : 10,00\s€/);
  await row.getByRole("button", { name: /Marquer comme versés les 10,00\s€ dus à Léa Annulée/ }).click();
  await expect(row).toContainText(/Versé au client en plus : 10,00\s€/);

  const mail = await waitForMail(email, (m) => m.subject!.includes("est annulé"));
  expect(plainSpaces(mail.text ?? "")).toContain("le salon vous verse la même somme en plus (10,00 €)");
});
