import { expect, test, waitForLive } from "./support/fixtures";

// What a page paints comes before its scripts (app/entry.server.tsx, decision 0024): the page's
// scripts are asked for once its first frame is drawn, its largest image is fetched at high
// priority and never lazily, and the headings' font is one small file, used.

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

/** When the route modules were named (React Router's module script sets the global last). */
function watchRouteModules() {
  Object.defineProperty(window, "__reactRouterRouteModules", {
    configurable: true,
    set(modules: unknown) {
      Object.defineProperty(window, "__reactRouterRouteModules", { value: modules, writable: true, configurable: true });
      (window as { __modulesAt?: number }).__modulesAt = performance.now();
    },
  });
}

for (const [kind, cookie] of [
  ["kept for every visitor", null],
  ["rendered for a visitor with a cookie", "vu=1"],
] as const) {
  test(`a phone's page ${kind}: its scripts are asked for after its first frame, its largest image at high priority`, async ({ page, context, baseURL }) => {
    if (cookie) await context.addCookies([{ name: "vu", value: "1", url: baseURL! }]);
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto("/shop");
    const product = await page.locator("a[href^='/shop/product/']").first().getAttribute("href");
    await page.addInitScript(watchRouteModules);
    for (const path of ["/", "/shop", product!]) {
      // As the server writes it: no preload, and a module script that waits for the first frame,
      // then preloads the page's scripts and imports its route modules.
      const html = await (await page.request.get(path)).text();
      expect(html, path).not.toContain('<link rel="modulepreload"');
      const script = html.match(/<script\b[^>]*type="module"[^>]*>([^<]*)<\/script>/)?.[1] ?? "";
      expect(script, path).toMatch(/^await new Promise\(.*observe\(\{type:"paint",buffered:true\}\)/);
      expect(script, path).not.toMatch(/^import /m);
      const listed = JSON.parse(script.match(/(\["\/assets\/[^\]]*\])\.forEach/)?.[1] ?? "[]") as string[];
      expect(listed.length, path).toBeGreaterThanOrEqual(5);
      // Images fetched with the page: the shop's first row, else the page's own first image only
      // (a product's suggestions, below it, wait until they near the screen).
      const imagePreloads = [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].length;
      expect(imagePreloads, path).toBe(path === "/shop" ? 4 : 1);

      await page.goto(path);
      await waitForLive(page);
      const seen = await page.evaluate(() => ({
        // The time of the frame's rendering (its presentation on screen comes a little later).
        paint: ((entry) => entry?.paintTime ?? entry?.startTime ?? Infinity)(
          performance.getEntriesByName("first-contentful-paint")[0] as (PerformanceEntry & { paintTime?: number }) | undefined,
        ),
        modules: (window as { __modulesAt?: number }).__modulesAt ?? -1,
        preloads: [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute("href")),
      }));
      // The first frame was drawn before the page's modules were run.
      expect(seen.paint, path).toBeLessThan(seen.modules);
      for (const href of listed) expect(seen.preloads, path).toContain(href);
      const largest = await largestPaint(page);
      expect(largest, path).toMatchObject({ tag: "IMG", priority: "high" });
      expect(largest.loading, path).not.toBe("lazy");
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
