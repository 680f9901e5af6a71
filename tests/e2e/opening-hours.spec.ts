import { signInAsAdmin } from "./support/accounts";
import { clientAddressOf, expect, test, type Page } from "./support/fixtures";
import { bookingDialogAt, parisDay } from "./support/site-client";

/** The first Tuesday a week or more ahead (other journeys book within the next week). */
function tuesdayAhead() {
  for (let ahead = 7; ahead < 14; ahead++) {
    const day = parisDay(ahead);
    if (day.long.startsWith("mardi")) return day;
  }
  throw new Error("no Tuesday in the booking window");
}

/** The cell of `iso` in the home page's booking dialog. */
const dayInDialog = async (page: Page, iso: string) => (await bookingDialogAt(page, iso)).cell;

test("the admin closes a Tuesday: the day disappears from the booking dialog and is announced, and comes back once removed", async ({
  browser,
  page,
}, testInfo) => {
  test.slow();
  const tuesday = tuesdayAhead();
  await expect((await dayInDialog(page, tuesday.iso)).getByRole("button")).toBeEnabled();

  const admin = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": clientAddressOf(testInfo.testId, 100) } });
  const adminPage = await admin.newPage();
  await signInAsAdmin(adminPage);
  await adminPage.getByRole("link", { name: "Horaires" }).first().click();
  await expect(adminPage.getByRole("heading", { level: 1, name: "Horaires" })).toBeVisible();
  const form = adminPage.getByRole("form", { name: "Ajouter une fermeture ou des horaires exceptionnels" });
  await form.getByLabel("Du").fill(tuesday.iso);
  await form.getByLabel("Au").fill(tuesday.iso);
  await form.getByLabel("Motif").fill("Formation");
  await form.getByRole("button", { name: "Ajouter" }).click();
  await expect(adminPage.getByText("Fermeture ou horaires exceptionnels ajoutés")).toBeVisible();
  const listed = adminPage.getByRole("list", { name: "Exceptions à venir" }).getByRole("listitem").filter({ hasText: "Formation" });
  await expect(listed).toContainText("fermé");

  // A visitor: the day is no longer offered, and the home page says why.
  const cell = await dayInDialog(page, tuesday.iso);
  await expect(cell).toHaveAttribute("data-disabled", "true");
  await expect(cell.getByRole("button")).toBeDisabled();
  await page.keyboard.press("Escape");
  await expect(page.getByText(new RegExp(`Formation : fermé le ${tuesday.long}`, "i")).first()).toBeVisible();
  const slots = await page.request.get(`/api/booking/slots?serviceId=${await serviceId(page)}&date=${tuesday.iso}`);
  expect((await slots.json()).slots).toEqual([]);

  await listed.getByRole("button", { name: /^Retirer Formation/ }).click();
  await expect(adminPage.getByText("Exception supprimée")).toBeVisible();
  await expect((await dayInDialog(page, tuesday.iso)).getByRole("button")).toBeEnabled();
  await admin.close();
});

/** The id of the service the dialog asks slots for, read from the page's own request. */
async function serviceId(page: Page): Promise<string> {
  await page.locator("#booking").getByRole("button", { name: "Réserver maintenant" }).click();
  const dialog = page.getByRole("dialog", { name: "Réserver votre rendez-vous" });
  const request = page.waitForRequest((r) => r.url().includes("/api/booking/slots"));
  await dialog.locator("[data-day]:not([data-disabled]) button").first().click();
  const id = new URL((await request).url()).searchParams.get("serviceId")!;
  await page.keyboard.press("Escape");
  return id;
}
