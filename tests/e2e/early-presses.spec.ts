import { expect, test, waitForLive } from "./support/fixtures";

// The early presses' script (app/lib/early-presses.ts) runs under the page's policy, whether the page
// was kept for every visitor (its inline scripts allowed by hash) or rendered for this one (by nonce).
for (const [kind, cookie] of [
  ["kept for every visitor", null],
  ["rendered for a visitor with a cookie", "vu=1"],
] as const) {
  test(`the early presses' script runs on a page ${kind}`, async ({ page, context, baseURL }) => {
    if (cookie) await context.addCookies([{ name: "vu", value: "1", url: baseURL! }]);
    const refused: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    const response = await page.goto("/about");
    expect(response?.headers()["content-security-policy"]).toMatch(cookie ? /'nonce-/ : /'sha256-/);
    await waitForLive(page);
    expect(await page.evaluate(() => Array.isArray((window as { __early?: unknown }).__early))).toBe(true);
    expect(refused).toEqual([]);
  });
}
