import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { createElement } from "react";
import { queueEmail } from "~/features/email/outbox.server";
import { ResetPassword } from "~/features/email/templates/reset-password";
import { Welcome } from "~/features/email/templates/welcome";
import { resolveAuthSecret } from "~/lib/app-secret.server";
import type { Config } from "~/lib/config.server";
import { errorFields, log } from "~/lib/log.server";
import { CLIENT_IP_HEADER } from "~/lib/rate-limit.server";
import type { Db } from "~db/client.server";
import * as schema from "~db/schema";
import { forgetSessions } from "./session-cache.server";

export function createAuth(config: Config, db: Db) {
  return betterAuth({
    appName: "Monsieur Moustache",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret: resolveAuthSecret(config),
    trustedOrigins: [config.publicUrl],
    // Credentials go through our own pages (app/features/accounts/accounts.server.ts), which apply
    // the salon's rules; the library's HTTP endpoints for them are closed. Sessions and sign-out stay.
    disabledPaths: [
      "/sign-up/email",
      "/sign-in/email",
      "/request-password-reset",
      "/reset-password",
      "/change-password",
      "/change-email",
      "/update-user",
      "/delete-user",
    ],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
      },
    }),
    // A reset link's token is kept as its hash (SHA-256): the database, a dump or a backup holds
    // no working link (migration 0020 ended those kept in clear).
    verification: { storeIdentifier: "hashed" },
    user: {
      additionalFields: {
        firstName: { type: "string", required: false },
        lastName: { type: "string", required: false },
        // Read by the admin guard; sign-up can never set it (a value sent is replaced by the default).
        role: { type: "string", required: false, input: false, defaultValue: "customer" },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // The link points to our own page; the mail goes through the outbox.
      sendResetPassword: async ({ user, token }) => {
        const frontendUrl = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await queueEmail(db, {
          type: "reset_password_request",
          to: user.email,
          subject: "Réinitialisation de votre mot de passe",
          body: createElement(ResetPassword, { frontendUrl }),
          secrets: [token],
        });
      },
    },
    databaseHooks: {
      user: {
        create: {
          // A failed welcome mail never blocks the sign-up: it is logged and the account stays.
          after: async (created) => {
            if ((created as { role?: string }).role === "admin") return;
            const name = (created as { firstName?: string | null }).firstName || created.name;
            try {
              await queueEmail(db, {
                type: "welcome",
                to: created.email,
                subject: "Bienvenue chez Monsieur Moustache",
                body: createElement(Welcome, { name, shopUrl: `${config.publicUrl}/shop` }),
              });
            } catch (error) {
              log("error", "welcome mail not queued", { userId: created.id, ...errorFields(error) });
            }
          },
        },
      },
      // Every session Better Auth deletes (sign-out, password reset, expiry, an account's sessions
      // ended): the sessions kept in memory are looked up again.
      session: { delete: { after: async () => forgetSessions() } },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: { "/sign-in/email": { window: 60, max: 5 } },
    },
    advanced: {
      useSecureCookies: config.publicUrl.startsWith("https://"),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

let current: Auth | undefined;

export function setAuth(auth: Auth | undefined) {
  current = auth;
  forgetSessions();
}

export function getAuth(): Auth {
  if (!current) throw new Error("Auth not initialised yet");
  return current;
}
