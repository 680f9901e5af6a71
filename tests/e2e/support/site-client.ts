import { randomUUID } from "node:crypto";
import type { Browser, Locator, Page } from "@playwright/test";
import { PASSWORD } from "./accounts";
import { expect, waitForHydration } from "./fixtures";

// What a customer's browser sends, as plain HTTP requests: for journeys that drive the built
// server at a rate or in ways a page would not (bursts, several instances), each request from
// its own client address.

/** A Paris day some days ahead, ISO, as the calendar names it, and its weekday (Monday = 1 … Sunday = 7). */
export function parisDay(daysAhead: number) {
  const day = new Date(Date.now() + daysAhead * 86_400_000);
  const iso = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(day);
  return {
    iso,
    ahead: daysAhead,
    long: new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", weekday: "long", day: "numeric", month: "long" }).format(day),
    weekday: new Date(`${iso}T12:00:00Z`).getUTCDay() || 7,
  };
}

/**
 * The first Paris day at least `daysAhead` days ahead whose weekday suits (a barber's working day:
 * the demo team's Karim is off on Mondays, Yanis on Wednesdays, Lucas on Sundays).
 */
export function parisDayWhere(daysAhead: number, suits: (weekday: number) => boolean) {
  for (let ahead = daysAhead; ; ahead++) {
    const day = parisDay(ahead);
    if (suits(day.weekday)) return day;
  }
}

// `origin`: the site's public address (PUBLIC_URL), when the request goes to an instance behind it.
const headers = (origin: string, ip: string, extra: Record<string, string> = {}) => ({ Origin: origin, "X-Forwarded-For": ip, ...extra });

/**
 * The id of a service, as the booking dialog sends it when asking for a day's free times (the
 * page is left on the home page, the dialog closed).
 */
export async function serviceIdOf(page: Page, title = "Coupe + shampoing", day = parisDay(5)): Promise<string> {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("button", { name: `Réserver : ${title}` }).click();
  await page.locator("#booking").getByRole("button", { name: "Réserver maintenant" }).click();
  const dialog = page.getByRole("dialog", { name: "Réserver votre rendez-vous" });
  const dayButton = dialog.getByRole("button", { name: new RegExp(day.long, "i") });
  await showMonthOf(dialog, dayButton);
  const slotsCall = page.waitForRequest((r) => r.url().includes("/api/booking/slots"));
  await dayButton.click();
  const serviceId = new URL((await slotsCall).url()).searchParams.get("serviceIds")!;
  await page.keyboard.press("Escape");
  return serviceId;
}

/** The same, from a page of its own on a server a journey started itself. */
export async function serviceIdAt(browser: Browser, url: string): Promise<string> {
  const page = await browser.newPage({ baseURL: url });
  try {
    return await serviceIdOf(page);
  } finally {
    await page.close();
  }
}

/** What the slots API answers: the free times (of one barber, or of any), and the barbers working that day. */
export async function slotsAnswer(
  url: string,
  serviceId: string,
  date: string,
  barberId = "",
): Promise<{ slots: string[]; barbers: Array<{ id: string; name: string }> }> {
  const res = await fetch(`${url}/api/booking/slots?serviceId=${serviceId}&date=${date}&barberId=${barberId}`);
  if (res.status !== 200) throw new Error(`slots: ${res.status} ${await res.text()}`);
  return (await res.json()) as { slots: string[]; barbers: Array<{ id: string; name: string }> };
}

/** The free times of a day: of one barber, or (none given) of any. */
export async function freeSlots(url: string, serviceId: string, date: string, barberId = ""): Promise<string[]> {
  return (await slotsAnswer(url, serviceId, date, barberId)).slots;
}

/** A booking as the dialog sends it. */
export function book(
  url: string,
  ip: string,
  fields: { serviceId: string; date: string; timeSlot: string; name: string; email: string; phone: string; barberId?: string },
  origin = url,
) {
  return fetch(`${url}/api/bookings`, {
    method: "POST",
    headers: headers(origin, ip, { "Content-Type": "application/x-www-form-urlencoded" }),
    body: new URLSearchParams(fields),
  });
}

/** The session cookie of what a Set-Cookie list gives. */
const sessionCookie = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .filter((c) => c.startsWith("better-auth."))
    .join("; ");

