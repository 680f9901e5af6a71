import { signUpThroughForm, uniqueEmail } from "./support/accounts";
import { expect, test, type Page } from "./support/fixtures";
import { waitForMail } from "./support/mailbox";
import { parisDayWhere, serviceIdOf } from "./support/site-client";

test.describe.configure({ timeout: 90_000 });

type Slots = { slots: string[]; barbers: Array<{ id: string; name: string }> };
const slotsOf = async (page: Page, serviceId: string, date: string, barberId = "") =>
  (await (await page.request.get(`/api/booking/slots?serviceId=${serviceId}&date=${date}&barberId=${barberId}`)).json()) as Slots;
const freeSlots = async (page: Page, serviceId: string, date: string, barberId = "") => (await slotsOf(page, serviceId, date, barberId)).slots;

test("a customer confirms the account's address, sees the booking made with it and its barber in 'Mes rendez-vous', cancels it and books again in one click with the same service and barber", async ({
  page,
}) => {
  const email = uniqueEmail("mesrdv");
  // A day Yanis works (not a Wednesday).
  const day = parisDayWhere(5, (weekday) => weekday !== 3);
  const serviceId = await serviceIdOf(page, "Coupe + shampoing", day);
  const yanis = (await slotsOf(page, serviceId, day.iso)).barbers.find((b) => b.name === "Yanis")!;
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, "0");
  // A booking made without an account, with the address the account will have. Other journeys book
  // too: the latest free time, the next one if it was just taken.
  let timeSlot = "";
  for (const slot of (await freeSlots(page, serviceId, day.iso, yanis.id)).reverse()) {
    const answer = await page.request.post("/api/bookings", {
      form: { serviceId, barberId: yanis.id, date: day.iso, timeSlot: slot, name: "Jean Rendezvous", email, phone: `06${digits}` },
      headers: { Origin: new URL(page.url()).origin },
    });
    if (answer.status() === 200) {
      timeSlot = slot;
      break;
    }
  }
  expect(timeSlot).not.toBe("");

  await signUpThroughForm(page, email, { redirect: encodeURIComponent("/account/bookings") });
  await expect(page).toHaveURL(/\/account\/bookings$/);
  await expect(page.getByRole("heading", { level: 1, name: "Mes rendez-vous" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Rendez-vous à venir" })).toHaveCount(0);
  await expect(async () => {
    await page.getByRole("button", { name: "Recevoir le lien de confirmation" }).click();
    await expect(page.getByText(`Un lien de confirmation a été envoyé à ${email}`)).toBeVisible({ timeout: 2000 });
  }).toPass();
  const mail = await waitForMail(email, (m) => m.subject === "Confirmez votre adresse e-mail");
  const link = /href="([^"]*\/account\/confirm-email\/[A-Za-z0-9_-]+)"/.exec(String(mail.html))?.[1];
  expect(link).toBeTruthy();
  await page.goto(new URL(link!).pathname);
  await expect(page).toHaveURL(/\/account\/bookings$/);
  await expect(page.getByText("Adresse e-mail confirmée")).toBeVisible();

  const upcoming = page.getByRole("list", { name: "Rendez-vous à venir" }).getByRole("listitem");
  await expect(upcoming).toHaveCount(1);
  await expect(upcoming).toContainText("Coupe + shampoing");
  await expect(upcoming).toContainText(timeSlot);
  await expect(upcoming).toContainText("Avec Yanis");
  await upcoming.getByRole("button", { name: new RegExp(`^Annuler le rendez-vous du .* à ${timeSlot}$`) }).click();
  await page.getByRole("alertdialog", { name: "Annuler ce rendez-vous" }).getByRole("button", { name: "Annuler le rendez-vous" }).click();
  await expect(page.getByText("Votre rendez-vous est annulé.").first()).toBeVisible();
  await expect(upcoming).toContainText("Annulé");
  await expect.poll(async () => freeSlots(page, serviceId, day.iso, yanis.id)).toContain(timeSlot);

  // Booking again: the home page's dialog opens with the service and the barber chosen. Before the
  // page is live there is nothing to press: the barber's choice comes with the dialog.
  const rebook = upcoming.getByRole("link", { name: "Réserver à nouveau" });
  const href = (await rebook.getAttribute("href"))!;
  expect(href).toBe(`/?service=${serviceId}&barber=${yanis.id}#booking`);
  expect(await (await page.request.get(href)).text()).not.toContain("Choisir votre barbier");
  await rebook.click();
  await expect(page).toHaveURL(new RegExp(`/\\?service=${serviceId}&barber=${yanis.id}#booking$`));
  const dialog = page.getByRole("dialog", { name: "Réserver votre rendez-vous" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Coupe + shampoing");
  const barbers = dialog.getByRole("group", { name: "1. Choisir votre barbier" });
  await expect(barbers.getByRole("radio", { name: "Yanis" })).toBeChecked();
  await expect(barbers.getByRole("radio", { name: "Sans préférence" })).not.toBeChecked();
});
