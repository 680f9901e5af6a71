import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import type { ActionResult } from "~/lib/result";
import type { CartLine } from "../cart-lines";
import { useCart } from "../cart-store";
import { changeMessage } from "../messages";
import { applyCheckedLines, type CartChange } from "../reconcile";

type CheckReply = ActionResult<never, { lines: CartLine[]; changes: CartChange[] }>;

/** One check of the cart: the lines it sends, and the answer there was before it (which says nothing about them). */
type Check = { active: boolean; sent: readonly CartLine[]; before: CheckReply | undefined };

/**
 * Checks the cart with the server (today's prices, names, images and stock) each time `active`
 * turns true, replaces the snapshot with the answer, and returns the notices to show.
 */
export function useCartReconciliation(active: boolean): string[] {
  const { submit, data, state } = useFetcher<CheckReply>();
  const lines = useCart((s) => s.lines);
  const [check, setCheck] = useState<Check>({ active: false, sent: [], before: undefined });
  // Each opening checks the lines it finds (their names are kept for the notices about removed products).
  // Gift cards are not products: the checkout prices them.
  if (check.active !== active) setCheck({ active, sent: active ? lines.filter((line) => !line.giftCard) : [], before: data });

  useEffect(() => {
    if (!check.active || check.sent.length === 0) return;
    void submit(
      { lines: check.sent.map(({ productId, quantity, priceCents }) => ({ productId, quantity, priceCents })) },
      // Checking the cart changes nothing on the page behind it: no reason to reload its data.
      { method: "post", action: "/api/cart", encType: "application/json", defaultShouldRevalidate: false },
    );
  }, [check, submit]);

  const answer = check.active && state === "idle" && data !== check.before && data?.ok ? data : null;
  useEffect(() => {
    if (!answer) return;
    const { lines, replace } = useCart.getState();
    replace(applyCheckedLines(lines, new Set(check.sent.map((line) => line.productId)), answer.lines));
  }, [answer, check]);

  if (!answer) return [];
  const names = new Map(check.sent.map((line) => [line.productId, line.name]));
  return answer.changes.map((change) => changeMessage(change, names.get(change.productId) ?? ""));
}
