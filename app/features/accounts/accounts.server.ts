import { APIError } from "better-auth/api";
import { errorFields, log } from "~/lib/log.server";
import { clientIp, hitRateLimit } from "~/lib/rate-limit.server";
import { getAuth } from "./auth.server";
import { accountMessages as m } from "./messages";
import { firstError, forgotPasswordSchema, loginSchema, resetPasswordSchema, signupSchema } from "./schemas";
import { isAdminEmail } from "./session.server";

export type AccountFailure = { ok: false; error: string; status: number; reason?: "existing-account" | "invalid-token"; email?: string };
export type AccountResult = { ok: true; headers: Headers } | AccountFailure;

/** Sign-in attempts allowed per client address and window. */
export const SIGN_IN_LIMIT = { max: 10, windowSeconds: 10 * 60 };

const fail = (error: string, status: number, extra: Partial<AccountFailure> = {}): AccountFailure => ({
  ok: false, error, status, ...extra,
});

const errorCode = (error: unknown) => (error instanceof APIError ? (error.body as { code?: string } | undefined)?.code : undefined);

/** Customer and admin sign-in. With `adminOnly`, only ADMIN_EMAIL may get a session at all. */
export async function signIn(request: Request, input: unknown, options: { adminOnly?: boolean } = {}): Promise<AccountResult> {
  const parsed = loginSchema.safeParse(input);
  if (!parsed.success) return fail(firstError(parsed.error), 400);
  const { email, password } = parsed.data;

  const limit = await hitRateLimit(`sign-in:${clientIp(request)}`, SIGN_IN_LIMIT.max, SIGN_IN_LIMIT.windowSeconds);
  if (!limit.allowed) return fail(m.tooManyAttempts, 429);
  if (options.adminOnly && !isAdminEmail(email)) return fail(m.notAdmin, 403);

  try {
    const { headers } = await getAuth().api.signInEmail({
      body: { email, password, rememberMe: true },
      headers: request.headers,
      returnHeaders: true,
    });
    return { ok: true, headers };
  } catch (error) {
    const code = errorCode(error);
    if (code === "INVALID_EMAIL_OR_PASSWORD" || code === "INVALID_EMAIL") return fail(m.badCredentials, 401);
    log("error", "sign-in failed", errorFields(error));
    return fail(m.loginFailed, 500);
  }
}

/** Creates the account (the date of birth is checked, not stored) and signs the customer in. */
export async function signUp(request: Request, input: unknown): Promise<AccountResult> {
  const parsed = signupSchema.safeParse(input);
  if (!parsed.success) return fail(firstError(parsed.error), 400);
  const { email, password, firstName, lastName } = parsed.data;
  try {
    const { headers } = await getAuth().api.signUpEmail({
      body: { email, password, name: `${firstName} ${lastName}`, firstName, lastName },
      headers: request.headers,
      returnHeaders: true,
    });
    return { ok: true, headers };
  } catch (error) {
    const code = errorCode(error);
    if (code?.startsWith("USER_ALREADY_EXISTS")) return fail(m.existingAccount, 409, { reason: "existing-account", email });
    log("error", "sign-up failed", errorFields(error));
    return fail(m.signupFailed, 500);
  }
}

/** Queues a reset link when the account exists; answers the same either way. */
export async function requestPasswordReset(input: unknown): Promise<{ ok: true } | AccountFailure> {
  const parsed = forgotPasswordSchema.safeParse(input);
  if (!parsed.success) return fail(firstError(parsed.error), 400);
  try {
    await getAuth().api.requestPasswordReset({ body: { email: parsed.data.email } });
    return { ok: true };
  } catch (error) {
    log("error", "password reset request failed", errorFields(error));
    return fail(m.forgotFailed, 500);
  }
}

/** Whether a reset link's token is still usable (exists, unused, not expired). */
export async function isResetTokenValid(token: string): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{10,100}$/.test(token)) return false;
  const context = await getAuth().$context;
  const found = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  return !!found && found.expiresAt > new Date();
}

/** Sets the new password; the token is consumed and the user's sessions are ended. */
export async function resetPassword(input: unknown): Promise<{ ok: true } | AccountFailure> {
  const parsed = resetPasswordSchema.safeParse(input);
  if (!parsed.success) {
    const error = firstError(parsed.error);
    return fail(error, 400, error === m.resetTokenMissing ? { reason: "invalid-token" } : {});
  }
  try {
    await getAuth().api.resetPassword({ body: { newPassword: parsed.data.password, token: parsed.data.token } });
    return { ok: true };
  } catch (error) {
    if (errorCode(error) === "INVALID_TOKEN") return fail(m.resetTokenInvalid, 400, { reason: "invalid-token" });
    log("error", "password reset failed", errorFields(error));
    return fail(m.resetFailed, 500);
  }
}
