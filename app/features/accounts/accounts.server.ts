import { APIError } from "better-auth/api";
import type { FormLimit } from "~/lib/form.server";
import { errorFields, log } from "~/lib/log.server";
import { clientIp, hitRateLimit, rateLimitReached } from "~/lib/rate-limit.server";
import { fail, succeed, tooMany, type Failure, type Result } from "~/lib/result";
import { getAuth } from "./auth.server";
import { issueDeviceCookie, knownDevice } from "./device-cookie.server";
import { accountMessages as m, type AccountCode } from "./messages";
import type { ForgotPasswordInput, LoginInput, ResetPasswordInput, SignupInput } from "./schemas";

/** Signed in: the session cookie to set. */
export type SignedIn = { headers: Headers };
/** A refused sign-up for an existing account says which e-mail, so the login page can be prefilled. */
export type AccountFailure = Failure<AccountCode> & { email?: string };

/** Sign-in attempts allowed per client address and window. */
export const SIGN_IN_LIMIT = { max: 10, windowSeconds: 10 * 60 };
/**
 * Failed sign-ins allowed per account (from any address) and window: many addresses together
 * cannot guess one password either. Only failures count, so the owner of the account is not
 * locked out by their own successful sign-ins.
 */
export const ACCOUNT_SIGN_IN_LIMIT = { max: 10, windowSeconds: 15 * 60 };
/** Failed sign-ins allowed per known browser (device cookie) and window, instead of the two limits above. */
export const DEVICE_SIGN_IN_LIMIT = { max: 10, windowSeconds: 15 * 60 };
/** Accounts created per client address and hour. */
export const SIGN_UP_LIMIT: FormLimit = { key: "sign-up", max: 5, windowSeconds: 60 * 60 };
/** Reset links asked per client address and hour. */
export const FORGOT_PASSWORD_LIMIT: FormLimit = { key: "forgot-password", max: 5, windowSeconds: 60 * 60 };
/** Reset mails sent to one address per hour, whoever asks: past it, the answer is the same and nothing is sent. */
export const RESET_MAILS_PER_ACCOUNT = { max: 3, windowSeconds: 60 * 60 };

const refuse = (code: AccountCode, status: number): Failure<AccountCode> => fail(code, m[code], status);

const errorCode = (error: unknown) => (error instanceof APIError ? (error.body as { code?: string } | undefined)?.code : undefined);

/**
 * Customer and admin sign-in. Unknown e-mail and wrong password answer alike, in the same time.
 * With `adminOnly`, only the account holding the admin role may get a session at all: another
 * account is told it has no admin rights only once its own password is proven, so the form reveals
 * nothing about who has an account.
 */
export async function signIn(request: Request, { email, password }: LoginInput, options: { adminOnly?: boolean } = {}): Promise<Result<SignedIn, AccountCode>> {
  // The account's role and password hash, looked up once for the limit, the admin check and the device cookie.
  let credential: Promise<Credential | null> | undefined;
  const account = () => (credential ??= findCredential(email));
  const limit = await attemptLimit(request, email, account);
  if ("waitSeconds" in limit) return tooMany("TOO_MANY_ATTEMPTS", m.TOO_MANY_ATTEMPTS, limit.waitSeconds);
  const failed = async () => {
    await hitRateLimit(limit.key, limit.max, limit.windowSeconds);
    return refuse("BAD_CREDENTIALS", 401);
  };

  try {
    if (options.adminOnly) {
      const found = await account();
      if (found?.role !== "admin") return (await passwordMatches(found, password)) ? refuse("NOT_ADMIN", 403) : await failed();
    }
    const { headers } = await getAuth().api.signInEmail({
      body: { email, password, rememberMe: true },
      headers: request.headers,
      returnHeaders: true,
    });
    const passwordHash = (await account())?.hash;
    if (passwordHash) headers.append("Set-Cookie", await issueDeviceCookie(email, passwordHash));
    return succeed({ headers }, m.loginSuccess);
  } catch (error) {
    const code = errorCode(error);
    if (code === "INVALID_EMAIL_OR_PASSWORD" || code === "INVALID_EMAIL") return await failed();
    log("error", "sign-in failed", errorFields(error));
    return refuse("LOGIN_FAILED", 500);
  }
}

