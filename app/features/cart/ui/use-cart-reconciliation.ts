import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { ActionResult } from "~/lib/result";
import type { CartChange } from "../reconcile";
import type { CartLine } from "../cart-lines";
import { MAX_LINE_QUANTITY } from "../cart-lines";
import { useCart } from "../cart-store";
import { changeMessage } from "../messages";

/**
 * Checks the cart with the server (today's prices, names, images and stock) each time `active`
 * turns true, replaces the snapshot with the answer, and returns the notices to show.
 */
export function useCartReconciliation(active: boolean): { notices: string[]; checking: boolean } {
  const fetcher = useFetcher<ActionResult<never, { lines: CartLine[]; changes: CartChange[] }>>();
  const [notices, setNotices] = useState<string[]>([]);
  const sentNames = useRef(new Map<string, string>());

  useEffect(() => {
    if (!active) return;
    setNotices([]);
    const { lines } = useCart.getState();
    if (lines.length === 0) return;
    sentNames.current = new Map(lines.map((l) => [l.productId, l.name]));
    void fetcher.submit(
      { lines: lines.map(({ productId, quantity, priceCents }) => ({ productId, quantity, priceCents })) },
      { method: "post", action: "/api/cart", encType: "application/json" },
    );
    // Only opening the panel asks again.
  }, [active]);

  useEffect(() => {
    const reply = fetcher.data;
    if (!reply?.ok || fetcher.state !== "idle") return;
    // Quantities changed while the answer was on its way are kept, within today's stock.
    const current = new Map(useCart.getState().lines.map((l) => [l.productId, l.quantity]));
    useCart.getState().replace(
      reply.lines
        .filter((l) => current.has(l.productId))
        .map((l) => ({ ...l, quantity: Math.min(current.get(l.productId)!, l.stock, MAX_LINE_QUANTITY) })),
    );
    setNotices(reply.changes.map((change) => changeMessage(change, sentNames.current.get(change.productId) ?? "")));
  }, [fetcher.data, fetcher.state]);

  return { notices, checking: fetcher.state !== "idle" };
}
