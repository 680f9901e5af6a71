import { z } from "zod";
import { newsletterMessages as m } from "./messages";

export const newsletterSchema = z.object({
  email: z.string({ error: m.invalidEmail }).trim().toLowerCase().max(254, m.invalidEmail).pipe(z.email(m.invalidEmail)),
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;
