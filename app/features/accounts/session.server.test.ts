import { afterEach, describe, expect, it } from "vitest";
import { parseConfig } from "~/lib/config.server";
import type { Db } from "~db/client.server";
import { createAuth, setAuth } from "./auth.server";
import { authCookies, mayCarrySession, sessionCookieName } from "./session.server";

const env = (publicUrl: string) => ({ PUBLIC_URL: publicUrl, PAYMENT_MODE: "demo", AUTH_SECRET: "s".repeat(32), DATA_DIR: "/nonexistent" });

afterEach(() => setAuth(undefined));

describe("the session cookie's name", () => {
  // No query is made: the name comes from the configuration alone.
  const nameFor = async (publicUrl: string) => {
    setAuth(createAuth(parseConfig(env(publicUrl)), {} as Db));
    return sessionCookieName();
  };

  it("is Better Auth's own, with the __Secure- prefix once the site is on https", async () => {
    expect(await nameFor("http://localhost:3000")).toBe("better-auth.session_token");
    expect(await nameFor("https://www.monsieur-moustache.fr")).toBe("__Secure-better-auth.session_token");
  });
});

describe("mayCarrySession", () => {
  const plain = "better-auth.session_token";
  const secure = "__Secure-better-auth.session_token";

  it("says no for a visitor without cookies, or with only the site's other cookies", () => {
    expect(mayCarrySession(null, plain)).toBe(false);
    expect(mayCarrySession("", plain)).toBe(false);
    expect(mayCarrySession("flash=eyJ0eXBlIjoi.sig; cookie-consent=all", plain)).toBe(false);
    // Over https, only the prefixed cookie is read: a bare one left over from http is no session.
    expect(mayCarrySession("better-auth.session_token=abc.sig", secure)).toBe(false);
  });

  it("says yes whenever the session cookie is there, however the header is written", () => {
    expect(mayCarrySession("better-auth.session_token=abc.sig", plain)).toBe(true);
    expect(mayCarrySession("cookie-consent=all;better-auth.session_token=abc.sig", plain)).toBe(true);
    expect(mayCarrySession("a=1;   better-auth.session_token =abc.sig", plain)).toBe(true);
    expect(mayCarrySession("__Secure-better-auth.session_token=abc.sig; flash=x", secure)).toBe(true);
    // A harmless yes: the lookup finds nothing, as before.
    expect(mayCarrySession("__Secure-better-auth.session_token=abc.sig", plain)).toBe(true);
  });
});

describe("authCookies", () => {
  const plain = "better-auth.session_token";
  const secure = "__Secure-better-auth.session_token";

  it("keeps Better Auth's cookies alone, the first of each name, as its own parser reads them", () => {
    expect(authCookies("cookie-consent=all; better-auth.session_token=abc.sig; flash=x", plain)).toBe("better-auth.session_token=abc.sig");
    expect(authCookies("better-auth.dont_remember=t.s;better-auth.session_token = abc.sig ;better-auth.session_token=other.sig", plain)).toBe(
      "better-auth.dont_remember=t.s; better-auth.session_token=abc.sig",
    );
    expect(authCookies("__Secure-better-auth.session_token=abc.sig; better-auth.session_token=old.sig", secure)).toBe(
      "__Secure-better-auth.session_token=abc.sig",
    );
  });

  it("is null without the session cookie of this configuration", () => {
    expect(authCookies("cookie-consent=all; flash=x", plain)).toBeNull();
    expect(authCookies("better-auth.dont_remember=t.s", plain)).toBeNull();
    expect(authCookies("better-auth.session_token=abc.sig", secure)).toBeNull();
    expect(authCookies("__Secure-better-auth.session_token=abc.sig", plain)).toBeNull();
  });
});
