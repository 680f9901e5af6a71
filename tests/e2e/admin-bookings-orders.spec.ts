import { signInAsAdmin, signUpThroughForm, uniqueEmail } from "./support/accounts";
import { expect, test, waitForHydration, type Page, plainSpaces } from "./support/fixtures";
import { waitForMail } from "./support/mailbox";
import { parisDay, serviceIdOf } from "./support/site-client";

// Each journey plays a customer and then the owner: long by nature, given room on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** A barber's free times on `date`, and the barbers working then. */
const slotsOf = async (page: Page, serviceId: string, date: string, barberId = "") =>
  (await (await page.request.get(`/api/booking/slots?serviceId=${serviceId}&date=${date}&barberId=${barberId}`)).json()) as {
    slots: string[];
    barbers: Array<{ id: string; name: string }>;
  };
const freeSlots = async (page: Page, serviceId: string, date: string, barberId: string) => (await slotsOf(page, serviceId, date, barberId)).slots;

test("the admin finds a booking by phone, cancels it (the customer is told, the time is free again), then deletes it", async ({ page }) => {
  const day = parisDay(4);
  const date = day.iso;
  const serviceId = await serviceIdOf(page, "Coupe + shampoing", day);
  const email = uniqueEmail("agenda");
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, "0");
  const phone = `06 ${digits.replace(/(\d\d)(?=\d)/g, "$1 ")}`;
  let timeSlot = "";
  // One barber's chair: another barber free at that time would keep it offered.
  const barber = (await slotsOf(page, serviceId, date)).barbers.at(-1)!;
  // Other journeys book too: take the latest free time, the next one if it was just taken.
  for (const slot of (await freeSlots(page, serviceId, date, barber.id)).reverse()) {
    const answer = await page.request.post("/api/bookings", {
      form: { serviceId, date, timeSlot: slot, name: "Gaston Lagaffe", email, phone, barberId: barber.id },
      headers: { Origin: new URL(page.url()).origin },
    });
    if (answer.status() === 200) {
      timeSlot = slot;
      break;
    }
  }
  expect(timeSlot).not.toBe("");
  expect(await freeSlots(page, serviceId, date, barber.id)).not.toContain(timeSlot);

  await signInAsAdmin(page);
  await expect(page.getByRole("heading", { name: "Réservations" })).toBeVisible();
  await page.getByLabel("Rechercher").fill(`06${digits}`);
  await page.getByRole("button", { name: "Rechercher" }).click();
  await expect(page).toHaveURL(new RegExp(`q=06${digits}`));
  await expect(page.getByRole("status").filter({ hasText: "trouvée(s)" })).toHaveText(/^1 réservation\(s\) trouvée\(s\) sur \d+ au total$/);
  const row = page.getByRole("row").filter({ hasText: "Gaston Lagaffe" });
  await expect(row).toContainText(phone);
  await expect(row).toContainText("Coupe + shampoing");
  await expect(row).toContainText("Confirmée");
  await expect(row).toContainText(barber.name);
  // Filtered by its barber, it is still there; by another, not.
  await page.getByLabel("Barbier").selectOption({ label: barber.name });
  await expect(page).toHaveURL(new RegExp(`barber=${barber.id}`));
  await expect(row).toContainText(barber.name);
  const other = (await slotsOf(page, serviceId, date)).barbers.find((b) => b.id !== barber.id)!;
  await page.getByLabel("Barbier").selectOption({ label: other.name });
  await expect(page).toHaveURL(new RegExp(`barber=${other.id}`));
  await expect(row).toHaveCount(0);
  await page.getByLabel("Barbier").selectOption({ label: barber.name });
  await expect(row).toContainText("Confirmée");

  await row.getByRole("button", { name: /^Annuler la réservation de Gaston Lagaffe/ }).click();
  const dialog = page.getByRole("alertdialog", { name: "Annuler la réservation" });
  await expect(dialog.getByRole("button", { name: "Annuler" })).toBeFocused();
  await dialog.getByRole("button", { name: "Confirmer" }).click();
  await expect(page.getByText("Réservation annulée").first()).toBeVisible();
  await expect(row).toContainText("Annulée");
  const mail = await waitForMail(email, (m) => /est annulé$/.test(m.subject ?? ""));
  expect(mail.text).toContain("Reprendre rendez-vous");
  expect(await freeSlots(page, serviceId, date, barber.id)).toContain(timeSlot);

  await row.getByRole("button", { name: /^Supprimer la réservation de Gaston Lagaffe/ }).click();
  await page.getByRole("alertdialog", { name: "Supprimer la réservation" }).getByRole("button", { name: "Confirmer" }).click();
  await expect(page.getByText("Réservation supprimée").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Aucune réservation trouvée" })).toBeVisible();
  await page.getByRole("link", { name: "Voir toutes les réservations" }).click();
  await expect(page).toHaveURL(/\/admin\/bookings\?$|\/admin\/bookings$/);
});

