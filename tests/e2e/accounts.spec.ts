import { clientAddressOf, expect, test, waitForHydration, waitForLive } from "./support/fixtures";
import { E2E_ADMIN } from "./support/global-setup";
import { expectSignedInAs, PASSWORD, signInThroughForm, signUpThroughForm, uniqueEmail } from "./support/accounts";
import { waitForMail } from "./support/mailbox";

test("sign up, see the welcome mail, sign out, sign back in", async ({ page }) => {
  const email = uniqueEmail("inscription");
  await page.goto("/signup");
  // The strength meter is drawn once the page is live (its scripts come after its first paint).
  await waitForLive(page);
  await page.getByLabel("Mot de passe", { exact: true }).fill("Abcdef1!");
  await expect(page.getByText("Force du mot de passe : Faible")).toBeVisible();
  await page.getByLabel("Mot de passe", { exact: true }).fill("Abcdefgh1!");
  await expect(page.getByText("Force du mot de passe : Moyen")).toBeVisible();

  await signUpThroughForm(page, email);
  await expect(page).toHaveURL(/\/$/);
  await expectSignedInAs(page, email);
  const welcome = await waitForMail(email, (m) => m.subject === "Bienvenue chez Monsieur Moustache");
  expect(welcome.html).toContain("Bienvenue Jean");

  await page.getByRole("button", { name: `Mon compte (${email})` }).click();
  await page.getByRole("menuitem", { name: "Se déconnecter" }).click();
  await expect(page.getByText("Déconnexion réussie")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("link", { name: "Connexion" })).toBeVisible();

  await signInThroughForm(page, email);
  await expect(page.getByText("Connexion réussie")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expectSignedInAs(page, email);
});

test("strangers' failed sign-ins from many addresses lock the account out of new browsers, not out of its owner's", async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.slow();
  const email = uniqueEmail("fidele");
  // The session ends (as after signing out or its expiry); the device cookie, if any, stays.
  const endSession = () => page.context().clearCookies({ name: "better-auth.session_token" });
  await signUpThroughForm(page, email);
  await expectSignedInAs(page, email);
  await endSession();
  // One sign-in: the browser keeps a device cookie for a year.
  await page.goto("/login");
  await signInThroughForm(page, email);
  await expect(page.getByText("Connexion réussie")).toBeVisible();
  const device = (await page.context().cookies()).find((cookie) => cookie.name === "sign-in-device");
  expect(device).toMatchObject({ httpOnly: true, sameSite: "Lax" });
  await endSession();

  // Strangers, each from an address of its own, with no cookie.
  for (let i = 0; i < 12; i++) {
    const answer = await request.post("/login", {
      form: { email, password: "Mauvais-Passe-2026!", redirect: "/" },
      headers: { Origin: baseURL!, "X-Forwarded-For": clientAddressOf(testInfo.testId, 100 + i) },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(i < 10 ? 401 : 429);
  }

  const fresh = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": clientAddressOf(testInfo.testId, 200) } });
  try {
    const other = await fresh.newPage();
    await other.goto("/login");
    await signInThroughForm(other, email);
    await expect(other.getByText("Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes.").first()).toBeVisible();
    await expect(other).toHaveURL(/\/login$/);
  } finally {
    await fresh.close();
  }

  await page.goto("/login");
  await signInThroughForm(page, email);
  await expect(page.getByText("Connexion réussie")).toBeVisible();
  await expectSignedInAs(page, email);
});

test("sign-up refuses a weak password and different confirmations, in French, under the fields", async ({ page }) => {
  await signUpThroughForm(page, uniqueEmail("faible"), { password: "motdepasse" });
  const password = page.getByLabel("Mot de passe", { exact: true });
  const confirmation = page.getByLabel("Confirmer le mot de passe");
  // The error first, then the password's rules, both read with the field.
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expect(password).toHaveAccessibleDescription(/^Le mot de passe ne respecte pas les critères de sécurité requis Critères du mot de passe/);
  await expect(password).toBeFocused();
  await expect(confirmation).not.toHaveAttribute("aria-invalid", "true");

  await confirmation.fill("Autre-Chose-2026");
  await password.fill(PASSWORD);
  // Checked again as it is typed: the password is right now, the confirmation is not.
  await expect(password).not.toHaveAttribute("aria-invalid", "true");
  await expect(confirmation).toHaveAttribute("aria-invalid", "true");
  await expect(confirmation).toHaveAccessibleDescription("Les mots de passe ne correspondent pas");
  await page.getByRole("button", { name: "Créer mon compte" }).click();
  await expect(confirmation).toBeFocused();
  await expect(page).toHaveURL(/\/signup$/);
});

test("an existing account is told to sign in, then lands on login with the e-mail typed", async ({ page, browser }) => {
  const email = uniqueEmail("existant");
  const other = await browser.newPage();
  await signUpThroughForm(other, email);
  await expectSignedInAs(other, email);
  await other.close();

  await signUpThroughForm(page, email);
  await expect(page.getByText("Un compte existe déjà avec cet email. Connectez-vous !")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 8000 });
  await expect(page.getByLabel("Email")).toHaveValue(email);
});

test("checkout asks to sign in and comes back to /checkout; a wrong password is refused", async ({ page, browser }) => {
  const email = uniqueEmail("retour");
  const other = await browser.newPage();
  await signUpThroughForm(other, email);
  await expectSignedInAs(other, email);
  await other.close();

  await page.goto("/shop");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Ajouter au panier : Huile Barbe" }).click();
  await page.goto("/checkout");
  await expect(page).toHaveURL(/\/login\?redirect=\/checkout$/);
  await signInThroughForm(page, email, "Mauvais-Passe-1!");
  await expect(page.getByText("Email ou mot de passe incorrect")).toBeVisible();
  await signInThroughForm(page, email);
  await expect(page).toHaveURL(/^[^?]*\/checkout$/);
  await expect(page.getByRole("heading", { name: "Finaliser ma commande" })).toBeVisible();

  // Signed in, /login goes straight to the target; an outside target is ignored.
  await page.goto("/login?redirect=/checkout");
  await expect(page).toHaveURL(/^[^?]*\/checkout$/);
  await page.goto("/login?redirect=https://evil.example/");
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test("a crafted redirect target never takes a signed-in visitor off the site", async ({ page, baseURL }) => {
  const site = new URL(baseURL!).origin;
  // Every request the browser makes, redirects followed included (evil.example never resolves).
  const left: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).origin !== site) left.push(request.url());
  });
  const crafted = ["/.//evil.example/x", "/%2e//evil.example/x", "/a/..//evil.example/", "/./%2e//evil.example", "/%252F%252Fevil.example"];

  // Signing up through the form with a crafted target lands at home.
  const email = uniqueEmail("cible");
  await signUpThroughForm(page, email, { redirect: crafted[1] });
  await expect(page).toHaveURL(`${site}/`);
  await expectSignedInAs(page, email);

  // Signed in, /login and /signup send straight to the target: here, home.
  const landed: string[] = [];
  for (const path of ["/login", "/signup"]) {
    for (const target of crafted) {
      // A navigation that fails (a host off the site cannot be reached here) is reported as such.
      const failed = await page.goto(`${path}?redirect=${target}`).then(
        () => null,
        (error: Error) => error.message.split("\n")[0],
      );
      landed.push(`${path}?redirect=${target} → ${failed ? `✗ ${failed}` : page.url().replace(site, "")}`);
    }
  }
  expect(left).toEqual([]);
  expect(landed.filter((line) => !line.endsWith(" → /"))).toEqual([]);
});

