import { expect, test, type Page } from "./support/fixtures";
import { expectSignedInAs, PASSWORD, signInAsAdmin, signUpThroughForm, uniqueEmail } from "./support/accounts";
import { waitForMail } from "./support/mailbox";
import { parisDayWhere, serviceIdOf } from "./support/site-client";

// A browser without scripts: each form is posted by the browser itself and the server's answer is
// a whole page, with every field's error under its field and what was typed still there.
test.use({ javaScriptEnabled: false });

/** The field's error is its own: said with it (its description), and marked invalid. */
async function expectFieldError(page: Page, label: string, error: string | RegExp) {
  const field = page.getByLabel(label, { exact: true });
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(error);
}

async function expectNoFieldError(page: Page, label: string) {
  await expect(page.getByLabel(label, { exact: true })).not.toHaveAttribute("aria-invalid", "true");
}

test("the contact form, without JavaScript: the errors under their fields, the values kept, then sent", async ({ page }) => {
  await page.goto("/contact");
  await page.getByLabel("Nom", { exact: true }).fill("Marie Sansscript");
  await page.getByLabel("Email", { exact: true }).fill("pas-une-adresse");
  await page.getByRole("button", { name: "Envoyer", exact: true }).click();

  await expect(page).toHaveURL(/\/contact$/);
  await expectFieldError(page, "Email", "Veuillez entrer une adresse email valide");
  await expectFieldError(page, "Sujet", "Veuillez remplir tous les champs");
  await expectFieldError(page, "Message", "Veuillez remplir tous les champs");
  await expectNoFieldError(page, "Nom");
  await expect(page.getByLabel("Nom", { exact: true })).toHaveValue("Marie Sansscript");
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue("pas-une-adresse");

  const email = uniqueEmail("sansscript");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Sujet", { exact: true }).fill("Sans JavaScript");
  await page.getByLabel("Message", { exact: true }).fill("Bonjour, ce message part sans script.");
  await page.getByRole("button", { name: "Envoyer", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Merci pour votre message ! Nous vous répondrons dans les plus brefs délais.");
  await expectNoFieldError(page, "Email");
  const ack = await waitForMail(email);
  expect(ack.subject).toBe("Nous avons bien reçu votre message");
});

test("the sign-up form, without JavaScript: the errors under their fields, the values kept but the passwords, then signed in", async ({ page }) => {
  const email = uniqueEmail("inscription-sans-script");
  await page.goto("/signup");
  await page.getByLabel("Prénom").fill("Jeanne");
  await page.getByLabel("Date de naissance").fill("1991-02-03");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill("faible");
  await page.getByLabel("Confirmer le mot de passe").fill("autre");
  await page.getByRole("button", { name: "Créer mon compte" }).click();

  await expect(page).toHaveURL(/\/signup$/);
  await expectFieldError(page, "Nom", "Veuillez remplir tous les champs");
  // The password's rules stay under it, after its error.
  await expectFieldError(page, "Mot de passe", /^Le mot de passe ne respecte pas les critères de sécurité requis\b/);
  await expectFieldError(page, "Confirmer le mot de passe", "Les mots de passe ne correspondent pas");
  await expectNoFieldError(page, "Prénom");
  await expect(page.getByLabel("Prénom")).toHaveValue("Jeanne");
  await expect(page.getByLabel("Date de naissance")).toHaveValue("1991-02-03");
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(page.getByLabel("Mot de passe", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Confirmer le mot de passe")).toHaveValue("");

  await page.getByLabel("Nom", { exact: true }).fill("Sansscript");
  await page.getByLabel("Mot de passe", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirmer le mot de passe").fill(PASSWORD);
  await page.getByRole("button", { name: "Créer mon compte" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectSignedInAs(page, email);
});

test("the application form, without JavaScript: the errors under their fields, then the CV's, then sent", async ({ page }) => {
  await page.goto("/recrutement");
  await page.getByLabel("Prénom").fill("Karim");
  await page.getByLabel("Email").fill("karim-at-example");
  await page.getByRole("button", { name: "Envoyer ma candidature" }).click();

  await expect(page).toHaveURL(/\/recrutement$/);
  await expectFieldError(page, "Nom", "Veuillez remplir tous les champs obligatoires");
  await expectFieldError(page, "Date de naissance", "Veuillez remplir tous les champs obligatoires");
  await expectFieldError(page, "Email", "Veuillez entrer une adresse email valide");
  await expect(page.getByLabel("Prénom")).toHaveValue("Karim");
  await expect(page.getByLabel("Email")).toHaveValue("karim-at-example");

  // The text fields right, no CV: the CV's error under its drop zone, the fields still typed.
  const email = uniqueEmail("candidat-sans-script");
  await page.getByLabel("Nom", { exact: true }).fill("Sansscript");
  await page.getByLabel("Date de naissance").fill("1996-04-20");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Envoyer ma candidature" }).click();
  const cv = page.locator('input[type="file"][name="cv"]');
  await expect(cv).toHaveAttribute("aria-invalid", "true");
  await expect(cv).toHaveAccessibleDescription("Veuillez sélectionner votre CV");
  await expectNoFieldError(page, "Email");
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(page.getByLabel("Nom", { exact: true })).toHaveValue("Sansscript");

  const pdf = Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n");
  await cv.setInputFiles({ name: "cv-sans-script.pdf", mimeType: "application/pdf", buffer: pdf });
  await page.getByRole("button", { name: "Envoyer ma candidature" }).click();
  await expect(page.getByRole("status")).toHaveText("Merci pour votre candidature ! Nous vous répondrons très rapidement.");
  const mail = await waitForMail("owner@e2e.test", (m) => m.subject === "Candidature : Karim Sansscript" && m.replyTo?.text?.includes(email) === true);
  expect(mail.attachments[0]!.filename).toBe("cv-sans-script.pdf");
});

test("the newsletter block, without JavaScript: back on the page it was sent from, the answer in the block", async ({ page }) => {
  const block = page.getByRole("region", { name: "Rejoignez notre newsletter" });
  await page.goto("/faq");
  await block.getByLabel("Adresse e-mail").fill("pas-une-adresse");
  await block.getByRole("button", { name: "S'inscrire" }).click();
  await expect(page).toHaveURL(/\/faq#newsletter$/);
  await expect(block.getByLabel("Adresse e-mail")).toHaveAttribute("aria-invalid", "true");
  await expect(block.getByLabel("Adresse e-mail")).toHaveAccessibleDescription("Veuillez entrer une adresse email valide");

  const email = uniqueEmail("lettre-sans-script");
  await block.getByLabel("Adresse e-mail").fill(email);
  await block.getByRole("button", { name: "S'inscrire" }).click();
  await expect(page).toHaveURL(/\/faq#newsletter$/);
  await expect(block.getByRole("status")).toHaveText("Merci ! Confirmez votre inscription grâce au lien envoyé par e-mail pour recevoir votre code de 10 %.");
  await expect(block.getByLabel("Adresse e-mail")).not.toHaveAttribute("aria-invalid", "true");
  await waitForMail(email, (m) => m.subject === "Confirmez votre inscription à la newsletter");

  // The message is shown once: the page loaded again says nothing more.
  await page.reload();
  await expect(block.getByRole("status")).toHaveCount(0);
});

test("'Mes rendez-vous', without JavaScript: the confirmation link asked for, then a booking cancelled", async ({
  page,
  browser,
  baseURL,
  extraHTTPHeaders,
}) => {
  test.slow();
  const email = uniqueEmail("mesrdv-sans-script");
  const day = parisDayWhere(6, (weekday) => weekday !== 3);
  // The service's id, as the booking dialog (scripts on) sends it.
  const scripted = await browser.newPage({ baseURL, extraHTTPHeaders, javaScriptEnabled: true });
  const serviceId = await serviceIdOf(scripted, "Coupe + shampoing", day).finally(() => scripted.close());
  // A booking made with the address the account will have: the latest free time, the next one if just taken.
  const free = async () => ((await (await page.request.get(`/api/booking/slots?serviceId=${serviceId}&date=${day.iso}`)).json()) as { slots: string[] }).slots;
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, "0");
  let timeSlot = "";
  for (const slot of (await free()).reverse()) {
    const answer = await page.request.post("/api/bookings", {
      form: { serviceId, barberId: "", date: day.iso, timeSlot: slot, name: "Jean Sansscript", email, phone: `06${digits}` },
      headers: { Origin: new URL(baseURL!).origin },
    });
    if (answer.status() === 200) {
      timeSlot = slot;
      break;
    }
  }
  expect(timeSlot).not.toBe("");

  await signUpThroughForm(page, email, { redirect: encodeURIComponent("/account/bookings") });
  await expect(page).toHaveURL(/\/account\/bookings$/);
  await page.getByRole("button", { name: "Recevoir le lien de confirmation" }).click();
  await expect(page.getByRole("status")).toHaveText(`Un lien de confirmation a été envoyé à ${email}`);
  const mail = await waitForMail(email, (m) => m.subject === "Confirmez votre adresse e-mail");
  const link = /href="([^"]*\/account\/confirm-email\/[A-Za-z0-9_-]+)"/.exec(String(mail.html))?.[1];
  await page.goto(new URL(link!).pathname);
  await expect(page).toHaveURL(/\/account\/bookings$/);

  // Without scripts there is no dialog to confirm in: the button cancels, and the page says so.
  const upcoming = page.getByRole("list", { name: "Rendez-vous à venir" }).getByRole("listitem");
  await expect(upcoming).toHaveCount(1);
  await upcoming.getByRole("button", { name: new RegExp(`^Annuler le rendez-vous du .* à ${timeSlot}$`) }).click();
  await expect(page.getByRole("status")).toHaveText("Votre rendez-vous est annulé. Le créneau est de nouveau proposé à la réservation.");
  await expect(upcoming).toContainText("Annulé");
  expect(await free()).toContain(timeSlot);
});

test("the administrator signs in and out without JavaScript: 'Déconnexion' is a form the browser posts", async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole("button", { name: "Déconnexion" }).first().click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText("Espace réservé aux administrateurs")).toBeVisible();
  // The session is gone, not only the page: the admin's pages send back to the sign-in.
  await page.goto("/admin/bookings");
  await expect(page).toHaveURL(/\/admin$/);
  // The address alone signs nobody out and shows nothing.
  expect((await page.request.get("/admin/deconnexion", { maxRedirects: 0 })).status()).toBe(302);
});
