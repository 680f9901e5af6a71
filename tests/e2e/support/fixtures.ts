import { createHash } from "node:crypto";
import { expect, test as base, type Page } from "@playwright/test";

export { expect, type Page };

/**
 * Every journey is its own client: the server trusts the proxy header (TRUST_PROXY=true in the
 * global setup) and each test sends its own forwarded address, so per-address limits are met only
 * where a test means to meet them.
 */
export function clientAddressOf(testId: string, repeat = 0): string {
  const [a, b, c] = createHash("sha256").update(`${testId}#${repeat}`).digest();
  return `10.${a}.${b}.${c! || 1}`;
}

export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, "X-Forwarded-For": clientAddressOf(testInfo.testId, testInfo.repeatEachIndex) });
  },
});

/**
 * Stops the page's clock before it loads: timers (autoplay, rotations) then fire only when the test
 * moves time on with `page.clock.runFor`, however slow the machine is.
 */
export async function freezeClock(page: Page) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
}

/**
 * Watches the page for a text, from now on, in the page itself: a success toast lasts 2 s, which a
 * busy machine's polling can miss. Start it before the action, await it after.
 */
export async function watchForText(page: Page, text: string): Promise<() => Promise<void>> {
  const key = `${text}#${Math.random()}`;
  type Watching = Window & { watchedTexts?: Record<string, Promise<boolean>> };
  await page.evaluate(
    ([wanted, name]) => {
      const found = () => document.body.textContent?.includes(wanted) ?? false;
      const watching = window as Watching;
      watching.watchedTexts ??= {};
      watching.watchedTexts[name] = new Promise<boolean>((resolve) => {
        if (found()) return resolve(true);
        const observer = new MutationObserver(() => {
          if (!found()) return;
          observer.disconnect();
          resolve(true);
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      });
    },
    [text, key] as const,
  );
  return async () => {
    expect(await page.evaluate((name) => (window as Watching).watchedTexts?.[name], key)).toBe(true);
  };
}

/** The page is live: React has hydrated it and pressed again the buttons pressed before (app/lib/early-presses.ts). */
export async function waitForLive(page: Page) {
  await page.waitForFunction(() => (window as { __live?: boolean }).__live === true);
}

/**
 * The page is live, and the cookie banner (its code fetched once the page is live, for a visitor
 * who has not chosen yet) has appeared: nothing else will come over the bottom of the screen.
 */
export async function waitForHydration(page: Page) {
  await waitForLive(page);
  await expect(page.getByRole("region", { name: /cookies/i })).toBeVisible();
}

/** Refuses cookies on the banner, which shows once the page is live: proves it is, and frees the bottom of the screen. */
export async function refuseCookies(page: Page) {
  const banner = page.getByRole("region", { name: /cookies/i });
  await banner.getByRole("button", { name: "Refuser" }).click();
  await expect(banner).toBeHidden();
}

/** French amounts separate thousands and '€' with narrow or no-break spaces: plain spaces, to compare with a written text. */
export const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, " ");

/** The page's scripts are requested as `/assets/<name>-<hash>.js`. */
export const PAGE_SCRIPTS = /\/assets\/[^/]+\.js$/;

/** Requests held back by `holdRequests`: the paths held so far, and what lets them go. */
export type Gate = { release(): void; held: string[] };

/** Holds the page's requests matching `pattern` until `release()`; later ones go through. */
export async function holdRequests(page: Page, pattern: RegExp): Promise<Gate> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(pattern, async (route) => {
    held.push(new URL(route.request().url()).pathname);
    await released;
    // The page may have gone meanwhile (a form sent before the scripts came): nothing to continue.
    await route.fallback().catch(() => undefined);
  });
  return { release, held };
}