/** Signs up through the /signup form; answers the new session's Cookie header. */
export async function signUp(url: string, email: string, ip: string, origin = url): Promise<string> {
  const res = await fetch(`${url}/signup`, {
    method: "POST",
    redirect: "manual",
    headers: headers(origin, ip, { "Content-Type": "application/x-www-form-urlencoded" }),
    body: new URLSearchParams({ firstName: "Jean", lastName: "Client", dateOfBirth: "1990-05-12", email, password: PASSWORD, confirmPassword: PASSWORD }),
  });
  const cookie = sessionCookie(res);
  if (res.status !== 302 || !cookie) throw new Error(`sign-up of ${email}: ${res.status}`);
  return cookie;
}

export type CatalogueLine = { productId: string; name: string; priceCents: number; stock: number };

/** Every product of /shop with today's price and stock, as the cart asks the server for them. */
export async function catalogue(url: string, origin = url): Promise<CatalogueLine[]> {
  const html = await (await fetch(`${url}/shop`)).text();
  const ids = [...new Set([...html.matchAll(/\/shop\/product\/([0-9a-f-]{36})/g)].map((m) => m[1]!))];
  const res = await fetch(`${url}/api/cart`, {
    method: "POST",
    headers: headers(origin, "10.250.0.1", { "Content-Type": "application/json" }),
    body: JSON.stringify({ lines: ids.map((productId) => ({ productId, quantity: 1 })) }),
  });
  return ((await res.json()) as { lines: CatalogueLine[] }).lines;
}

/**
 * An order of one item picked up at the salon, paid in demonstration mode, as the checkout page
 * posts it: a 303 to /success?order=… when placed.
 */
export function payOrder(url: string, ip: string, cookie: string, product: CatalogueLine) {
  return fetch(`${url}/checkout`, {
    method: "POST",
    redirect: "manual",
    headers: headers(url, ip, { "Content-Type": "application/json", Cookie: cookie }),
    body: JSON.stringify({
      intent: "pay",
      lines: [{ productId: product.productId, quantity: 1 }],
      deliveryMode: "pickUpInStore",
      expectedTotalCents: product.priceCents,
      attemptId: randomUUID(),
    }),
  });
}

/** The order number a placed order was sent to, or null. */
export function placedOrderNumber(res: Response): string | null {
  const location = res.status === 303 ? res.headers.get("Location") : null;
  return location ? new URL(location, "http://x").searchParams.get("order") : null;
}

/**
 * Leaves the booking dialog's calendar on the month of `day` (this month or the next), once the
 * calendar is there: looked for earlier, a day of this month is not found yet and the next month shows.
 */
export async function showMonthOf(dialog: Locator, day: Locator) {
  await expect(dialog.getByRole("grid")).toBeVisible();
  if (!(await day.isVisible())) await dialog.getByRole("button", { name: /mois suivant/i }).click();
}

/**
 * The home page's booking dialog for 'Coupe + shampoing', on the month of `iso`: the dialog and
 * that day's cell in its calendar.
 */
export async function bookingDialogAt(page: Page, iso: string) {
  await page.goto("/");
  // Clicks before hydration do nothing: tried again until the service is chosen.
  const consent = page.getByRole("region", { name: /cookies/i });
  const service = page.getByRole("button", { name: "Réserver : Coupe + shampoing" });
  await expect(async () => {
    if (await consent.isVisible()) await consent.getByRole("button", { name: "Refuser" }).click();
    if (await service.isVisible()) await service.click();
    await expect(page.locator("#booking").getByRole("heading", { name: "Coupe + shampoing" })).toBeVisible({ timeout: 1000 });
  }).toPass();
  await page.locator("#booking").getByRole("button", { name: "Réserver maintenant" }).click();
  const dialog = page.getByRole("dialog", { name: "Réserver votre rendez-vous" });
  await expect(dialog).toBeVisible();
  const cell = dialog.locator(`[data-day="${iso}"]`);
  await showMonthOf(dialog, cell);
  await expect(cell).toBeVisible();
  return { dialog, cell };
}

/** The home page's booking dialog for `service`: a press before hydration does nothing, so it is tried again until the service is chosen. */
export async function openDialog(page: Page, service = "Coupe + shampoing") {
  await page.goto("/");
  const consent = page.getByRole("region", { name: /cookies/i });
  const booking = page.locator("#booking");
  await expect(async () => {
    if (await consent.isVisible()) await consent.getByRole("button", { name: "Refuser" }).click();
    if (!(await booking.getByRole("heading", { name: service }).isVisible())) await page.getByRole("button", { name: `Réserver : ${service}` }).click();
    await expect(booking.getByRole("heading", { name: service })).toBeVisible({ timeout: 1000 });
  }).toPass();
  await booking.getByRole("button", { name: "Réserver maintenant" }).click();
  const dialog = page.getByRole("dialog", { name: "Réserver votre rendez-vous" });
  await expect(dialog).toBeVisible();
  return dialog;
}
