import { z } from "zod";
import { accountMessages as m } from "./messages";
import { isPasswordValid } from "./password-rules";

const required = (message: string = m.fillAllFields) => z.string({ error: message }).trim().min(1, message);
const email = required().toLowerCase().pipe(z.email(m.invalidEmail));
const newPassword = z
  .string({ error: m.fillAllFields })
  .min(1, m.fillAllFields)
  .max(128, m.weakPassword)
  .refine(isPasswordValid, m.weakPassword);

export const loginSchema = z.object({
  email,
  password: z.string({ error: m.fillAllFields }).min(1, m.fillAllFields),
});

export const signupSchema = z
  .object({
    firstName: required().max(80),
    lastName: required().max(80),
    dateOfBirth: required().refine(isPlausibleBirthDate, m.invalidBirthDate),
    email,
    password: newPassword,
    confirmPassword: z.string({ error: m.fillAllFields }).min(1, m.fillAllFields),
  })
  .refine((v) => v.password === v.confirmPassword, { message: m.passwordsDiffer, path: ["confirmPassword"] });

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({
    token: z.string({ error: m.resetTokenMissing }).min(1, m.resetTokenMissing),
    password: newPassword,
    confirmPassword: z.string({ error: m.fillAllFields }).min(1, m.fillAllFields),
  })
  .refine((v) => v.password === v.confirmPassword, { message: m.passwordsDiffer, path: ["confirmPassword"] });

function isPlausibleBirthDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && value >= "1900-01-01" && date.getTime() < Date.now();
}

/** The first message of a failed parse, in the order the fields appear on the form. */
export function firstError(error: z.ZodError): string {
  return error.issues[0]?.message ?? m.fillAllFields;
}

export function formObject(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string") out[key] = value;
  return out;
}