type FailureLimit = { key: string; max: number; windowSeconds: number };

/**
 * Where this attempt's failure will count, or how long to wait when that limit is already met. A browser
 * carrying a device cookie of this account has its own limit; any other attempt counts for its
 * address (every attempt) and, when it fails, for the account (from any address).
 */
async function attemptLimit(request: Request, email: string, account: () => Promise<Credential | null>): Promise<FailureLimit | { waitSeconds: number }> {
  const device = await knownDevice(request, email, async () => (await account())?.hash);
  const limit = device
    ? { key: `sign-in-device:${device}`, ...DEVICE_SIGN_IN_LIMIT }
    : { key: `sign-in-account:${email.toLowerCase()}`, ...ACCOUNT_SIGN_IN_LIMIT };
  if (!device) {
    const perAddress = await hitRateLimit(`sign-in:${clientIp(request)}`, SIGN_IN_LIMIT.max, SIGN_IN_LIMIT.windowSeconds);
    if (!perAddress.allowed) return { waitSeconds: perAddress.retryAfterSeconds };
  }
  const wait = await rateLimitReached(limit.key, limit.max, limit.windowSeconds);
  return wait === null ? limit : { waitSeconds: wait };
}

type Credential = { role: string | undefined; hash: string | null | undefined };

/** The account's role and password hash, or null for an unknown e-mail. */
async function findCredential(email: string): Promise<Credential | null> {
  const context = await getAuth().$context;
  const found = await context.internalAdapter.findUserByEmail(email.toLowerCase(), { includeAccounts: true });
  if (!found) return null;
  const hash = found.accounts.find((account) => account.providerId === "credential" && account.accountId === found.user.id)?.password;
  return { role: (found.user as { role?: string }).role, hash };
}

/**
 * Checks a password without opening a session. An unknown account costs the same hashing work as
 * a known one, as the library's own sign-in does.
 */
async function passwordMatches(found: Credential | null, password: string): Promise<boolean> {
  const context = await getAuth().$context;
  if (!found?.hash) {
    await context.password.hash(password);
    return false;
  }
  return context.password.verify({ hash: found.hash, password });
}

/** Creates the account (the date of birth is checked, not stored) and signs the customer in. */
export async function signUp(request: Request, input: SignupInput): Promise<Result<SignedIn, AccountCode> | AccountFailure> {
  const { email, password, firstName, lastName } = input;
  try {
    const { headers } = await getAuth().api.signUpEmail({
      body: { email, password, name: `${firstName} ${lastName}`, firstName, lastName },
      headers: request.headers,
      returnHeaders: true,
    });
    return succeed({ headers }, m.signupSuccess);
  } catch (error) {
    const code = errorCode(error);
    if (code?.startsWith("USER_ALREADY_EXISTS")) return { ...refuse("EXISTING_ACCOUNT", 409), email };
    log("error", "sign-up failed", errorFields(error));
    return refuse("SIGNUP_FAILED", 500);
  }
}

/** Queues a reset link when the account exists; answers the same either way. */
export async function requestPasswordReset({ email }: ForgotPasswordInput): Promise<Result<object, AccountCode>> {
  try {
    const perAccount = await hitRateLimit(`reset-mail:${email.toLowerCase()}`, RESET_MAILS_PER_ACCOUNT.max, RESET_MAILS_PER_ACCOUNT.windowSeconds);
    if (!perAccount.allowed) return succeed({}, m.forgotSent);
    await getAuth().api.requestPasswordReset({ body: { email } });
    return succeed({}, m.forgotSent);
  } catch (error) {
    log("error", "password reset request failed", errorFields(error));
    return refuse("FORGOT_FAILED", 500);
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
export async function resetPassword({ token, password }: ResetPasswordInput): Promise<Result<object, AccountCode>> {
  try {
    await getAuth().api.resetPassword({ body: { newPassword: password, token } });
    return succeed({}, m.resetSuccess);
  } catch (error) {
    if (errorCode(error) === "INVALID_TOKEN") return refuse("RESET_TOKEN_INVALID", 400);
    log("error", "password reset failed", errorFields(error));
    return refuse("RESET_FAILED", 500);
  }
}
