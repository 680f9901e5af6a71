import { z } from "zod";
import { recruitmentMessages as m } from "./messages";

const required = z.string({ error: m.required }).trim().min(1, m.required);
const optional = z
  .string()
  .trim()
  .max(4000, m.tooLong)
  .optional()
  .transform((v) => (v ? v : undefined));

const isPlausibleBirthDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && value >= "1920-01-01" && date.getTime() < Date.now();
};

/** The application's text fields (the CV is checked separately, by content). */
export const applicationSchema = z.object({
  firstName: required.max(80, m.tooLong),
  lastName: required.max(80, m.tooLong),
  dateOfBirth: required.refine(isPlausibleBirthDate, m.invalidBirthDate),
  email: required.toLowerCase().pipe(z.email(m.invalidEmail)),
  phone: optional.refine((v) => !v || /^\+?[0-9 .()-]{6,20}$/.test(v), m.invalidPhone),
  motivation: optional,
});

export type ApplicationInput = z.infer<typeof applicationSchema>;
