import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetConfig } from "./config.server";
import { readFlash, redirectWithFlash } from "./flash.server";

const cookieOf = (response: Response) => response.headers.get("Set-Cookie")!.split(";")[0]!;
const requestWith = (cookie: string) => new Request("http://localhost/", { headers: { Cookie: cookie } });

describe("flash message", () => {
  beforeEach(() => {
    vi.stubEnv("AUTH_SECRET", "f".repeat(40));
    resetConfig();
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    resetConfig();
  });

  it("carries a message across a redirect once, then clears it", async () => {
    const response = await redirectWithFlash("/shop", { type: "error", message: "Produit non trouvé" });
    expect(response.headers.get("Location")).toBe("/shop");
    expect(response.headers.get("Set-Cookie")).toMatch(/HttpOnly/i);
    expect(response.headers.get("Set-Cookie")).not.toMatch(/Secure/i);
    const { flash, headers } = await readFlash(requestWith(cookieOf(response)));
    expect(flash).toEqual({ type: "error", message: "Produit non trouvé" });
    expect(headers.get("Set-Cookie")).toMatch(/^flash=;.*Max-Age=0/);
  });

  it("keeps the form and the field it answers, for a page sent without scripts", async () => {
    const answer = { type: "error", message: "Veuillez entrer une adresse email valide", form: "newsletter", field: "email" } as const;
    const response = await redirectWithFlash("/#newsletter", answer);
    expect((await readFlash(requestWith(cookieOf(response)))).flash).toEqual(answer);
    const tooLong = await redirectWithFlash("/", { ...answer, field: "x".repeat(51) });
    expect((await readFlash(requestWith(cookieOf(tooLong)))).flash).toBeNull();
  });

  it("shows nothing of a cookie it did not sign, and clears it", async () => {
    const forged = `flash=${encodeURIComponent(btoa(JSON.stringify({ type: "info", message: "Appelez le 0899 000 000" })))}`;
    const { flash, headers } = await readFlash(requestWith(forged));
    expect(flash).toBeNull();
    expect(headers.get("Set-Cookie")).toMatch(/Max-Age=0/);
    vi.stubEnv("AUTH_SECRET", "g".repeat(40));
    resetConfig();
    const signedElsewhere = cookieOf(await redirectWithFlash("/", { type: "info", message: "Autre secret" }));
    vi.stubEnv("AUTH_SECRET", "f".repeat(40));
    resetConfig();
    expect((await readFlash(requestWith(signedElsewhere))).flash).toBeNull();
  });

  it("is Secure once the site is on https", async () => {
    vi.stubEnv("PUBLIC_URL", "https://salon.example.fr");
    vi.stubEnv("PAYMENT_MODE", "demo");
    resetConfig();
    expect((await redirectWithFlash("/", { type: "success", message: "ok" })).headers.get("Set-Cookie")).toMatch(/; Secure/i);
  });
});
