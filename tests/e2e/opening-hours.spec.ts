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
  // The parts the server renders once and reuses (reused-parts.tsx) follow the hours: the salon's and the footer's.
  for (const part of ["#salon-coordonnees", "#pied-de-page"])
    await expect(page.locator(part)).toContainText(new RegExp(`Formation : fermé le ${tuesday.long}`, "i"));
  const slots = await page.request.get(`/api/booking/slots?serviceId=${await serviceId(page)}&date=${tuesday.iso}`);
  expect((await slots.json()).slots).toEqual([]);

  await listed.getByRole("button", { name: /^Retirer Formation/ }).click();
  await expect(adminPage.getByText("Exception supprimée")).toBeVisible();
  await expect((await dayInDialog(page, tuesday.iso)).getByRole("button")).toBeEnabled();
  for (const part of ["#salon-coordonnees", "#pied-de-page"]) await expect(page.locator(part)).not.toContainText("Formation");
  await admin.close();
});

test("the hours forms say each problem under its field: the week's and the exception's before sending, a past period after", async ({ page }) => {
  test.slow();
  await signInAsAdmin(page);
  await page.goto("/admin/hours");
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
  });

  // The week: a day that does not read, refused under it before anything is sent (the salon's hours stay).
  const week = page.getByRole("form", { name: "Semaine type" });
  const tuesday = week.getByLabel("Mardi");
  await tuesday.fill("matin");
  await week.getByLabel("Jeudi").fill("10:15-12:00");
  await week.getByRole("button", { name: "Enregistrer les horaires" }).click();
  const invalidHours = "Horaires invalides : écrivez par exemple 10:00-12:30, 15:00-20:00 (demi-heures, dans l'ordre), ou laissez vide pour fermé";
  await expect(tuesday).toHaveAttribute("aria-invalid", "true");
  await expect(tuesday).toHaveAccessibleDescription(invalidHours);
  await expect(week.getByLabel("Jeudi")).toHaveAccessibleDescription(invalidHours);
  await expect(tuesday).toBeFocused();
  await expect(week.getByLabel("Lundi")).not.toHaveAttribute("aria-invalid", "true");
  await tuesday.fill("10:00-20:00");
  await expect(tuesday).not.toHaveAttribute("aria-invalid", "true");
  await expect(week.getByLabel("Jeudi")).toHaveAttribute("aria-invalid", "true");
  expect(posts).toEqual([]);

  // An exception: every field's problem at once, the end before the start included.
  const exception = page.getByRole("form", { name: "Ajouter une fermeture ou des horaires exceptionnels" });
  await exception.getByLabel("Du").fill("2099-06-10");
  await exception.getByLabel("Au").fill("2099-06-09");
  await exception.getByLabel("Horaires ce(s) jour(s)-là").fill("tard");
  await exception.getByRole("button", { name: "Ajouter" }).click();
  await expect(exception.getByLabel("Au")).toHaveAccessibleDescription("La date de fin doit être le jour de début ou après");
  await expect(exception.getByLabel("Motif")).toHaveAccessibleDescription("Veuillez indiquer un motif (ex. : Congés, Formation)");
  await expect(exception.getByLabel("Horaires ce(s) jour(s)-là")).toHaveAccessibleDescription(`${invalidHours} Ex. : 10:00-12:30, 15:00-20:00. Vide : fermé.`);
  await expect(exception.getByLabel("Au")).toBeFocused();
  expect(posts).toEqual([]);

  // A period already past is the server's to refuse: its answer shows under 'Au' too, not as a toast.
  await exception.getByLabel("Du").fill("2020-01-06");
  await exception.getByLabel("Au").fill("2020-01-07");
  await exception.getByLabel("Motif").fill("Passé");
  await exception.getByLabel("Horaires ce(s) jour(s)-là").fill("");
  await exception.getByRole("button", { name: "Ajouter" }).click();
  await expect(exception.getByLabel("Au")).toHaveAccessibleDescription("La période doit se terminer aujourd'hui ou plus tard");
  await expect(exception.getByLabel("Au")).toBeFocused();
  await expect(page.getByText("La période doit se terminer aujourd'hui ou plus tard")).toHaveCount(1);
  expect(posts).toEqual([expect.stringMatching(/^\/admin\/hours(\.data)?$/)]);
  await expect(page.getByRole("list", { name: "Exceptions à venir" }).getByText("Passé")).toHaveCount(0);
});

test("without JavaScript, a refused exception comes back with its error under the field and what was typed", async ({ browser }, testInfo) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { "X-Forwarded-For": clientAddressOf(testInfo.testId, 50 + testInfo.repeatEachIndex) },
  });
  const page = await context.newPage();
  await signInAsAdmin(page);
  await page.goto("/admin/hours");
  const exception = page.getByRole("form", { name: "Ajouter une fermeture ou des horaires exceptionnels" });
  await exception.getByLabel("Du").fill("2099-06-10");
  await exception.getByLabel("Au").fill("2099-06-12");
  await exception.getByLabel("Horaires ce(s) jour(s)-là").fill("10:00-14:00");
  await exception.getByRole("button", { name: "Ajouter" }).click();
  await expect(page).toHaveURL(/\/admin\/hours$/);
  await expect(exception.getByLabel("Motif")).toHaveAttribute("aria-invalid", "true");
  await expect(exception.getByLabel("Motif")).toHaveAccessibleDescription("Veuillez indiquer un motif (ex. : Congés, Formation)");
  await expect(exception.getByLabel("Du")).toHaveValue("2099-06-10");
  await expect(exception.getByLabel("Au")).toHaveValue("2099-06-12");
  await expect(exception.getByLabel("Horaires ce(s) jour(s)-là")).toHaveValue("10:00-14:00");
  // The page's other forms are not the one refused.
  await expect(page.getByRole("form", { name: "Semaine type" }).locator('[aria-invalid="true"]')).toHaveCount(0);
  await context.close();
});

/** The id of the service the dialog asks slots for, read from the page's own request. */
async function serviceId(page: Page): Promise<string> {
  await page.locator("#booking").getByRole("button", { name: "Réserver maintenant" }).click();
  const dialog = page.getByRole("dialog", { name: "Réserver votre rendez-vous" });
  const request = page.waitForRequest((r) => r.url().includes("/api/booking/slots"));
  await dialog.locator("[data-day]:not([data-disabled]) button").first().click();
  const id = new URL((await request).url()).searchParams.get("serviceIds")!;
  await page.keyboard.press("Escape");
  return id;
}
