import { z } from "zod";
import { contactMessages as m } from "./messages";

const required = z.string({ error: m.required }).trim().min(1, m.required);

/** The contact form: all four fields required, checked in the browser and again on the server. */
export const contactSchema = z.object({
  name: required.max(120, m.tooLong),
  email: required.toLowerCase().pipe(z.email(m.invalidEmail)),
  subject: required.max(200, m.tooLong),
  message: required.max(5000, m.tooLong),
});

export type ContactInput = z.infer<typeof contactSchema>;
