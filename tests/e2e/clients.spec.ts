import { signInAsAdmin, signUpThroughForm, uniqueEmail } from "./support/accounts";
import { clientAddressOf, expect, test, waitForLive, type Page } from "./support/fixtures";
import { linkIn, waitForMail } from "./support/mailbox";
import { parisDay, serviceIdOf } from "./support/site-client";

// The owner's client files: a client found by a few letters, their file, and the salon's notes,
// seen in the agenda and the bookings list but never by the client.
test.describe.configure({ timeout: 120_000 });

const slotsOf = async (page: Page, serviceId: string, date: string) =>
  (await (await page.request.get(`/api/booking/slots?serviceId=${serviceId}&date=${date}`)).json()) as { slots: string[] };

test("the admin finds a client by three letters, writes notes on their file with and without scripts, reads them in the agenda and the bookings list; the client never sees them", async ({
  page,
  browser,
}, testInfo) => {
  const day = parisDay(6);
  const serviceId = await serviceIdOf(page, "Coupe + shampoing", day);
  const email = uniqueEmail("fiche");
  // Letters no other journey's client has: three of them find this one.
  const tag = Array.from({ length: 5 }, () => "bcdfghjkmnpqrstvz"[Math.floor(Math.random() * 17)]).join("");
  const name = `Wéxa ${tag[0]!.toUpperCase()}${tag.slice(1)}`;
  // Written only in the notes: what the client's pages must never hold.
  const secret = `zq${Math.random().toString().slice(2, 10)}`;
  let timeSlot = "";
  // Other journeys book too: the latest free time, the next one if it was just taken.
  for (const slot of (await slotsOf(page, serviceId, day.iso)).slots.reverse()) {
    const answer = await page.request.post("/api/bookings", {
      form: { serviceId, date: day.iso, timeSlot: slot, name, email, phone: "06 55 44 33 22" },
      headers: { Origin: new URL(page.url()).origin },
    });
    if (answer.status() === 200) {
      timeSlot = slot;
      break;
    }
  }
  expect(timeSlot).not.toBe("");

  // The admin, with scripts: three letters typed without their accent or case find the client.
  const live = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": clientAddressOf(testInfo.testId, 100 + testInfo.repeatEachIndex) } });
  const admin = await live.newPage();
  await signInAsAdmin(admin);
  // An unknown or malformed client: the admin's « Page introuvable », answered 404.
  for (const id of ["00000000-0000-4000-8000-000000000000", "abc'--"]) {
    expect((await admin.goto(`/admin/clients/${id}`))!.status()).toBe(404);
    await expect(admin.getByRole("heading", { level: 1, name: "Page introuvable" })).toBeVisible();
  }
  await admin.getByRole("link", { name: "Clients" }).first().click();
  await expect(admin.getByRole("heading", { level: 1, name: "Clients" })).toBeVisible();
  await admin.getByLabel("Rechercher un client").fill("WEX");
  await admin.getByRole("button", { name: "Rechercher" }).click();
  await expect(admin).toHaveURL(/\/admin\/clients\?q=WEX$/);
  const row = admin.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("06 55 44 33 22");
  await row.getByRole("link", { name }).click();
  await expect(admin.getByRole("heading", { level: 1, name })).toBeVisible();
  const file = new URL(admin.url()).pathname;
  expect(file).toMatch(/^\/admin\/clients\/[0-9a-f-]{36}$/);
  await expect(admin.getByRole("table", { name: /^Rendez-vous à venir/ })).toContainText("Coupe + shampoing");
  await expect(admin.getByRole("link", { name: "Données personnelles (export, effacement)" })).toHaveAttribute("href", `${file}/donnees`);

  // A note with scripts: refused empty, under its field; then written, the field emptied.
  await waitForLive(admin);
  const field = admin.getByLabel("Ajouter une note");
  await admin.getByRole("button", { name: "Ajouter la note" }).click();
  await expect(field).toHaveAccessibleDescription(/Écrivez la note\./);
  await expect(field).toBeFocused();
  const first = `Sabot 2 sur les côtés ${secret}`;
  await field.fill(first);
  await admin.getByRole("button", { name: "Ajouter la note" }).click();
  const notes = admin.getByRole("list", { name: "Notes, de la plus ancienne à la plus récente" });
  await expect(notes.getByRole("listitem")).toHaveCount(1);
  await expect(notes).toContainText(first);
  await expect(notes.getByRole("listitem").first()).toContainText(/\d{1,2} [a-zéû]+\.? \d{4} à \d{2}:\d{2}/);
  await expect(field).toHaveValue("");

  // Without scripts: refused under the field, then a second note, kept after the first.
  const bare = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { "X-Forwarded-For": clientAddressOf(testInfo.testId, 200 + testInfo.repeatEachIndex) },
  });
  const plain = await bare.newPage();
  await signInAsAdmin(plain);
  await plain.goto(file);
  // Longer than the field lets one type: the server refuses it all the same.
  await plain.getByLabel("Ajouter une note").evaluate((area: HTMLTextAreaElement) => area.removeAttribute("maxlength"));
  await plain.getByLabel("Ajouter une note").fill("x".repeat(1001));
  await plain.getByRole("button", { name: "Ajouter la note" }).click();
  await expect(plain.getByLabel("Ajouter une note")).toHaveAccessibleDescription(/La note ne doit pas dépasser 1 000 caractères\./);
  const second = `Préfère Karim, café sans sucre ${secret}`;
  await plain.getByLabel("Ajouter une note").fill(second);
  await plain.getByRole("button", { name: "Ajouter la note" }).click();
  const plainNotes = plain.getByRole("list", { name: "Notes, de la plus ancienne à la plus récente" }).getByRole("listitem");
  await expect(plainNotes).toHaveCount(2);
  await expect(plainNotes.nth(0)).toContainText(first);
  await expect(plainNotes.nth(1)).toContainText(second);
  // A note written by mistake, deleted without scripts after the question.
  await plain.getByLabel("Ajouter une note").fill(`Erreur ${secret}`);
  await plain.getByRole("button", { name: "Ajouter la note" }).click();
  await expect(plainNotes).toHaveCount(3);
  await plainNotes
    .nth(2)
    .getByRole("link", { name: /^Supprimer la note du / })
    .click();
  await expect(plain).toHaveURL(/\?supprimer=[0-9a-f-]{36}#notes$/);
  await plainNotes.nth(2).getByRole("button", { name: "Confirmer la suppression" }).click();
  await expect(plainNotes).toHaveCount(2);
  await expect(plain.getByText(`Erreur ${secret}`)).toHaveCount(0);

  // With scripts: deleting asks in a dialog; cancelled, the note stays.
  await admin.reload();
  await waitForLive(admin);
  await expect(notes.getByRole("listitem")).toHaveCount(2);
  await notes
    .getByRole("listitem")
    .nth(1)
    .getByRole("link", { name: /^Supprimer la note du / })
    .click();
  const question = admin.getByRole("alertdialog", { name: "Supprimer la note" });
  await expect(question).toContainText(second);
  await question.getByRole("button", { name: "Annuler" }).click();
  await expect(question).toBeHidden();
  await expect(notes.getByRole("listitem")).toHaveCount(2);
  // Confirmed, a note written by mistake goes.
  await field.fill(`Erreur bis ${secret}`);
  await admin.getByRole("button", { name: "Ajouter la note" }).click();
  await expect(notes.getByRole("listitem")).toHaveCount(3);
  await notes
    .getByRole("listitem")
    .nth(2)
    .getByRole("link", { name: /^Supprimer la note du / })
    .click();
  await expect(question).toContainText(`Erreur bis ${secret}`);
  await question.getByRole("button", { name: "Supprimer" }).click();
  await expect(notes.getByRole("listitem")).toHaveCount(2);
  await expect(notes).not.toContainText("Erreur bis");

  // The agenda: « Notes : » and the latest one beside the name, every note in the booking's details.
  await admin.goto(`/admin/agenda?view=day&date=${day.iso}`);
  await waitForLive(admin);
  const booking = admin.getByRole("button", { name: new RegExp(`^${timeSlot}–.* : Coupe \\+ shampoing, ${name}, avec .*, Notes : ${second}$`) });
  await expect(booking).toBeVisible();
  await expect(booking).toContainText("Note");
  await booking.click();
  const details = admin.getByRole("dialog", { name: new RegExp(`^${name}, ${timeSlot}`) });
  const inDetails = details.getByRole("list", { name: `Notes sur ${name}` });
  await expect(inDetails.getByRole("listitem")).toHaveText([first, second]);
  await details.getByRole("link", { name }).click();
  await expect(admin).toHaveURL(new RegExp(`${file}$`));

  // The bookings list: the notes with the booking, the name a link to the file.
  await admin.goto(`/admin/bookings?q=${encodeURIComponent(email)}`);
  const listed = admin.getByRole("row").filter({ hasText: email });
  await expect(listed.getByRole("list", { name: `Notes sur ${name}` }).getByRole("listitem")).toHaveText([first, second]);
  await expect(listed.getByRole("link", { name })).toHaveAttribute("href", file);
  await live.close();
  await bare.close();

  // The client: their appointment in 'Mes rendez-vous' and on its own page, never the notes.
  const confirmation = await waitForMail(email, (m) => /^Rendez-vous confirmé/.test(m.subject ?? ""));
  expect(`${String(confirmation.html)}${confirmation.text ?? ""}`).not.toContain(secret);
  await page.goto(new URL(linkIn(confirmation, "/rendez-vous/")).pathname);
  await expect(page.getByText("Coupe + shampoing").first()).toBeVisible();
  expect(await page.content()).not.toContain(secret);
  await signUpThroughForm(page, email, { redirect: encodeURIComponent("/account/bookings") });
  await expect(page).toHaveURL(/\/account\/bookings$/);
  await expect(async () => {
    await page.getByRole("button", { name: "Recevoir le lien de confirmation" }).click();
    await expect(page.getByText(`Un lien de confirmation a été envoyé à ${email}`)).toBeVisible({ timeout: 2000 });
  }).toPass();
  const mail = await waitForMail(email, (m) => m.subject === "Confirmez votre adresse e-mail");
  await page.goto(new URL(linkIn(mail, "/account/confirm-email/")).pathname);
  const upcoming = page.getByRole("list", { name: "Rendez-vous à venir" }).getByRole("listitem");
  await expect(upcoming).toContainText("Coupe + shampoing");
  await expect(upcoming).toContainText(timeSlot);
  const html = await page.content();
  expect(html).not.toContain(secret);
  expect(html).not.toContain("Sabot 2");
});
