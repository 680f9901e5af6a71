import type { APIResponse } from "@playwright/test";
import { PASSWORD, uniqueEmail } from "./support/accounts";
import { clientAddressOf, expect, test } from "./support/fixtures";

// Every refusal past a limit says when to try again (Retry-After, in seconds, within the limit's
// window), and says it in French; an IPv6 client is one client for its whole /64.

/**
 * The seconds a 429 asks to wait, checked to lie within the limit's window and, for a window just
 * opened by the test, near its whole length (what is really left, not a stock value).
 */
function retryAfter(res: APIResponse, windowSeconds: number, atLeast = 1): number {
  expect(res.status(), res.url()).toBe(429);
  const seconds = Number(res.headers()["retry-after"]);
  expect(Number.isInteger(seconds) && seconds >= atLeast && seconds <= windowSeconds, `Retry-After ${res.headers()["retry-after"]}`).toBe(true);
  return seconds;
}

test("sign-in past the per-address limit: 429 with Retry-After, for any address of one IPv6 /64", async ({ request, baseURL }, testInfo) => {
  const [a, b] = clientAddressOf(testInfo.testId, 1000 * testInfo.repeatEachIndex)
    .split(".")
    .slice(1);
  const block = `2001:db8:${a}:${b}`;
  const attempt = (address: string) =>
    request.post("/login", {
      headers: { Origin: baseURL!, "X-Forwarded-For": address },
      form: { email: uniqueEmail("bloc"), password: "Mauvais-Passe-1!", redirect: "/" },
      maxRedirects: 0,
    });
  // Ten addresses of one /64, each tried once: one client, ten failures.
  for (let i = 1; i <= 10; i++) expect((await attempt(`${block}::${i.toString(16)}`)).status()).toBe(401);
  const refused = await attempt(`${block}:ffff:ffff:ffff:ffff`);
  retryAfter(refused, 10 * 60, 9 * 60);
  expect(await refused.text()).toContain("Trop de tentatives de connexion");
  // The next /64 is another client.
  expect((await attempt(`2001:db8:${a}:${Number(b) + 1}::1`)).status()).toBe(401);
});

test("sign-in past the per-account limit, a public form past its limit and Better Auth's own limiter answer Retry-After", async ({
  request,
  baseURL,
}, testInfo) => {
  const from = (n: number) => ({ Origin: baseURL!, "X-Forwarded-For": clientAddressOf(testInfo.testId, 1000 * testInfo.repeatEachIndex + 100 + n) });

  // One account, wrong passwords from many addresses.
  const email = uniqueEmail("compte");
  for (let i = 0; i < 10; i++) {
    const res = await request.post("/login", { headers: from(i), form: { email, password: "Mauvais-Passe-1!", redirect: "/" }, maxRedirects: 0 });
    expect(res.status()).toBe(401);
  }
  retryAfter(await request.post("/login", { headers: from(10), form: { email, password: PASSWORD, redirect: "/" }, maxRedirects: 0 }), 15 * 60, 14 * 60);

  // The newsletter form: five an hour per address.
  const subscribe = () => request.post("/api/newsletter", { headers: from(20), form: { email: uniqueEmail("lettre") } });
  for (let i = 0; i < 5; i++) expect((await subscribe()).status()).toBe(200);
  const newsletter = await subscribe();
  retryAfter(newsletter, 60 * 60, 59 * 60);
  expect((await newsletter.json()).message).toBe("Trop de tentatives. Veuillez réessayer plus tard.");

  // Better Auth's endpoints, limited by the library itself (100 a minute): the same French refusal.
  const direct = () => request.get("/api/auth/get-session", { headers: from(30) });
  let res = await direct();
  for (let i = 0; i < 110 && res.status() !== 429; i++) res = await direct();
  retryAfter(res, 60);
  expect((await res.json()).message).toBe("Trop de tentatives. Veuillez réessayer plus tard.");
});
