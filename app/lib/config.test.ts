import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./config.server";

describe("configuration", () => {
  it("has defaults for a local start", () => {
    const config = parseConfig({});
    expect(config).toMatchObject({ port: 3000, publicUrl: "http://localhost:3000", paymentMode: "demo" });
    expect(config.dataDir).toMatch(/data$/);
    expect(config.databaseUrl).toBeUndefined();
  });

  it.each([
    [{ PORT: "abc" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ PUBLIC_URL: "pas une url" }, "PUBLIC_URL"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ ADMIN_EMAIL: "admin" }, "ADMIN_EMAIL"],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL"],
    [{ PAYMENT_MODE: "card" }, "PAYMENT_MODE"],
    [{ PAYMENT_MODE: "paypal" }, "PAYPAL_CLIENT_ID"],
    [{ PAYMENT_MODE: "paypal", PAYPAL_CLIENT_ID: "id", PAYPAL_CLIENT_SECRET: "secret" }, "PAYPAL_MERCHANT_ID"],
    [{ PAYPAL_CLIENT_ID: "id", PAYPAL_CLIENT_SECRET: "secret" }, "PAYPAL_MERCHANT_ID"],
    [{ PAYMENT_MODE: "paypal", PAYPAL_CLIENT_ID: "id", PAYPAL_CLIENT_SECRET: "secret", PAYPAL_MERCHANT_ID: "pas un id" }, "PAYPAL_MERCHANT_ID"],
    [{ AUTH_SECRET: "short" }, "AUTH_SECRET"],
    [{ TRUST_PROXY: "yes" }, "TRUST_PROXY"],
    [{ TRUST_PROXY: "-1" }, "TRUST_PROXY"],
    [{ REVIEW_REQUEST_HOUR: "24" }, "REVIEW_REQUEST_HOUR"],
    [{ REVIEW_REQUEST_HOUR: "-1" }, "REVIEW_REQUEST_HOUR"],
    [{ REVIEW_REQUEST_HOUR: "9.5" }, "REVIEW_REQUEST_HOUR"],
    [{ REVIEW_REQUEST_HOUR: "dix" }, "REVIEW_REQUEST_HOUR"],
    [{ REVIEW_REQUEST_LAST_HOUR: "25" }, "REVIEW_REQUEST_LAST_HOUR"],
    [{ REVIEW_REQUEST_LAST_HOUR: "0" }, "REVIEW_REQUEST_LAST_HOUR"],
    [{ REVIEW_REQUEST_HOUR: "12", REVIEW_REQUEST_LAST_HOUR: "12" }, "REVIEW_REQUEST_LAST_HOUR"],
    [{ NEWSLETTER_PER_MINUTE: "0" }, "NEWSLETTER_PER_MINUTE"],
    [{ NEWSLETTER_PER_MINUTE: "12.5" }, "NEWSLETTER_PER_MINUTE"],
    [{ NEWSLETTER_PER_MINUTE: "soixante" }, "NEWSLETTER_PER_MINUTE"],
    [{ NEWSLETTER_PER_MINUTE: "100000" }, "NEWSLETTER_PER_MINUTE"],
    [{ WAITLIST_MAIL_HOURS: "8h-21h" }, "WAITLIST_MAIL_HOURS"],
    [{ WAITLIST_MAIL_HOURS: "08:00-24:30" }, "WAITLIST_MAIL_HOURS"],
    [{ WAITLIST_MAIL_HOURS: "21:00-08:00" }, "WAITLIST_MAIL_HOURS"],
    [{ WAITLIST_MAIL_HOURS: "08:00-08:00" }, "WAITLIST_MAIL_HOURS"],
  ])("refuses %o with a message naming %s", (env, name) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(new RegExp(`^Configuration invalide : ${name} `));
  });

  it("treats empty variables as unset and picks PayPal when credentials are given", () => {
    const config = parseConfig({
      DATABASE_URL: "",
      PAYPAL_CLIENT_ID: "id",
      PAYPAL_CLIENT_SECRET: "secret",
      PAYPAL_MERCHANT_ID: "SALON123",
      PUBLIC_URL: "https://salon.fr/",
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.paymentMode).toBe("paypal");
    expect(config.paypal.merchantId).toBe("SALON123");
    expect(config.publicUrl).toBe("https://salon.fr");
  });

  it("takes demo payments by default only on a local address", () => {
    for (const url of ["http://localhost:3000", "http://127.0.0.1:8080/", "http://127.3.2.1", "http://[::1]:3000"]) {
      expect(parseConfig({ PUBLIC_URL: url }).paymentMode).toBe("demo");
    }
    for (const url of ["https://monsieur-moustache.fr", "http://192.168.1.10:3000", "http://[::2]", "http://localhost.example.fr"]) {
      expect(() => parseConfig({ PUBLIC_URL: url })).toThrow(
        new ConfigError(
          "Configuration invalide : PAYMENT_MODE doit être défini (paypal, ou demo pour un site de démonstration) quand PUBLIC_URL n'est pas une adresse locale",
        ),
      );
      expect(() => parseConfig({ PUBLIC_URL: url, PAYPAL_CLIENT_ID: "id" })).toThrow(/^Configuration invalide : PAYMENT_MODE /);
      expect(parseConfig({ PUBLIC_URL: url, PAYMENT_MODE: "demo" }).paymentMode).toBe("demo");
      expect(parseConfig({ PUBLIC_URL: url, PAYPAL_CLIENT_ID: "id", PAYPAL_CLIENT_SECRET: "secret", PAYPAL_MERCHANT_ID: "SALON123" }).paymentMode).toBe(
        "paypal",
      );
    }
  });

  it("sends review requests at 10:00 Paris unless told another hour", () => {
    expect(parseConfig({}).reviewRequestHour).toBe(10);
    expect(parseConfig({ REVIEW_REQUEST_HOUR: "0" }).reviewRequestHour).toBe(0);
    expect(parseConfig({ REVIEW_REQUEST_HOUR: "18" }).reviewRequestHour).toBe(18);
    expect(() => parseConfig({ REVIEW_REQUEST_HOUR: "24" })).toThrow(
      new ConfigError("Configuration invalide : REVIEW_REQUEST_HOUR doit être une heure entre 0 et 23"),
    );
  });

  it("counts trusted proxies: none by default, one for true, or the number given", () => {
    expect(parseConfig({}).trustProxyHops).toBe(0);
    expect(parseConfig({ TRUST_PROXY: "false" }).trustProxyHops).toBe(0);
    expect(parseConfig({ TRUST_PROXY: "true" }).trustProxyHops).toBe(1);
    expect(parseConfig({ TRUST_PROXY: "2" }).trustProxyHops).toBe(2);
  });

  it("reads the waiting list's mail hours as minutes of the Paris day, 08:00-21:00 by default", () => {
    expect(parseConfig({}).waitlistMailHours).toEqual({ from: 8 * 60, to: 21 * 60 });
    expect(parseConfig({ WAITLIST_MAIL_HOURS: "00:00-24:00" }).waitlistMailHours).toEqual({ from: 0, to: 24 * 60 });
    expect(parseConfig({ WAITLIST_MAIL_HOURS: "09:30-19:45" }).waitlistMailHours).toEqual({ from: 9 * 60 + 30, to: 19 * 60 + 45 });
  });
});

describe("newsletter pace", () => {
  it("sends 60 newsletter mails a minute unless told otherwise", () => {
    expect(parseConfig({}).newsletterPerMinute).toBe(60);
    expect(parseConfig({ NEWSLETTER_PER_MINUTE: "240" }).newsletterPerMinute).toBe(240);
    expect(() => parseConfig({ NEWSLETTER_PER_MINUTE: "-5" })).toThrow(
      new ConfigError("Configuration invalide : NEWSLETTER_PER_MINUTE doit être un nombre entier de 1 à 9999 (e-mails de newsletter par minute)"),
    );
  });
});
