import { z } from "zod";
import { cancellationMessages } from "./messages";

const operationError = { error: cancellationMessages.UNKNOWN };

/** What 'Mes rendez-vous' posts: cancel one of one's bookings, or ask for the address confirmation link. */
export const myBookingsSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("cancel"), id: z.string(operationError).max(64, cancellationMessages.UNKNOWN) }),
    // The address the page showed: the link goes to it only if it is still the account's.
    z.object({ intent: z.literal("send-confirmation"), email: z.string(operationError).max(254, cancellationMessages.UNKNOWN) }),
  ],
  operationError,
);
