import { readFile } from "node:fs/promises";
import { signInAsAdmin, uniqueEmail } from "./support/accounts";
import { clientAddressOf, expect, test, type Page } from "./support/fixtures";
import { waitForMail } from "./support/mailbox";
import { parisDay, serviceIdOf } from "./support/site-client";

// A client's data rights (docs/decisions/0030): the owner downloads everything held about a client,
// then erases them from a page that works without scripts, after reading what is kept and why.
test.describe.configure({ timeout: 90_000 });

const slotsOf = async (page: Page, serviceId: string, date: string) =>
  (await (await page.request.get(`/api/booking/slots?serviceId=${serviceId}&date=${date}`)).json()) as { slots: string[] };

test("the admin downloads a client's data as JSON and HTML, then erases the client without scripts", async ({ page, browser }, testInfo) => {
  const day = parisDay(5);
  const serviceId = await serviceIdOf(page, "Coupe + shampoing", day);
  const email = uniqueEmail("donnees");
  const name = `Rose Oubli ${Date.now().toString(36)}`;
  let timeSlot = "";
  // Other journeys book too: the latest free time, the next one if it was just taken.
  for (const slot of (await slotsOf(page, serviceId, day.iso)).slots.reverse()) {
    const answer = await page.request.post("/api/bookings", {
      form: { serviceId, date: day.iso, timeSlot: slot, name, email, phone: "06 98 76 54 32" },
      headers: { Origin: new URL(page.url()).origin },
    });
    if (answer.status() === 200) {
      timeSlot = slot;
      break;
    }
  }
  expect(timeSlot).not.toBe("");

  // The client's file, found in the admin's list by their address.
  await signInAsAdmin(page);
  await page.goto(`/admin/clients?q=${encodeURIComponent(email)}`);
  const file = await page.getByRole("link", { name }).getAttribute("href");
  expect(file).toMatch(/^\/admin\/clients\/[0-9a-f-]{36}$/);
  await page.goto(`${file}/donnees`);
  await expect(page.getByRole("heading", { name: `Données de ${name}` })).toBeVisible();

  const [json] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Télécharger (JSON)" }).click()]);
  expect(json.suggestedFilename()).toMatch(new RegExp(`^client-\\d{4}-\\d{2}-\\d{2}-${file!.slice(15, 23)}\\.json$`));
  const data = JSON.parse(await readFile(await json.path(), "utf8")) as { client: { email: string }; bookings: Array<Record<string, unknown>> };
  expect(data.client.email).toBe(email);
  expect(data.bookings).toEqual([expect.objectContaining({ date: day.iso, time: timeSlot, status: "confirmed", name })]);

  const [html] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Télécharger la version lisible (HTML)" }).click()]);
  expect(html.suggestedFilename()).toMatch(/^client-.+\.html$/);
  const readable = await readFile(await html.path(), "utf8");
  expect(readable).toContain(`<h1>Données de ${name}</h1>`);
  expect(readable).toContain(`à ${timeSlot}`);
  expect(readable).not.toMatch(/<script/i);
  // Served under a policy that runs and loads nothing, and kept by no cache.
  const served = await page.request.get(`${file}/export.html`);
  expect(served.headers()["content-security-policy"]).toMatch(/^default-src 'none'; style-src 'sha256-[^']+'; img-src 'none'/);
  expect(served.headers()["cache-control"]).toBe("private, no-store");

  // Without scripts: the plan read, the box left unticked (refused under it), then ticked.
  const bare = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { "X-Forwarded-For": clientAddressOf(testInfo.testId, 100 + testInfo.repeatEachIndex) },
  });
  const plain = await bare.newPage();
  await signInAsAdmin(plain);
  await plain.goto(`${file}/donnees`);
  await expect(plain.getByRole("heading", { name: "Conservé, et pourquoi" })).toBeVisible();
  await expect(plain.getByText(/pièces comptables conservées 10 ans \(article L123-22 du Code de commerce/)).toBeVisible();
  await expect(plain.getByText(new RegExp(`à ${timeSlot} \\(Coupe \\+ shampoing\\) : annulé à la demande du client`))).toBeVisible();
  await plain.getByRole("button", { name: "Effacer le client" }).click();
  await expect(plain.getByText("Cochez la case pour confirmer l'effacement.")).toBeVisible();
  await plain.getByLabel("Je confirme l'effacement de ce client").check();
  await plain.getByRole("button", { name: "Effacer le client" }).click();
  await expect(plain.getByRole("heading", { name: "Données de Client effacé" })).toBeVisible();
  await expect(plain.getByText(/^Ce client a été effacé le/)).toBeVisible();
  await expect(plain.getByRole("button", { name: "Effacer le client" })).toHaveCount(0);

  // Gone from the search; the appointment cancelled, the client told as usual.
  await plain.goto(`/admin/clients?q=${encodeURIComponent(email)}`);
  await expect(plain.getByRole("status")).toHaveText("0 client");
  await plain.goto(`/admin/bookings?q=${encodeURIComponent(name)}`);
  await expect(plain.getByRole("status").filter({ hasText: "trouvée(s)" })).toHaveText(/^0 réservation\(s\) trouvée\(s\)/);
  const mail = await waitForMail(email, (m) => /^Annulation de votre rendez-vous/.test(m.subject ?? ""));
  expect(mail.text).toContain("À votre demande");
  await bare.close();
});