test("the admin filters the orders, opens one and marks it delivered; the customer is told", async ({ page, browser }) => {
  // A customer orders for pickup with the demonstration payment.
  await page.goto("/shop");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Ajouter au panier : Shampoing Barbe" }).click();
  await expect(page.getByText("Produit ajouté au panier").first()).toBeVisible();
  const email = uniqueEmail("livraison-admin");
  await signUpThroughForm(page, email, { redirect: "/checkout" });
  await expect(page).toHaveURL(/^[^?]*\/checkout$/);
  await page.getByRole("radio", { name: /Click & Collect/ }).check();
  await expect.poll(async () => plainSpaces(await page.getByTestId("order-total").innerText())).toBe("16,99 €");
  await page.getByRole("button", { name: /^Payer 16,99/ }).click();
  await expect(page).toHaveURL(/\/success\?order=/);
  const orderNumber = new URL(page.url()).searchParams.get("order")!;

  const adminContext = await browser.newContext({ baseURL: new URL(page.url()).origin, extraHTTPHeaders: { "X-Forwarded-For": "10.250.1.1" } });
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await admin
    .getByRole("navigation", { name: "Administration" })
    .getByRole("link", { name: /^Commandes/ })
    .click();
  await expect(admin.getByRole("heading", { name: "Commandes" })).toBeVisible();
  await admin.getByLabel("Statut").selectOption("to_ship");
  await expect(admin).toHaveURL(/status=to_ship/);
  await admin.getByLabel("Rechercher").fill(email);
  await admin.getByRole("button", { name: "Rechercher" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "trouvée(s)" })).toHaveText(/^1 commande\(s\) trouvée\(s\) sur \d+ au total$/);
  const card = admin.getByRole("article", { name: `Commande ${orderNumber}` });
  await expect(card).toContainText(email);
  await expect(card).toContainText("1 produit(s) · Click & Collect");

  await card.getByRole("button", { name: "Détails" }).click();
  await expect(card.getByRole("button", { name: "Masquer" })).toHaveAttribute("aria-expanded", "true");
  await expect(card).toContainText("Shampoing Barbe");
  await expect(card).toContainText("Barbe & Rasage");
  await expect(card).toContainText("18 avenue Gambetta, 75020 Paris");

  await card.getByRole("button", { name: `Marquer la commande ${orderNumber} comme livrée` }).click();
  await admin.getByRole("alertdialog", { name: "Marquer comme livrée" }).getByRole("button", { name: "Confirmer" }).click();
  await expect(admin.getByText("Commande marquée comme livrée").first()).toBeVisible();
  // Filtered on 'À expédier', it leaves the list; under 'Livrées' it shows its green badge.
  await expect(card).toHaveCount(0);
  await admin.getByLabel("Statut").selectOption("completed");
  await expect(admin.getByRole("article", { name: `Commande ${orderNumber}` })).toContainText("Livrée");
  const mail = await waitForMail(email, (m) => m.subject === `Votre commande ${orderNumber} est livrée`);
  expect(mail.text).toContain("remise au salon");
  await adminContext.close();
});
