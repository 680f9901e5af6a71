import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Browser, BrowserContextOptions, Response, TestInfo } from "@playwright/test";
import { balanceMessages as m } from "~/features/gift-cards/balance-messages";
import { checkCharacter, formatGiftCardCode } from "~/features/gift-cards/code";
import { issueGiftCard, ledgerMessages, spendGiftCard } from "~/features/gift-cards/ledger.server";
import { parisWallClock } from "~/lib/paris-time";
import { commonMessages } from "~/lib/result";
import { salon } from "~/lib/salon";
import { services } from "~db/schema";
import { startServer, waitHealthy, type OwnServer } from "../support/own-server";
import { freePort } from "../support/smtp-sink";
import { clientAddressOf, expect, plainSpaces, refuseCookies, test, waitForHydration, watchForText, type Page } from "./support/fixtures";
import { siteWithPastVisits } from "./support/past-visits";
import { axeFindings, findingLine } from "./support/validators";

// The public page of a gift card's balance, on a site of its own whose database holds cards issued
// before it starts: a card typed as people type it, with and without JavaScript, and guessing refused.
test.describe.configure({ mode: "serial", timeout: 120_000 });

type Issued = { code: string; validUntil: string };
const cards = {} as { amount: Issued; service: Issued; expired: Issued; used: Issued };
let dataDir = "";
let url = "";
let server: OwnServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(tmpdir(), "salon-carte-cadeau-"));
  await siteWithPastVisits(dataDir, parisWallClock(new Date()).date, [], async (db) => {
    const issue = (amountCents: number, at = new Date(), service?: { id: string }) =>
      issueGiftCard(
        db,
        {
          kind: service ? "service" : "amount",
          serviceId: service?.id ?? null,
          amountCents,
          recipientName: "Paul Destinataire",
          recipientEmail: "paul.destinataire@example.test",
          buyerEmail: "lea.acheteuse@example.test",
          message: "Bon anniversaire Paul",
          sendOn: parisWallClock(at).date,
        },
        at,
      );
    const amount = await issue(5000);
    await spendGiftCard(db, amount.id, 2000, { note: "boutique" });
    const [formula] = await db.select().from(services).where(eq(services.slug, "formule-complete"));
    const used = await issue(2000);
    await spendGiftCard(db, used.id, 2000, { note: "salon" });
    Object.assign(cards, {
      amount,
      service: await issue(formula!.priceCents, new Date(), formula),
      expired: await issue(3000, new Date("2024-03-10T10:00:00Z")),
      used,
    });
  });
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  server = startServer({ PORT: String(port), PUBLIC_URL: url, DATA_DIR: dataDir, TRUST_PROXY: "true" });
  await waitHealthy(url, server);
});

