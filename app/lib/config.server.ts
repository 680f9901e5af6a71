import path from "node:path";
import { z } from "zod";
import { projectRoot } from "./project-root.server";

const optionalUrl = z.url().optional();

const HOURS_RANGE = /^(?:[01]\d|2[0-3]):[0-5]\d-(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/;
const minutesOfTime = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** "08:00-21:00" → minutes after Paris midnight, the end excluded ("24:00": until midnight). */
function hoursRangeOf(text: string): { from: number; to: number } {
  const [from, to] = text.split("-") as [string, string];
  return { from: minutesOfTime(from), to: minutesOfTime(to) };
}

type PaymentModeEnv = { PAYMENT_MODE?: "paypal" | "demo"; PAYPAL_CLIENT_ID?: string; PAYPAL_CLIENT_SECRET?: string };
/** PayPal when asked for, or when its credentials are given without a mode. */
const paymentModeOf = (e: PaymentModeEnv) => e.PAYMENT_MODE ?? (e.PAYPAL_CLIENT_ID && e.PAYPAL_CLIENT_SECRET ? "paypal" : "demo");

/** localhost, 127.0.0.0/8 or [::1]: a site only its own machine reaches. */
function isLoopback(url: string) {
  const host = new URL(url).hostname;
  return host === "localhost" || host === "[::1]" || /^127\.\d+\.\d+\.\d+$/.test(host);
}

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    PUBLIC_URL: optionalUrl,
    DATA_DIR: z.string().min(1).default("data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "doit commencer par postgres:// ou postgresql://")
      .optional(),
    AUTH_SECRET: z.string().min(32, "doit faire au moins 32 caractères").optional(),
    ADMIN_EMAIL: z.email().default("admin@monsieur-moustache.fr"),
    ADMIN_PASSWORD: z.string().min(8, "doit faire au moins 8 caractères").optional(),
    OWNER_EMAIL: z.email().default("proprietaire@monsieur-moustache.fr"),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "doit commencer par smtp:// ou smtps://")
      .optional(),
    MAIL_FROM: z.string().min(3).default("Monsieur Moustache <contact@monsieur-moustache.fr>"),
    PAYMENT_MODE: z.enum(["paypal", "demo"]).optional(),
    PAYPAL_CLIENT_ID: z.string().min(1).optional(),
    PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
    /** The salon's PayPal merchant id: a capture paid to any other account is not an order. */
    PAYPAL_MERCHANT_ID: z
      .string()
      .regex(/^[A-Za-z0-9]{1,64}$/, "doit être l'identifiant de compte marchand PayPal (lettres et chiffres)")
      .optional(),
    PAYPAL_API_URL: z.url().default("https://api-m.sandbox.paypal.com"),
    /** How long one call to PayPal may take before the checkout gives up on it. */
    PAYPAL_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    /** PayPal's JavaScript SDK, loaded by the browser on /checkout only. */
    PAYPAL_SDK_URL: z.url().default("https://www.paypal.com/sdk/js"),
    // The Géoplateforme geocoder that replaced api-adresse.data.gouv.fr, asked at `{ADDRESS_API_URL}/search?q=…&limit=5`.
    ADDRESS_API_URL: z.url().default("https://data.geopf.fr/geocodage"),
    /** SMS reminders (with SMS_API_KEY): Brevo's transactional SMS API. Unset, no SMS is sent. */
    SMS_PROVIDER: z.enum(["brevo"]).optional(),
    SMS_API_KEY: z.string().min(1).optional(),
    /** The name an SMS comes from: 3 to 11 letters or digits (or a number of up to 15 digits). */
    SMS_SENDER: z
      .string()
      .regex(/^(?:[A-Za-z0-9]{3,11}|[0-9]{3,15})$/, "doit faire 3 à 11 lettres ou chiffres, sans espace ni accent")
      .default("MMoustache"),
    SMS_API_URL: z.url().default("https://api.brevo.com"),
    /** `true` = one reverse proxy in front; a number = that many proxies, counted from our side. */
    TRUST_PROXY: z
      .string()
      .regex(/^(true|false|[0-9])$/, "doit valoir true, false ou le nombre de proxys devant le site (1 à 9)")
      .default("false"),
    /** How long a booking's time is held while its arrhes are being paid (a decimal for tests: 0.1 is 6 seconds). */
    BOOKING_HOLD_MINUTES: z.coerce
      .number({ error: "doit être un nombre de minutes entre 0.1 et 60" })
      .min(0.1, "doit être un nombre de minutes entre 0.1 et 60")
      .max(60, "doit être un nombre de minutes entre 0.1 et 60")
      .default(15),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
    MAIL_RETRY_BASE_MS: z.coerce.number().int().min(1).default(1000),
    /** The Paris hour, the day after a visit, at which its review request is sent. */
    REVIEW_REQUEST_HOUR: z.coerce
      .number({ error: "doit être une heure entre 0 et 23" })
      .int("doit être une heure entre 0 et 23")
      .min(0, "doit être une heure entre 0 et 23")
      .max(23, "doit être une heure entre 0 et 23")
      .default(10),
    /** The Paris hour until which review requests leave (excluded): later, they wait for the next morning. */
    REVIEW_REQUEST_LAST_HOUR: z.coerce
      .number({ error: "doit être une heure entre 1 et 24" })
      .int("doit être une heure entre 1 et 24")
      .min(1, "doit être une heure entre 1 et 24")
      .max(24, "doit être une heure entre 1 et 24")
      .default(21),
    /** Newsletter mails queued per minute, whatever the number of instances (the mail server's pace). */
    NEWSLETTER_PER_MINUTE: z
      .string()
      .regex(/^[1-9][0-9]{0,3}$/, "doit être un nombre entier de 1 à 9999 (e-mails de newsletter par minute)")
      .default("60"),
    /** Paris hours in which the waiting list may mail someone that a time is free. */
    WAITLIST_MAIL_HOURS: z
      .string()
      .regex(HOURS_RANGE, "doit être une plage d'heures comme 08:00-21:00")
      .refine((text) => hoursRangeOf(text).from < hoursRangeOf(text).to, "doit commencer avant de finir, comme 08:00-21:00")
      .default("08:00-21:00"),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.SMS_PROVIDER) !== Boolean(env.SMS_API_KEY)) {
      ctx.addIssue({ code: "custom", path: [env.SMS_PROVIDER ? "SMS_API_KEY" : "SMS_PROVIDER"], message: "SMS_PROVIDER=brevo et SMS_API_KEY vont ensemble" });
    }
    if (env.REVIEW_REQUEST_LAST_HOUR <= env.REVIEW_REQUEST_HOUR) {
      ctx.addIssue({ code: "custom", path: ["REVIEW_REQUEST_LAST_HOUR"], message: "doit être après REVIEW_REQUEST_HOUR" });
    }
    if (env.PAYMENT_MODE === "paypal" && !(env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET)) {
      ctx.addIssue({
        code: "custom",
        path: ["PAYPAL_CLIENT_ID"],
        message: "PAYMENT_MODE=paypal demande PAYPAL_CLIENT_ID et PAYPAL_CLIENT_SECRET",
      });
    }
    if (paymentModeOf(env) === "paypal" && !env.PAYPAL_MERCHANT_ID) {
      ctx.addIssue({
        code: "custom",
        path: ["PAYPAL_MERCHANT_ID"],
        message: "doit être défini en mode PayPal (l'identifiant du compte marchand du salon)",
      });
    }
    // Demo payments on a public address would take orders nobody pays: only a local site falls back to them.
    const credentials = env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET;
    if (!env.PAYMENT_MODE && !credentials && env.PUBLIC_URL && URL.canParse(env.PUBLIC_URL) && !isLoopback(env.PUBLIC_URL)) {
      ctx.addIssue({
        code: "custom",
        path: ["PAYMENT_MODE"],
        message: "doit être défini (paypal, ou demo pour un site de démonstration) quand PUBLIC_URL n'est pas une adresse locale",
      });
    }
  });

