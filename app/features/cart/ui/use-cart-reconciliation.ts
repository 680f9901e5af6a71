import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { ActionResult } from "~/lib/result";
import type { CartLine } from "../cart-lines";
import { useCart } from "../cart-store";
import { changeMessage } from "../messages";
import { applyCheckedLines, type CartChange } from "../reconcile";

/**
 * Checks the cart with the server (today's prices, names, images and stock) each time `active`
 * turns true, replaces the snapshot with the answer, and returns the notices to show.
 */
export function useCartReconciliation(active: boolean): string[] {
  const fetcher = useFetcher<ActionResult<never, { lines: CartLine[]; changes: CartChange[] }>>();
  const [notices, setNotices] = useState<string[]>([]);
  const sent = useRef(new Map<string, string>());

  useEffect(() => {
    if (!active) return;
    setNotices([]);
    const { lines } = useCart.getState();
    if (lines.length === 0) return;
    sent.current = new Map(lines.map((l) => [l.productId, l.name]));
    void fetcher.submit(
      { lines: lines.map(({ productId, quantity, priceCents }) => ({ productId, quantity, priceCents })) },
      // Checking the cart changes nothing on the page behind it: no reason to reload its data.
      { method: "post", action: "/api/cart", encType: "application/json", defaultShouldRevalidate: false },
    );
    // Only opening the panel asks again.
  }, [active]);

  useEffect(() => {
    const reply = fetcher.data;
    if (!reply?.ok || fetcher.state !== "idle") return;
    const { lines, replace } = useCart.getState();
    replace(applyCheckedLines(lines, new Set(sent.current.keys()), reply.lines));
    setNotices(reply.changes.map((change) => changeMessage(change, sent.current.get(change.productId) ?? "")));
  }, [fetcher.data, fetcher.state]);

  return notices;
}
