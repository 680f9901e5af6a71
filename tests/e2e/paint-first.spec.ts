import { expect, test, waitForLive } from "./support/fixtures";

// What a page paints comes before its scripts (app/entry.server.tsx, decision 0024): the scripts
// React Router preloads are fetched at low priority, the page's largest image at high priority and
// never lazily, and the headings' font is one small file, used.

async function largestPaint(page: import("@playwright/test").Page) {
  return page.evaluate(
    () =>
      new Promise<{ tag: string; priority: string; loading: string; src: string }>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[];
          const element = entries[entries.length - 1]?.element as HTMLImageElement | null;
          resolve({
            tag: element?.tagName ?? "",
            priority: element?.getAttribute("fetchpriority") ?? "",
            loading: element?.getAttribute("loading") ?? "",
            src: element?.getAttribute("src") ?? "",
          });
        }).observe({ type: "largest-contentful-paint", buffered: true });
      }),
  );
}

for (const [kind, cookie] of [
  ["kept for every visitor", null],
  ["rendered for a visitor with a cookie", "vu=1"],
] as const) {
  test(`a phone's page ${kind}: scripts at low priority, its largest image at high priority`, async ({ page, context, baseURL }) => {
    if (cookie) await context.addCookies([{ name: "vu", value: "1", url: baseURL! }]);
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto("/shop");
    const product = await page.locator("a[href^='/shop/product/']").first().getAttribute("href");
    for (const path of ["/", "/shop", product!]) {
      // As the server writes it (once live, the page's on-demand code is preloaded as it is asked for).
      const html = await (await page.request.get(path)).text();
      const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*>/g)].map(([link]) => link);
      expect(preloads.length, path).toBeGreaterThanOrEqual(5);
      expect(
        preloads.filter((link) => !link.includes(' fetchpriority="low"')),
        path,
      ).toEqual([]);
      await page.goto(path);
      const largest = await largestPaint(page);
      expect(largest, path).toMatchObject({ tag: "IMG", priority: "high" });
      expect(largest.loading, path).not.toBe("lazy");
      await waitForLive(page);
    }
  });
}

test("the headings' font is one file of about 20 KB, loaded and drawn", async ({ page }) => {
  const fonts: number[] = [];
  page.on("response", async (response) => {
    if (response.url().endsWith(".woff2")) fonts.push((await response.body()).length);
  });
  await page.goto("/about");
  await waitForLive(page);
  const drawn = await page.evaluate(async () => {
    await document.fonts.ready;
    return {
      family: getComputedStyle(document.querySelector("h1")!).fontFamily,
      faces: [...document.fonts].filter((face) => face.family.replaceAll('"', "") === "Playfair Display").map((face) => face.status),
    };
  });
  expect(drawn.family).toMatch(/^"Playfair Display"/);
  expect(drawn.faces).toEqual(["loaded"]);
  expect(fonts).toHaveLength(1);
  expect(fonts[0]).toBeLessThan(25 * 1024);
});