export type Config = ReturnType<typeof parseConfig>;

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError whose message names the bad variable. */
export function parseConfig(env: NodeJS.ProcessEnv = process.env) {
  // An empty variable counts as unset, as shells and .env files often leave them.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0] ?? "configuration");
    throw new ConfigError(`Configuration invalide : ${name} ${issue.message}`);
  }
  const e = result.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  const paymentMode = paymentModeOf(e);
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    /** PUBLIC_URL was given: requests are taken as addressed to it, whatever Host a proxy sends. */
    publicUrlSet: e.PUBLIC_URL !== undefined,
    dataDir: path.resolve(projectRoot(), e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    authSecret: e.AUTH_SECRET,
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    ownerEmail: e.OWNER_EMAIL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    paymentMode,
    paypal: {
      clientId: e.PAYPAL_CLIENT_ID,
      clientSecret: e.PAYPAL_CLIENT_SECRET,
      merchantId: e.PAYPAL_MERCHANT_ID,
      apiUrl: e.PAYPAL_API_URL,
      timeoutMs: e.PAYPAL_TIMEOUT_MS,
      sdkUrl: e.PAYPAL_SDK_URL,
    },
    addressApiUrl: e.ADDRESS_API_URL,
    /** SMS reminders, or null when SMS_PROVIDER and SMS_API_KEY are not set. */
    sms: e.SMS_PROVIDER && e.SMS_API_KEY ? { provider: e.SMS_PROVIDER, apiKey: e.SMS_API_KEY, sender: e.SMS_SENDER, apiUrl: e.SMS_API_URL } : null,
    /** How many proxies' X-Forwarded-For entries to trust, from the right (0: none). */
    trustProxyHops: e.TRUST_PROXY === "true" ? 1 : e.TRUST_PROXY === "false" ? 0 : Number(e.TRUST_PROXY),
    bookingHoldMinutes: e.BOOKING_HOLD_MINUTES,
    logLevel: e.LOG_LEVEL,
    mailRetryBaseMs: e.MAIL_RETRY_BASE_MS,
    reviewRequestHour: e.REVIEW_REQUEST_HOUR,
    reviewRequestLastHour: e.REVIEW_REQUEST_LAST_HOUR,
    newsletterPerMinute: Number(e.NEWSLETTER_PER_MINUTE),
    /** Minutes after Paris midnight, from (included) to (excluded). */
    waitlistMailHours: hoursRangeOf(e.WAITLIST_MAIL_HOURS),
  } as const;
}

let current: Config | undefined;

export function getConfig(): Config {
  current ??= parseConfig();
  return current;
}

/** For tests: forget the parsed configuration so the next read sees the new environment. */
export function resetConfig() {
  current = undefined;
}
