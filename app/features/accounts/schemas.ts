import { z } from "zod";
import { accountMessages as m } from "./messages";
import { isPasswordValid } from "./password-rules";

const required = (message: string = m.fillAllFields) => z.string({ error: message }).trim().min(1, message);
const email = required().toLowerCase().max(254, m.invalidEmail).pipe(z.email(m.invalidEmail));
const newPassword = z.string({ error: m.fillAllFields }).min(1, m.fillAllFields).max(128, m.weakPassword).refine(isPasswordValid, m.weakPassword);

export const loginSchema = z.object({
  email,
  // No password of this site is longer; a longer one cannot be right.
  password: z.string({ error: m.fillAllFields }).min(1, m.fillAllFields).max(128, m.BAD_CREDENTIALS),
});

export const signupSchema = z
  .object({
    firstName: required().max(80, m.nameTooLong),
    lastName: required().max(80, m.nameTooLong),
    dateOfBirth: required().refine(isPlausibleBirthDate, m.invalidBirthDate),
    email,
    password: newPassword,
    confirmPassword: z.string({ error: m.fillAllFields }).min(1, m.fillAllFields),
  })
  .refine((v) => v.password === v.confirmPassword, { message: m.passwordsDiffer, path: ["confirmPassword"] });

export type LoginInput = z.output<typeof loginSchema>;
export type SignupInput = z.output<typeof signupSchema>;

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({
    token: z.string({ error: m.resetTokenMissing }).min(1, m.resetTokenMissing).max(200, m.RESET_TOKEN_INVALID),
    password: newPassword,
    confirmPassword: z.string({ error: m.fillAllFields }).min(1, m.fillAllFields),
  })
  .refine((v) => v.password === v.confirmPassword, { message: m.passwordsDiffer, path: ["confirmPassword"] });

function isPlausibleBirthDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && value >= "1900-01-01" && date.getTime() < Date.now();
}

export type ForgotPasswordInput = z.output<typeof forgotPasswordSchema>;
export type ResetPasswordInput = z.output<typeof resetPasswordSchema>;