test("forgot password, reset from the e-mailed link, and the link works only once", async ({ page, browser }) => {
  const email = uniqueEmail("oubli");
  const other = await browser.newPage();
  await signUpThroughForm(other, email);
  await expectSignedInAs(other, email);
  await other.close();

  await page.goto("/reset-password");
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByText("Token de réinitialisation manquant")).toBeVisible();

  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Envoyer le lien" }).click();
  await expect(page.getByText("Si un compte existe pour cette adresse")).toBeVisible();
  const mail = await waitForMail(email, (m) => m.subject === "Réinitialisation de votre mot de passe");
  const link = mail.text!.match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/)![0];

  await page.goto(link);
  const submit = page.getByRole("button", { name: "Mettre à jour le mot de passe" });
  // The spec's button: disabled while the password is invalid or not confirmed.
  await expect(submit).toBeDisabled();
  const newPassword = "Nouveau-Passe-2027";
  await page.getByLabel("Nouveau mot de passe").fill(newPassword);
  await expect(page.getByText("Force du mot de passe : Fort")).toBeVisible();
  await expect(submit).toBeDisabled();
  const confirmation = page.getByLabel("Confirmer le mot de passe");
  await confirmation.fill(`${newPassword}x`);
  await expect(submit).toBeDisabled();
  await confirmation.fill(newPassword);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Votre mot de passe a été mis à jour")).toBeVisible();
  await signInThroughForm(page, email, newPassword);
  await expectSignedInAs(page, email);

  await page.goto(link);
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByText("Le lien de réinitialisation est invalide ou a expiré. Veuillez demander un nouveau lien.")).toBeVisible();
});

test("a customer cannot enter the admin area", async ({ page }) => {
  const email = uniqueEmail("client");
  await signUpThroughForm(page, email);
  await expectSignedInAs(page, email);
  await page.goto("/admin/bookings");
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByText("Vous n'avez pas les droits d'accès administrateur")).toBeVisible();
  await page.goto("/admin/orders");
  await expect(page).toHaveURL(/\/admin$/);
});

test("the administrator signs in, lands on the bookings, and signs out to /admin", async ({ page }) => {
  await page.goto("/admin");
  await expect(page.getByText("Espace réservé aux administrateurs")).toBeVisible();
  const password = page.getByLabel("Mot de passe", { exact: true });
  await password.fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Afficher le mot de passe" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Mot de passe", { exact: true }).fill("Mauvais-Passe-1!");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByText("Email ou mot de passe incorrect")).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);

  await page.getByLabel("Mot de passe", { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/admin\/bookings$/);
  await expect(page.getByRole("link", { name: "Rendez-vous" }).first()).toHaveAttribute("aria-current", "page");
  await page.getByRole("link", { name: "Commandes" }).first().click();
  await expect(page.getByRole("link", { name: "Commandes" }).first()).toHaveAttribute("aria-current", "page");

  // An unknown admin address: a French 404 inside the shell, not a silent redirect.
  const unknown = await page.goto("/admin/inconnu");
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page introuvable" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Administration" })).toBeVisible();

  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/bookings$/);
  await page.getByRole("button", { name: "Déconnexion" }).first().click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText("Déconnexion réussie")).toBeVisible();
});
