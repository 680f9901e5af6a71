import { signUpThroughForm, uniqueEmail } from "./support/accounts";
import { expect, test, type Page } from "./support/fixtures";
import { waitForMail } from "./support/mailbox";
import { parisDay, serviceIdOf } from "./support/site-client";

test.describe.configure({ timeout: 90_000 });

const freeSlots = async (page: Page, serviceId: string, date: string) =>
  ((await (await page.request.get(`/api/booking/slots?serviceId=${serviceId}&date=${date}`)).json()) as { slots: string[] }).slots;

test("a customer confirms the account's address, sees the booking made with it in 'Mes rendez-vous', cancels it and books again in one click", async ({ page }) => {
  const email = uniqueEmail("mesrdv");
  const day = parisDay(5);
  const serviceId = await serviceIdOf(page, "Coupe + shampoing", day);
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, "0");
  // A booking made without an account, with the address the account will have. Other journeys book
  // too: the latest free time, the next one if it was just taken.
  let timeSlot = "";
  for (const slot of (await freeSlots(page, serviceId, day.iso)).reverse()) {
    const answer = await page.request.post("/api/bookings", {
      form: { serviceId, date: day.iso, timeSlot: slot, name: "Jean Rendezvous", email, phone: `06${digits}` },
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
  await upcoming.getByRole("button", { name: new RegExp(`^Annuler le rendez-vous du .* à ${timeSlot}$`) }).click();
  await page.getByRole("alertdialog", { name: "Annuler ce rendez-vous" }).getByRole("button", { name: "Annuler le rendez-vous" }).click();
  await expect(page.getByText("Votre rendez-vous est annulé.").first()).toBeVisible();
  await expect(upcoming).toContainText("Annulé");
  await expect.poll(async () => freeSlots(page, serviceId, day.iso)).toContain(timeSlot);

  // Booking again: the home page's dialog opens with the service chosen.
  await upcoming.getByRole("link", { name: "Réserver à nouveau" }).click();
  await expect(page).toHaveURL(new RegExp(`/\\?service=${serviceId}#booking$`));
  const dialog = page.getByRole("dialog", { name: "Réserver votre rendez-vous" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Coupe + shampoing");
});
