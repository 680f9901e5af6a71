import { z } from "zod";
import { cartMessages as m } from "./messages";
import { MAX_LINE_QUANTITY } from "./cart-lines";

/** What the browser sends to have its cart checked: lines of `{ productId, quantity, priceCents? }`. */
export const cartSchema = z.object({
  lines: z
    .array(
      z.object(
        {
          productId: z.string({ error: m.UNKNOWN }).max(64, m.UNKNOWN),
          quantity: z.coerce
            .number({ error: m.UNKNOWN })
            .int(m.UNKNOWN)
            .min(1, m.UNKNOWN)
            .max(MAX_LINE_QUANTITY * 10, m.UNKNOWN),
          priceCents: z.coerce.number({ error: m.UNKNOWN }).int(m.UNKNOWN).min(0, m.UNKNOWN).optional(),
        },
        { error: m.UNKNOWN },
      ),
      { error: m.UNKNOWN },
    )
    .max(100, m.UNKNOWN),
});
