import { expect, test, type Page } from "./support/fixtures";
import { waitForMail } from "./support/mailbox";

async function refuseCookies(page: Page) {
  const banner = page.getByRole("region", { name: /cookies/i });
  await banner.getByRole("button", { name: "Refuser" }).click();
  await expect(banner).toBeHidden();
}

test("the contact form stores the message and the sender receives an acknowledgement", async ({ page }) => {
  await page.goto("/contact");
  await refuseCookies(page);
  await expect(page.getByRole("heading", { name: "Contactez-nous", level: 1 })).toBeVisible();
  await expect(page.getByText("18 avenue Gambetta, 75020 Paris").first()).toBeVisible();
  await expect(page.getByText("Vendredi : 10h - 12h30 et 15h - 20h").first()).toBeVisible();

  await page.getByRole("button", { name: "Envoyer", exact: true }).click();
  // Every field's error under it, read with the field; focus on the first.
  for (const label of ["Nom", "Email", "Sujet", "Message"]) {
    await expect(page.getByLabel(label)).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel(label)).toHaveAccessibleDescription("Veuillez remplir tous les champs");
  }
  await expect(page.getByLabel("Nom")).toBeFocused();
  await page.getByLabel("Nom").fill("Marie Contact");
  await expect(page.getByLabel("Nom")).not.toHaveAttribute("aria-invalid", "true");

  const email = `contact-${Date.now()}@example.test`;
  await page.getByLabel("Nom").fill("Marie Contact");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Sujet").fill("Carte cadeau");
  await page.getByLabel("Message").fill("Bonjour, proposez-vous des cartes cadeaux ?");
  await page.getByRole("button", { name: "Envoyer", exact: true }).click();
  await expect(page.getByText("Merci pour votre message !")).toBeVisible();
  await expect(page.getByLabel("Nom")).toHaveValue("");
  const ack = await waitForMail(email);
  expect(ack.subject).toBe("Nous avons bien reçu votre message");
  // Its own message (a repeated run sends the same subject again): the one whose reply goes to this sender.
  const owner = await waitForMail("owner@e2e.test", (m) => m.subject === "Message du site : Carte cadeau" && m.replyTo?.text?.includes(email) === true);
  expect(owner.replyTo?.text).toContain(email);
});

test("a recruitment application with a PDF reaches the owner with the CV attached", async ({ page }) => {
  await page.goto("/recrutement");
  await refuseCookies(page);
  for (const heading of ["Rejoignez notre équipe", "Pourquoi nous rejoindre ?", "Profils recherchés", "Postulez maintenant"]) {
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  }
  await expect(page.getByText("Au moins 2 ans d'expérience en salon")).toBeVisible();
  await expect(page.getByText(/conservés\s+2 ans/)).toBeVisible();

  const email = `candidat-${Date.now()}@example.test`;
  await page.getByLabel("Prénom").fill("Karim");
  await page.getByLabel("Nom", { exact: true }).fill("Candidat");
  await page.getByLabel("Date de naissance").fill("1997-06-15");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Envoyer ma candidature" }).click();
  // No CV: said under the drop zone, read with its file input, which gets the focus.
  const cvInput = page.locator('input[type="file"][name="cv"]');
  await expect(cvInput).toHaveAttribute("aria-invalid", "true");
  await expect(cvInput).toHaveAccessibleDescription("Veuillez sélectionner votre CV");
  await expect(cvInput).toBeFocused();
  await expect(page.getByLabel("Email")).not.toHaveAttribute("aria-invalid", "true");

  await cvInput.setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("png") });
  await expect(cvInput).toHaveAccessibleDescription("Veuillez sélectionner un fichier PDF ou Word (.doc, .docx)");
  expect(await cvInput.evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0);

  const pdf = Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n");
  await cvInput.setInputFiles({ name: "cv-karim.pdf", mimeType: "application/pdf", buffer: pdf });
  await expect(page.getByText("Fichier sélectionné : cv-karim.pdf")).toBeVisible();
  await expect(page.getByText("Fichier sélectionné : cv-karim.pdf")).toHaveClass(/text-green/);
  await expect(cvInput).not.toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Votre motivation (facultatif)").fill("Barbier depuis 4 ans, passionné de dégradés.");
  await page.getByRole("button", { name: "Envoyer ma candidature" }).click();
  await expect(page.getByText("Merci pour votre candidature !")).toBeVisible();
  await expect(page.getByText("Fichier sélectionné : cv-karim.pdf")).toHaveCount(0);
  expect(await cvInput.evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0);

  const mail = await waitForMail("owner@e2e.test", (m) => m.subject === "Candidature : Karim Candidat" && m.replyTo?.text?.includes(email) === true);
  expect(mail.attachments).toHaveLength(1);
  expect(mail.attachments[0]!.filename).toBe("cv-karim.pdf");
  expect(mail.attachments[0]!.content.toString()).toContain("%PDF-1.4");
});

test("an executable renamed .pdf is refused by the server", async ({ request, baseURL }) => {
  const response = await request.post("/recrutement", {
    headers: { Origin: new URL(baseURL!).origin },
    multipart: {
      firstName: "Robot",
      lastName: "Test",
      dateOfBirth: "1990-01-01",
      email: "robot@example.test",
      cv: { name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.concat([Buffer.from("MZ"), Buffer.alloc(300)]) },
    },
  });
  expect(response.status()).toBe(415);
});