test.afterAll(async () => {
  if (server) {
    server.child.kill("SIGTERM");
    const exit = await server.exited;
    expect(exit.code, exit.output).toBe(0);
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** A browser of its own, with its own client address. */
async function visitor(browser: Browser, testInfo: TestInfo, who: string, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({
    baseURL: url,
    extraHTTPHeaders: { "X-Forwarded-For": clientAddressOf(`${testInfo.testId}:${who}`, testInfo.repeatEachIndex) },
    ...options,
  });
  return { context, page: await context.newPage() };
}

const codeField = (page: Page) => page.getByLabel(m.codeLabel);
const result = (page: Page) => page.getByRole("article", { name: m.resultTitle });
const isLookup = (response: Response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/carte-cadeau");

/** Types a code and asks for its balance: the lookup's answer. */
async function lookUp(page: Page, code: string): Promise<Response> {
  await codeField(page).fill(code);
  const [answer] = await Promise.all([page.waitForResponse(isLookup), page.getByRole("button", { name: m.submit }).click()]);
  return answer;
}

/** How people type a code from the card: in lower case, in groups of four separated by spaces. */
const asTyped = (code: string) => formatGiftCardCode(code).toLowerCase().replace(/-/g, " ");
const masked = (code: string) => `Code : ••••-••••-••••-${code.slice(-4)}`;

// A code of no card, its check character right (unknown: 404), and the same mistyped (malformed: 400).
const UNKNOWN_BODY = "ABCDEFGHJKMNPQR";
const unknownCode = formatGiftCardCode(UNKNOWN_BODY + checkCharacter(UNKNOWN_BODY));
const malformedCode = formatGiftCardCode(UNKNOWN_BODY + (checkCharacter(UNKNOWN_BODY) === "2" ? "3" : "2"));

test("a card typed with spaces and in lower case shows its balance, its kind and its last day; a mistyped one the same refusal as any", async ({
  browser,
}, testInfo) => {
  // The accessibility checker comes as an injected script.
  const { context, page } = await visitor(browser, testInfo, "visitor", { bypassCSP: true });
  try {
    await page.goto("/carte-cadeau");
    await expect(page).toHaveTitle(`${m.title} | ${salon.name}`);
    await expect(page.getByRole("heading", { level: 1, name: m.title })).toBeVisible();
    await waitForHydration(page);
    await refuseCookies(page);
    await expect(codeField(page)).toHaveAttribute("autocomplete", "off");
    await expect(codeField(page)).toHaveAttribute("spellcheck", "false");
    await expect(codeField(page)).toHaveAttribute("autocapitalize", "characters");

    expect((await lookUp(page, asTyped(cards.amount.code))).status()).toBe(200);
    await expect(result(page)).toBeVisible();
    const shown = plainSpaces(await result(page).innerText());
    expect(shown).toContain("Solde : 30,00 €");
    expect(shown).toContain(plainSpaces(m.amountCard(5000)));
    await expect(result(page)).toContainText(m.validUntil(cards.amount.validUntil));
    await expect(result(page)).toContainText(masked(cards.amount.code));
    await expect(page).toHaveURL(/\/carte-cadeau$/);
    // Nothing of the buyer, the recipient, the message or the ledger.
    for (const secret of ["Paul", "lea.acheteuse", "anniversaire", cards.amount.code.slice(0, 12)])
      await expect(page.locator("main")).not.toContainText(secret);
    expect((await axeFindings(page, "/carte-cadeau")).map(findingLine)).toEqual([]);

    await lookUp(page, cards.service.code);
    await expect(result(page)).toContainText(m.serviceCard("Formule complète"));

    // A mistyped code: the ledger's one message under the field, the last answer gone.
    const wrong = cards.amount.code.slice(0, 15) + (cards.amount.code.at(-1) === "2" ? "3" : "2");
    expect((await lookUp(page, wrong)).status()).toBe(400);
    await expect(codeField(page)).toHaveAttribute("aria-invalid", "true");
    await expect(codeField(page)).toHaveAccessibleDescription(new RegExp(`^${ledgerMessages.UNKNOWN_CODE}`));
    await expect(result(page)).toBeHidden();
    expect((await axeFindings(page, "/carte-cadeau (code refusé)")).map(findingLine)).toEqual([]);
  } finally {
    await context.close();
  }
});

test("without JavaScript, the form is posted by the browser and the page comes back with the card, or the refusal under the field", async ({
  browser,
}, testInfo) => {
  const { context, page } = await visitor(browser, testInfo, "sans-script", { javaScriptEnabled: false });
  try {
    await page.goto("/carte-cadeau");
    expect((await lookUp(page, asTyped(cards.expired.code))).status()).toBe(200);
    await expect(result(page)).toContainText("Cette carte cadeau n'est plus valable depuis le 10 mars 2025.");
    await expect(result(page)).toContainText(masked(cards.expired.code));

    expect((await lookUp(page, cards.used.code)).status()).toBe(200);
    await expect(result(page)).toContainText(m.used);
    expect(plainSpaces(await result(page).innerText())).toContain("Solde : 0,00 €");

    expect((await lookUp(page, unknownCode)).status()).toBe(404);
    await expect(codeField(page)).toHaveAccessibleDescription(new RegExp(`^${ledgerMessages.UNKNOWN_CODE}`));
    await expect(codeField(page)).toHaveValue(unknownCode);
    await expect(result(page)).toBeHidden();
  } finally {
    await context.close();
  }
});

test("a wrong code 20 times is limited: from the 11th, 429 with Retry-After and the refusal shown; another address still answers", async ({
  browser,
}, testInfo) => {
  const { context, page } = await visitor(browser, testInfo, "devineur");
  try {
    await page.goto("/carte-cadeau");
    await waitForHydration(page);
    await refuseCookies(page);
    const refusal = await watchForText(page, commonMessages.TOO_MANY_REQUESTS);
    const answers: Response[] = [];
    for (let i = 0; i < 20; i++) answers.push(await lookUp(page, i % 2 ? unknownCode : malformedCode));
    expect(answers.map((a) => a.status())).toEqual([400, 404, 400, 404, 400, 404, 400, 404, 400, 404, ...Array<number>(10).fill(429)]);
    expect(Number(await answers[19]!.headerValue("retry-after"))).toBeGreaterThan(0);
    await refusal();

    // Without JavaScript, the same address is refused on the page itself.
    const bare = await context.browser()!.newContext({
      baseURL: url,
      javaScriptEnabled: false,
      extraHTTPHeaders: { "X-Forwarded-For": clientAddressOf(`${testInfo.testId}:devineur`, testInfo.repeatEachIndex) },
    });
    try {
      const plain = await bare.newPage();
      await plain.goto("/carte-cadeau");
      const refused = await lookUp(plain, asTyped(cards.amount.code));
      expect(refused.status()).toBe(429);
      expect(Number(await refused.headerValue("retry-after"))).toBeGreaterThan(0);
      await expect(plain.getByRole("alert").filter({ hasText: commonMessages.TOO_MANY_REQUESTS })).toBeVisible();
      await expect(result(plain)).toBeHidden();
    } finally {
      await bare.close();
    }

    const other = await visitor(browser, testInfo, "autre");
    try {
      await other.page.goto("/carte-cadeau");
      expect((await lookUp(other.page, cards.amount.code)).status()).toBe(200);
      expect(plainSpaces(await result(other.page).innerText())).toContain("Solde : 30,00 €");
    } finally {
      await other.context.close();
    }
  } finally {
    await context.close();
  }
});
