import { z } from "zod";
import { DEFAULT_RATING } from "./rating";

/** A star rating from a form: a whole number from 1 to 5, 5 when not given (apart from rating.ts, which pages ship). */
export const ratingField = (message: string) => z.coerce.number({ error: message }).int(message).min(1, message).max(5, message).default(DEFAULT_RATING);
